import { Navigate, useLocation, useParams } from 'react-router';
import { useLandingOwner } from './useLandingOwner';

/**
 * /{landing}/{route}: every route under a rep's or group's landing prefix (document 3, 2.1). The
 * slug's owner becomes the visitor's (a visitor already of that owner keeps their cart and filter),
 * then the page goes to the route itself; an unknown slug goes to /404.
 */
export function LandingPrefixPage() {
  const params = useParams();
  const { search, hash } = useLocation();
  const owner = useLandingOwner(params.landing ?? '', true);
  if (owner === 'unknown') return <Navigate to="/404" replace />;
  if (owner === 'pending') return <p>Loading…</p>;
  return <Navigate to={`/${params['*'] ?? ''}${search}${hash}`} replace />;
}
