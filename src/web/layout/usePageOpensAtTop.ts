import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A page the visitor goes to opens at its top, as a new page would: a link low on the plan list, a
 * wizard step's Next, the receipt. Back and forward (a POP) leave the place the browser keeps for that
 * page; the first page of a visit is the browser's own.
 */
export function usePageOpensAtTop(pathname: string): void {
  const navigation = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (before !== null && before !== pathname && navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
