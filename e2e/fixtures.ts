import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH, PHONE_WIDTHS } from './pageChecks';
import { routePattern } from './routePattern';
import { routesFitPhone } from './routesFitPhone';

/** How long a revisited page may take to finish its requests before it is measured. */
const SETTLE_MS = 5000;
/** How long no request may be under way for a revisited page to count as settled. */
const QUIET_MS = 150;

/** A page's storage as it was when the test showed it: localStorage and the tab's sessionStorage. */
interface Stored {
  local: [string, string][];
  tab: [string, string][];
}

/** An address the test showed, with its storage read as it arrived (null when it could not be read). */
interface Visit {
  url: string;
  stored: Promise<Stored | null>;
}

/**
 * Every address a page of the test showed, in order: loads and the app's own route changes
 * (Playwright reports history changes as navigations of the main frame too). The storage is read
 * as each arrives, without waiting, so the test goes on undisturbed.
 */
function recordVisits(context: BrowserContext, origin: string): Visit[] {
  const visited: Visit[] = [];
  const watch = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith(origin) || visited.some((visit) => visit.url === url)) return;
      const stored = frame
        .evaluate(
          (): Stored => ({
            local: Object.entries(window.localStorage),
            tab: Object.entries(window.sessionStorage),
          }),
        )
        .catch(() => null);
      visited.push({ url, stored });
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return visited;
}

/** Waits until the page has had no request under way for a moment (its data and lazy parts are in). */
async function settle(page: Page, pending: Set<unknown>): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Shows each address again in a phone-sized page of its own context, with the test's cookies and
 * the storage the page had when the test showed it (put back before each address, so a page that
 * clears it, a landing, does not change the next), and checks it does not scroll sideways. A route
 * counts as checked only when the page stayed on it: one that now sends the visitor elsewhere (an
 * enrollment submitted since) is left for a later test.
 */
async function checkAtPhoneWidth(context: BrowserContext, visited: Visit[]): Promise<void> {
  const waiting = visited.filter((visit) => !routesFitPhone.has(routePattern(visit.url)));
  const browser = context.browser();
  if (waiting.length === 0 || !browser) return;
  const { cookies } = await context.storageState();
  const phone = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 700 } });
  try {
    await phone.addCookies(cookies);
    const shown = await phone.newPage();
    const pending = new Set<unknown>();
    shown.on('request', (request) => pending.add(request));
    shown.on('requestfinished', (request) => pending.delete(request));
    shown.on('requestfailed', (request) => pending.delete(request));
    for (const visit of waiting) {
      const pattern = routePattern(visit.url);
      if (routesFitPhone.has(pattern)) continue;
      const stored = await visit.stored;
      // The newest of these scripts runs last on the next load, so it sets this address's storage.
      if (stored)
        await shown.addInitScript(({ local, tab }: Stored) => {
          window.localStorage.clear();
          for (const [name, value] of local) window.localStorage.setItem(name, value);
          window.sessionStorage.clear();
          for (const [name, value] of tab) window.sessionStorage.setItem(name, value);
        }, stored);
      await shown.goto(visit.url);
      await settle(shown, pending);
      const landed = routePattern(shown.url());
      if (landed !== pattern && routesFitPhone.has(landed)) continue;
      await expectFitsPhoneWidth(
        shown,
        `${visit.url} (shown again at ${PHONE_WIDTHS.join(', ')}px after the test)`,
      );
      routesFitPhone.add(landed);
    }
  } finally {
    await phone.close();
  }
}

/**
 * The suite's `test`: every spec imports it (not '@playwright/test's), so every page a test visits
 * is checked at 320, 360 and 390 px wide (WCAG 1.4.10 Reflow, and nothing fixed over a field) after
 * the test, without disturbing it. A failed test is not checked further: its own failure is the one
 * to read.
 */
export const test = base.extend<{ phoneWidthOfVisitedPages: undefined }>({
  phoneWidthOfVisitedPages: [
    async ({ context, page, baseURL }, use, testInfo) => {
      const visited = recordVisits(context, new URL(baseURL ?? page.url()).origin);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      await checkAtPhoneWidth(context, visited);
    },
    { auto: true },
  ],
});

/** Playwright's own expect, so a spec takes both from here. */
export { expect };
