import { Navigate, useParams } from 'react-router';

const LANDING_SLUG = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The spec's named "main" route (/main/{landing?}): the store's entry, with an optional landing
 * parameter. With one, the rep's or group's landing page opens (which checks it and clears what
 * was stored); without, the default landing page.
 */
export function MainPage() {
  const landing = useParams().landing ?? '';
  if (!landing) return <Navigate to="/" replace />;
  return <Navigate to={LANDING_SLUG.test(landing) ? `/${landing}` : '/404'} replace />;
}
