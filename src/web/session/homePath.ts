import type { EnrollContext } from './enrollContext';

/**
 * Where the Home breadcrumb and "Return to homepage" lead (document 2, 2.1; document 3, 2.6):
 * the referral page when the visitor came by a referral (a referral stands in for the open type,
 * document 1, 7); the member home for a member who came by their member link (open type user: the
 * landing's form is not theirs to change); the landing when another open type is set; otherwise by enrollment process. Without
 * any stored context the visitor is a plain shopper of the landing page, except after enrolling:
 * the receipt passes '/member-home', as an applicant with no open type goes there (document 3, 2.6).
 */
export function homePath(context: EnrollContext | null, withoutContext = '/'): string {
  if (!context) return withoutContext;
  if (context.referral) return `/referrals?rid=${encodeURIComponent(context.referral)}`;
  if (context.open_type === 'user') return '/member-home';
  if (context.open_type) return '/';
  if (context.eprocess === 'rep') return '/agent-home';
  if (context.eprocess === 'group') return '/group-home';
  return '/member-home';
}
