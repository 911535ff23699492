import type { Page } from '@playwright/test';
import { signIn } from '../src/contract/authCalls';
import type { DataOf } from '../src/contract/endpoint';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import type { RealBrowser } from '../testing/realBrowser';
import { handOver, storeBrowser } from './contractBrowser';

/** The signed-in account as the sign-in call answers it: kind, name, the rep's and group's ids. */
export type SignedInAccount = DataOf<typeof signIn>;

/**
 * A demo rep or group administrator signed in by the contract's sign-in call, in a browser of its
 * own: for a spec to build that account's enrollment before its page opens.
 */
export async function signInThroughContract(
  email: string,
): Promise<{ browser: RealBrowser; account: SignedInAccount }> {
  const browser = storeBrowser();
  const account = await browser.ok(signIn, { body: { username: email, password: DEMO_PASSWORD } });
  return { browser, account };
}

/**
 * Signs the test's browser in as a demo rep or group administrator without the sign-in page (whose
 * own spec is signIn.spec.ts): the session cookie from the contract's sign-in call, handed to the
 * page's context. The page is not opened: the spec goes where it tests.
 */
export async function signedIn(page: Page, email: string): Promise<SignedInAccount> {
  const { browser, account } = await signInThroughContract(email);
  await handOver(page.context(), browser);
  return account;
}
