import { useEffect } from 'react';
import { useBranding } from './branding';

/** The store's name where the site's branding gives none (the page shell's own title). */
const STORE_NAME = 'Benefit Store';

/**
 * Names the browser tab after the page: "Dental plans | Benefit Store", on a branded site its name
 * after the bar ("Cart | Summit Family Practice Benefits"). `page` null (still loading) leaves the
 * title as it is. Pages never put a person's name or number in it: titles are kept in the history.
 */
export function usePageTitle(page: string | null): void {
  const site = useBranding()?.site_name || STORE_NAME;
  useEffect(() => {
    if (page !== null) document.title = `${page} | ${site}`;
  }, [page, site]);
}
