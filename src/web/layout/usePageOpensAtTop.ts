import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A page the visitor goes to opens at its top, as a new page would: a link low on the plan list, a
 * wizard step's Next, the receipt; and focus moves to its heading, so a screen reader names the new
 * page. Back and forward (a POP) leave the place the browser keeps for that page; the first page of a
 * visit is the browser's own.
 */
export function usePageOpensAtTop(pathname: string): void {
  const navigation = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (before === null || before === pathname || navigation === 'POP') return;
    window.scrollTo(0, 0);
    return focusHeading();
  }, [pathname, navigation]);
}

/**
 * Focus on the page's h1 now, or once the page draws it (its chunk or answer still on the way),
 * unless the visitor has put focus somewhere else meanwhile. Stops watching on the next page.
 */
function focusHeading(): () => void {
  const main = document.getElementById('main') ?? document.body;
  const start = document.activeElement;
  // The page before stays in the document, hidden by React, while the new one loads: not its heading.
  const moved = () => {
    const heading = [...main.querySelectorAll('h1')].find((h1) => !h1.closest('[style*="display: none"]'));
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
    return heading !== undefined && document.activeElement === heading;
  };
  const watch = new MutationObserver(() => {
    const active = document.activeElement;
    if (active === start || active === document.body || active === main ? moved() : true) watch.disconnect();
  });
  if (!moved()) watch.observe(main, { childList: true, subtree: true });
  return () => watch.disconnect();
}
