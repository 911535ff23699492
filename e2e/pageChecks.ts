import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { routePattern } from './routePattern';
import { routesFitPhone } from './routesFitPhone';

/**
 * Collects everything the page logs as an error, so a journey fails on any of them. Chromium's own
 * network line for an API answer of 400-499 is not one: that is a field error the page shows.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const fieldErrorAnswer =
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      new URL(message.location().url).pathname.startsWith('/api/');
    if (!fieldErrorAnswer) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The narrowest phone the store must fit without scrolling sideways (WCAG 1.4.10 Reflow). */
export const PHONE_WIDTH = 320;

/**
 * The page as it is now, shown 320 CSS pixels wide, does not scroll sideways; a failure names the
 * element that reaches furthest right (outside any scroll box of its own). The viewport and the
 * focus are put back.
 */
export async function expectFitsPhoneWidth(page: Page, where: string): Promise<void> {
  const before = page.viewportSize();
  // What hides at phone width (the header's links) loses focus: it gets it back afterwards.
  const focused = await page.evaluateHandle(() => document.activeElement);
  // A page already phone-sized (the check after the test) is measured as it is.
  const resize = before?.width !== PHONE_WIDTH;
  if (resize) await page.setViewportSize({ width: PHONE_WIDTH, height: before?.height ?? 720 });
  try {
    const found = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const insideScrollBox = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      let widest: { right: number; what: string } | null = null;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const right = element.getBoundingClientRect().right + window.scrollX;
        // The deepest element of the furthest reach wins (descendants come later in the list).
        if (
          right > root.clientWidth + 0.5 &&
          (!widest || right >= widest.right) &&
          !insideScrollBox(element)
        ) {
          const id = element.id ? `#${element.id}` : '';
          const classes =
            typeof element.className === 'string' && element.className
              ? `.${element.className.trim().split(/\s+/).join('.')}`
              : '';
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          widest = {
            right: Math.round(right),
            what: `${element.tagName.toLowerCase()}${id}${classes} "${text}"`,
          };
        }
      }
      return { scrollWidth: root.scrollWidth, widest };
    });
    const culprit = found?.widest
      ? `widest: ${found.widest.what} reaching ${found.widest.right}px`
      : 'no element reaches past the edge outside a scroll box (look for a pseudo-element, a negative margin or a transform)';
    expect(
      found,
      found ? `${where} is ${found.scrollWidth}px wide at ${PHONE_WIDTH}px; ${culprit}` : '',
    ).toBeNull();
    // This route fits: the automatic check after the test (fixtures.ts) need not show it again.
    routesFitPhone.add(routePattern(page.url()));
  } finally {
    if (before && resize) await page.setViewportSize(before);
    await focused.evaluate((element) => {
      if (element instanceof HTMLElement && element !== document.activeElement) element.focus();
    });
    await focused.dispose();
  }
}

/**
 * An axe scan of the page as it is now: no serious or critical violations; then the page must fit
 * a phone's width (every spec calls this on every page it visits, so every page is checked).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad, `accessibility on ${where}`).toEqual([]);
  await expectFitsPhoneWidth(page, where);
}

/** What #root held the first time anything was put in it. */
export interface FirstRender {
  header: boolean;
  mainText: string;
  footer: boolean;
  /** When it was put in (performance.now()), to compare with the page's resource timings. */
  at: number;
}

/**
 * Records, from the next page load on, what #root holds the first time anything is put in it (the
 * first render's commit); read it with `firstRender`.
 */
export async function watchFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { firstRender?: FirstRender };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const watcher = new MutationObserver(() => {
        record.firstRender = {
          header: root.querySelector('header') !== null,
          mainText: root.querySelector('main')?.textContent?.trim() ?? '',
          footer: root.querySelector('footer') !== null,
          at: performance.now(),
        };
        watcher.disconnect();
      });
      watcher.observe(root, { childList: true, subtree: true });
    });
  });
}

export function firstRender(page: Page): Promise<FirstRender | undefined> {
  return page.evaluate(() => (window as unknown as { firstRender?: FirstRender }).firstRender);
}
