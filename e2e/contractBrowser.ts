import { type BrowserContext, test } from '@playwright/test';
import { RealBrowser } from '../testing/realBrowser';

/** The e2e server's origin, as the test's pages open it (playwright.config.ts's baseURL). */
function storeOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('playwright.config.ts sets no baseURL');
  return new URL(base).origin;
}

/**
 * A browser over real HTTP to the e2e server, with a cookie jar of its own (testing/realBrowser.ts):
 * a spec builds what it needs through the contract's calls with it, then hands it to its page.
 */
export function storeBrowser(): RealBrowser {
  return new RealBrowser(storeOrigin());
}

/**
 * Makes the test's browser context that browser: its cookies (the owner key, a session) go in with
 * `addCookies`, as the server set them (HttpOnly, SameSite=Lax, the whole site), and the web app's
 * own keys in localStorage (`tempId`, `enrollContext`, src/web/session) replace whatever the context
 * kept. The page's next load then opens the store as that browser would.
 */
export async function handOver(
  context: BrowserContext,
  browser: RealBrowser,
  stored: Record<string, string> = {},
): Promise<void> {
  const origin = storeOrigin();
  await context.setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: Object.entries(stored).map(([name, value]) => ({ name, value })) }],
  });
  const cookies = browser.cookie
    .split('; ')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        url: origin,
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    });
  await context.addCookies(cookies);
}
