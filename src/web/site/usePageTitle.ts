import { useEffect } from 'react';
import { PLAIN_STORE_NAME } from '../../domain/sites';
import { useBranding } from './branding';

/**
 * Names the browser tab after the page: "Dental plans | Benefit Store" (the site's name, site.json), its name
 * after the bar ("Cart | Summit Family Practice Benefits"). `page` null (still loading) leaves the
 * title as it is. Pages never put a person's name or number in it: titles are kept in the history.
 */
export function usePageTitle(page: string | null): void {
  const site = useBranding()?.site_name || PLAIN_STORE_NAME;
  useEffect(() => {
    if (page !== null) document.title = `${page} | ${site}`;
  }, [page, site]);
}
