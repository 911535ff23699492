/**
 * A rep's or group's landing page slug: the first part of its address (`/dana-wu`, and every route
 * under it, `/dana-wu/plans`). Lower-case letters and digits in words joined by single hyphens.
 */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 60;

/**
 * The first parts of the store's own pages (web/routes.tsx): a landing page there would never open,
 * so no rep or group takes one. A test keeps this list in step with the routes.
 */
export const RESERVED_SLUGS: readonly string[] = [
  '404',
  'agent-home',
  'agent-select-member',
  'benadvancehome',
  'book-of-business',
  'cart',
  'compare',
  'confirmation',
  'continue-enrollment',
  'direct-continue',
  'enrollment',
  'error',
  'external',
  'group-home',
  'group-select-member',
  'home',
  'landing-config-error',
  'main',
  'member-benefit-store',
  'member-home',
  'new_membership',
  'plan',
  'planquestionview',
  'plans',
  'recommend-list',
  'referrals',
  'sign-in',
  'website',
  'websites',
  // The server's own paths: the API, the brand images and the built assets.
  'api',
  'assets',
  'brand',
];

/** A slug made of a name: "Dana Wu" → "dana-wu" (letters and digits kept, the rest joins words). */
export function slugOfName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** What is wrong with a slug an operator chose, in words that say what to do; null when it may be used. */
export function landingSlugProblem(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX)
    return `A landing page slug is 1 to ${SLUG_MAX} lower-case letters and digits, words joined by single hyphens (like dana-wu): ${slug} is not`;
  if (RESERVED_SLUGS.includes(slug)) return `${slug} is one of the store's own pages; choose another slug`;
  return null;
}
