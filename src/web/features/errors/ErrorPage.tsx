import { Link } from 'react-router';
import { usePageTitle } from '../../site/usePageTitle';

/** The spec's named "error" route (/error): where the store sends a visitor it cannot serve; no header or footer. */
export function ErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <section className="not-found">
      <h1>Something went wrong</h1>
      <p>We could not open this page. Your saved information is safe.</p>
      <Link to="/">Back to Homepage</Link>
    </section>
  );
}
