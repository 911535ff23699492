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
/** The phone widths every page is checked at: the narrowest, and two common phones (issue 40). */
export const PHONE_WIDTHS = [PHONE_WIDTH, 360, 390] as const;

/** What is wrong with the page as shown: how far it scrolls sideways, and what lies over a field. */
interface PhoneFit {
  /** Null when the page does not scroll sideways. */
  overflow: { scrollWidth: number; widest: { right: number; what: string } | null } | null;
  /** Each fixed or sticky element that lies over a field, with the field. */
  covered: string[];
}

/** Measures the page in the browser (kept apart so the check reads as what it checks). */
async function measureFit(page: Page): Promise<PhoneFit> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const root = document.documentElement;
    let overflow: PhoneFit['overflow'] = null;
    if (root.scrollWidth > root.clientWidth) {
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
          widest = { right: Math.round(right), what: describe(element) };
        }
      }
      overflow = { scrollWidth: root.scrollWidth, widest };
    }
    // Nothing fixed or sticky (outside a dialog, which is meant to lie over the page) covers a field.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const fields = Array.from(
      document.querySelectorAll('input:not([type="hidden"]), select, textarea'),
    ).filter(shown);
    const covered: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const position = getComputedStyle(element).position;
      if ((position !== 'fixed' && position !== 'sticky') || element.closest('dialog') || !shown(element))
        continue;
      const box = element.getBoundingClientRect();
      for (const field of fields) {
        if (element.contains(field)) continue;
        const under = field.getBoundingClientRect();
        const across = Math.min(box.right, under.right) - Math.max(box.left, under.left);
        const down = Math.min(box.bottom, under.bottom) - Math.max(box.top, under.top);
        if (across > 0.5 && down > 0.5)
          covered.push(`${position} ${describe(element)} over ${describe(field)}`);
      }
    }
    return { overflow, covered };
  });
}

/**
 * The page as it is now, shown 320, 360 and 390 CSS pixels wide: it does not scroll sideways (a
 * failure names the element that reaches furthest right, outside any scroll box of its own), and
 * nothing fixed or sticky lies over a field. The viewport and the focus are put back.
 */
export async function expectFitsPhoneWidth(page: Page, where: string): Promise<void> {
  const before = page.viewportSize();
  // What hides at phone width (the header's links) loses focus: it gets it back afterwards.
  const focused = await page.evaluateHandle(() => document.activeElement);
  try {
    for (const width of PHONE_WIDTHS) {
      // A page already this size (the check after the test starts at 320) is measured as it is.
      if (page.viewportSize()?.width !== width)
        await page.setViewportSize({ width, height: before?.height ?? 720 });
      const found = await measureFit(page);
      const culprit = found.overflow?.widest
        ? `widest: ${found.overflow.widest.what} reaching ${found.overflow.widest.right}px`
        : 'no element reaches past the edge outside a scroll box (look for a pseudo-element, a negative margin or a transform)';
      expect(
        found.overflow,
        found.overflow ? `${where} is ${found.overflow.scrollWidth}px wide at ${width}px; ${culprit}` : '',
      ).toBeNull();
      expect(found.covered, `${where} at ${width}px: something fixed or sticky lies over a field`).toEqual(
        [],
      );
    }
    // This route fits: the automatic check after the test (fixtures.ts) need not show it again.
    routesFitPhone.add(routePattern(page.url()));
  } finally {
    if (before && page.viewportSize()?.width !== before.width) await page.setViewportSize(before);
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
