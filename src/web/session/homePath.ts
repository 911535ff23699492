import type { EnrollContext } from './enrollContext';

/**
 * Where every Home link leads (the breadcrumb's Home, "Return to homepage" on the receipt, an
 * account's own pages; document 2, 2.1; document 3, 2.6): the referral page when the visitor came by
 * a referral (a referral stands in for the open type, document 1, 7); the member home for a member who
 * came by their member link (open type user: the landing's form is not theirs to change); the landing
 * when another open type is set; otherwise by enrollment process. A plain shopper of the landing page,
 * with no stored context, goes to the landing from every page, the receipt included.
 */
export function homePath(context: EnrollContext | null): string {
  if (!context) return '/';
  if (context.referral) return `/referrals?rid=${encodeURIComponent(context.referral)}`;
  if (context.open_type === 'user') return '/member-home';
  if (context.open_type) return '/';
  if (context.eprocess === 'rep') return '/agent-home';
  if (context.eprocess === 'group') return '/group-home';
  return '/member-home';
}
