import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '../api/useAccount';
import { readEnrollContext } from '../session/enrollContext';
import { useEnrollmentId } from '../session/enrollmentSession';
import { startPath } from '../session/startPath';

/**
 * On load the context picks the start (document 1, 4): a page load at the store's root waits
 * for who is signed in and then goes to the start page `startPath` names. Only the first page of
 * a load: a visitor who later follows a link to the landing stays there.
 */
export function useStartOnLoad(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const enrollmentId = useEnrollmentId();
  const atRootOnLoad = useRef(pathname === '/');
  const kind = account.data?.account?.kind ?? null;
  const settled = account.isSuccess || account.isError;
  useEffect(() => {
    if (!atRootOnLoad.current) return;
    if (pathname !== '/') {
      atRootOnLoad.current = false;
      return;
    }
    if (!settled) return;
    atRootOnLoad.current = false;
    const start = startPath(kind, readEnrollContext(), Boolean(enrollmentId));
    if (start) void navigate(start, { replace: true });
  }, [pathname, settled, kind, enrollmentId, navigate]);
}
