import { STEP_CATALOG, stepPath } from './wizardStepCatalog';

/**
 * Where a resumed enrollment opens, by its saved tab (document 3, 4.6): each wizard step's stored
 * column goes to the step's route (primary_info to personal-info, payment_info to
 * billing-information, ...), and cart_info to the cart. One table for the code and the link.
 */
export const SAVED_TAB_ROUTES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (Object.keys(STEP_CATALOG) as (keyof typeof STEP_CATALOG)[]).map((step) => [
      STEP_CATALOG[step].column,
      stepPath(step),
    ]),
  ),
  cart_info: '/cart',
};

/** The route of a saved tab, or null for a name that is not one. */
export function resumeRouteOf(savedTab: string | null | undefined): string | null {
  if (!savedTab || !Object.hasOwn(SAVED_TAB_ROUTES, savedTab)) return null;
  return SAVED_TAB_ROUTES[savedTab] ?? null;
}

/**
 * The tab of a direct-continue link, which carries it base64-encoded (the URL-safe alphabet or the
 * standard one, padded or not); null when it does not decode to text.
 */
export function decodeLinkTab(encoded: string | null | undefined): string | null {
  if (!encoded || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return null;
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  try {
    const decoded = atob(standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '='));
    return /^[\x20-\x7e]+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
