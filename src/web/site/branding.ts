import { useQuery } from '@tanstack/react-query';
import { getExternalSiteDynamicInformation } from '../../contract/siteCalls';
import { callApi } from '../api/callApi';

/** The browser cache (Cache Storage) the site's branding is kept in, named as in the spec. */
export const BRANDING_CACHE = 'fetch_color_cache';
/** Branding read from the cache is used for an hour, then fetched again. */
const MAX_AGE_MS = 60 * 60_000;

export type Branding = Record<string, string>;

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(BRANDING_CACHE);
  } catch {
    return null;
  }
}

/** The site's branding (logo, banner, icons, colour) by its domain, from the browser cache when fresh. */
export async function loadBranding(domain: string): Promise<Branding> {
  const key = `/site-branding/${encodeURIComponent(domain)}`;
  const cache = await openCache();
  const hit = await cache?.match(key);
  if (hit) {
    const kept = (await hit.json()) as { at: number; result: Branding };
    if (Date.now() - kept.at < MAX_AGE_MS) return kept.result;
  }
  const fresh = await callApi(getExternalSiteDynamicInformation, { query: { site_domain: domain } });
  await cache?.put(
    key,
    new Response(JSON.stringify({ at: Date.now(), result: fresh.result }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  return fresh.result;
}

/** This site's branding, or null while it loads. */
export function useBranding(): Branding | null {
  const domain = window.location.hostname;
  const branding = useQuery({
    queryKey: ['branding', domain],
    queryFn: () => loadBranding(domain),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return branding.data ?? null;
}
