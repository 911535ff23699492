import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>OOPS! Page not found</h1>
      <Link to="/">Back to Homepage</Link>
    </section>
  );
}
