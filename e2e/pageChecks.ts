import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** An axe scan of the page as it is now: no serious or critical violations. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad, `accessibility on ${where}`).toEqual([]);
}
