import { Link } from 'react-router';

/** The routes' error screen: something failed while showing a page. */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Your saved information is safe.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>{' '}
        <Link to="/">Back to Homepage</Link>
      </p>
    </div>
  );
}
