import { Link } from 'react-router';
import { usePageTitle } from '../../site/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="not-found">
      <h1>OOPS! Page not found</h1>
      <Link to="/">Back to Homepage</Link>
    </section>
  );
}
