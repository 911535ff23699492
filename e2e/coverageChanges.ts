import { expect, type Locator, type Page } from '@playwright/test';
import { saveReviewInfo } from '../src/contract/enrollmentCalls';
import type { BuiltEnrollment } from './builtEnrollment';

/** Submits a built enrollment as review's Submit does; its policy id (the confirmation number). */
export async function submitted(built: BuiltEnrollment): Promise<string> {
  await built.saveBefore('review');
  const { policy_id: policyId } = await built.browser.ok(saveReviewInfo, {
    body: { enrollment_id: built.id },
  });
  return policyId;
}

/** A day as forms type it, `days` from today (the e2e server's clock is this machine's). */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
}

/** The last day of the month of a mm/dd/yyyy day. */
export function endOfMonthOf(mdy: string): string {
  const [month = 1, , year = 2000] = mdy.split('/').map(Number);
  const last = new Date(year, month, 0).getDate();
  return `${String(month).padStart(2, '0')}/${last}/${year}`;
}

/** The subscriber's coverage start, as the policy's coverage lists it ("…: from 12/01/2026"). */
export async function coverageStart(policy: Locator): Promise<string> {
  const text =
    (await policy
      .getByRole('listitem')
      .filter({ hasText: /: from \d/ })
      .first()
      .textContent()) ?? '';
  const start = /: from (\d{2}\/\d{2}\/\d{4})/.exec(text)?.[1];
  if (!start) throw new Error(`no running coverage in: ${text}`);
  return start;
}

/**
 * The change's review before it is confirmed: the price line (before and after), and Confirm still
 * there to press; returns the line.
 */
export async function reviewedPrice(dialog: Locator, whose: 'Your' | 'The'): Promise<string> {
  await expect(dialog.getByRole('heading', { name: 'Review change' })).toBeFocused();
  const price = dialog.getByText(
    new RegExp(`^${whose} monthly price (changes from \\$[\\d,.]+ to|stays) \\$[\\d,.]+$`),
  );
  await expect(price).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  return (await price.textContent()) ?? '';
}

/** Confirms the reviewed change; the dialog says it is made, with its carrier status. */
export async function confirmChange(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog.getByRole('heading', { name: 'Change made' })).toBeFocused();
  await expect(dialog).toContainText(/Carrier: (Submitted|Sent to carrier)\./);
  // By keyboard, from the heading: the next stop is Close.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A mm/dd/yyyy day as an 834 writes it (CCYYMMDD). */
export const x12Day = (mdy: string) => `${mdy.slice(6)}${mdy.slice(0, 2)}${mdy.slice(3, 5)}`;

/**
 * The transaction set (BGN to SE) of the policy's first change (BGN02 `<policy>-C1`) among the carrier's
 * files naming the policy: only that set, since one file may also hold other policies' changes.
 */
export function changeSet(texts: string[], policyId: string): string {
  const begin = `BGN*00*${policyId}-C1*`;
  const file = texts.find((text) => text.includes(begin));
  if (!file) throw new Error(`no file holds the change of ${policyId}: ${texts.length} files`);
  const from = file.indexOf(begin);
  return file.slice(from, file.indexOf('~SE*', from) + 1);
}
