import { getExternalSiteDynamicInformation } from '../../contract/siteCalls';
import { SITE_BRANDING_ELEMENT_ID } from '../../domain/sites';
import { callApi } from '../api/callApi';
import { queryKeys } from '../api/queryKeys';
import { useQuery } from '../api/useQuery';

/** The browser cache (Cache Storage) the site's branding is kept in, named as in the spec. */
const BRANDING_CACHE = 'fetch_color_cache';
/** Branding read from the cache is used for an hour, then fetched again. */
const MAX_AGE_MS = 60 * 60_000;

export type Branding = Record<string, string>;

const cacheKey = (domain: string) => `/site-branding/${encodeURIComponent(domain)}`;

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(BRANDING_CACHE);
  } catch {
    return null;
  }
}

/** The site's branding (logo, banner, icons, colour) by its domain, from the browser cache when fresh. */
async function loadBranding(domain: string): Promise<Branding> {
  const key = cacheKey(domain);
  const cache = await openCache();
  const hit = await cache?.match(key);
  if (hit) {
    const kept = (await hit.json()) as { at: number; result: Branding };
    if (Date.now() - kept.at < MAX_AGE_MS) return kept.result;
  }
  const fresh = await callApi(getExternalSiteDynamicInformation, { query: { site_domain: domain } });
  await keepBranding(cache, key, fresh.result);
  return fresh.result;
}

async function keepBranding(cache: Cache | null, key: string, result: Branding): Promise<void> {
  await cache?.put(
    key,
    new Response(JSON.stringify({ at: Date.now(), result }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/** The branding the server put in the page shell (server/sites/pageShell.ts), if it did. */
function brandingInPage(): Branding | undefined {
  const text = document.getElementById(SITE_BRANDING_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const values = Object.values(parsed);
    return values.every((value) => typeof value === 'string') ? (parsed as Branding) : undefined;
  } catch {
    return undefined;
  }
}

let inPage: { branding: Branding | undefined } | undefined;

/** Read once per page load; kept in the browser cache too, as the spec names it. */
function pageBranding(domain: string): Branding | undefined {
  if (inPage) return inPage.branding;
  inPage = { branding: brandingInPage() };
  const found = inPage.branding;
  if (found) {
    void openCache()
      .then((cache) => keepBranding(cache, cacheKey(domain), found))
      .catch(() => undefined);
  }
  return found;
}

/** This site's branding, or null while it loads. */
export function useBranding(): Branding | null {
  const domain = window.location.hostname;
  const branding = useQuery({
    queryKey: queryKeys.branding(domain),
    queryFn: () => loadBranding(domain),
    // The page shell carries it, so the first render needs no call.
    initialData: () => pageBranding(domain),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return branding.data ?? null;
}
