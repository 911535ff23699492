import { Navigate, useParams } from 'react-router';
import { LandingPage } from './LandingPage';
import { useLandingOwner } from './useLandingOwner';

/**
 * /{landing}: a rep's or group's own landing page. The slug is checked with the server; a known
 * one clears what this browser had stored and makes that rep or group the visitor's, an unknown
 * one goes to /404.
 */
export function LandingSlugPage() {
  const owner = useLandingOwner(useParams().landing ?? '', false);
  if (owner === 'unknown') return <Navigate to="/404" replace />;
  if (owner === 'pending') return <p>Loading…</p>;
  return <LandingPage />;
}
