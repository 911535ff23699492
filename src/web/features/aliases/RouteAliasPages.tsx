import { Navigate, useLocation } from 'react-router';
import { useEnrollContext } from '../../session/enrollContext';
import { homePath } from '../../session/homePath';

/** /confirmation/ (document 3, 2.1, content not shown): the receipt of the enrollment just submitted. */
export function ConfirmationAliasPage() {
  return <Navigate to="/enrollment/receipt" replace />;
}

/** /website (document 3, 2.1, purpose not shown): the Elevate site page, /websites, with the same query. */
export function WebsiteAliasPage() {
  const { search } = useLocation();
  return <Navigate to={`/websites${search}`} replace />;
}

/** /BenAdvanceHome (document 3, 2.1, purpose not shown): the visitor's own home, as the Home link leads. */
export function BenAdvanceHomePage() {
  return <Navigate to={homePath(useEnrollContext())} replace />;
}
