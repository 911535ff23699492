import { signIn } from '../src/contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import { saveReviewInfo } from '../src/contract/enrollmentCalls';
import { addFilterForMember } from '../src/contract/memberCalls';
import { memberLinkToken } from '../src/server/access/memberLinks';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import { addCheapest, saveStepsToReview } from './journey';
import type { TestApp, TestBrowser } from './testApp';

/** A new browser signed in as a demo account (every demo account has the demo password). */
export async function signedIn(t: TestApp, username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

/** A new browser that opened a demo member's member link (Member Only), with the enrollment it made. */
export async function memberLink(
  t: TestApp,
  memberId: number,
): Promise<{ browser: TestBrowser; id: string }> {
  const browser = t.browser();
  const created = await browser.ok(addFilterForMember, {
    body: { user_id: memberLinkToken(t.deps.secretBox, memberId, t.deps.now()), tier: 'IO' },
  });
  return { browser, id: created.temp_enrollment_id };
}

/**
 * A demo member's policy bought through their member link: the cheapest option of `planId` on the first
 * effective date offered, every step saved and submitted. Answers the browser (still the member's), the
 * enrollment id and the policy id.
 */
export async function memberLinkPolicy(
  t: TestApp,
  memberId: number,
  planId: number,
): Promise<{ browser: TestBrowser; id: string; policyId: string }> {
  const link = await memberLink(t, memberId);
  await addCheapest(link.browser, link.id, planId);
  const dates = await link.browser.ok(getCartEffectiveDates, { query: { enrollment_id: link.id } });
  await link.browser.ok(cartCheckout, { body: { enrollment_id: link.id, effective_date: dates.result[0] } });
  await saveStepsToReview(link.browser, link.id);
  const submitted = await link.browser.ok(saveReviewInfo, { body: { enrollment_id: link.id } });
  return { ...link, policyId: submitted.policy_id };
}
