import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../site/usePageTitle';

/** /landing-config-error/{Group or Agent}: the rep or group has no landing page set up. */
export function LandingConfigErrorPage() {
  usePageTitle('Landing page not configured');
  const type = useParams().type === 'Group' ? 'Group' : 'Agent';
  return (
    <section className="not-found">
      <h1>Landing url is not configured for this {type}</h1>
      <Link to="/">Back to Homepage</Link>
    </section>
  );
}
