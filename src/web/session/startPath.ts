import type { EnrollContext } from './enrollContext';

/** Who is signed in, as the start rule needs it: a rep, a group administrator or nobody. */
export type SignedIn = 'agent' | 'group' | null;

/**
 * The start page a visitor opening the store's root is sent to (document 1, 4 and 6): a signed-in
 * rep to the rep home, a group administrator to the group home, an applicant who came by their
 * member link (a member context with an enrollment) to the member home. Anyone else, and anyone
 * who came through a landing page or a referral, stays on the landing (null).
 */
export function startPath(
  signedIn: SignedIn,
  context: EnrollContext | null,
  hasEnrollment: boolean,
): string | null {
  const applicant = !context || context.eprocess === 'applicant';
  if (applicant && context?.open_type === 'user' && hasEnrollment) return '/member-home';
  if (applicant && (context?.open_type || context?.referral)) return null;
  if (signedIn === 'agent') return '/agent-home';
  if (signedIn === 'group') return '/group-home';
  return null;
}
