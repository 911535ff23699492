import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

/**
 * A member-only enrollment of the dental plan that carries an application fee, every step saved
 * through the contract: the wizard opens on review.
 */
async function toReview(page: Page) {
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('review');
}

// The 'Enrollment Receipt' e-mail carrying the same PDF is the API's
// (src/server/applicationPdf/applicationPdf.api.test.ts: "attaches the PDF to the 'Enrollment Receipt'…").
test('review shows human values, edits a step, submits, and the receipt gives the signed PDF', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await toReview(page);

  // A card per required step, titled as review names them, with human values (no codes).
  for (const title of ['Personal Info', 'Contact Info', 'Billing Info', 'Agreement and Signature'])
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal Info' });
  await expect(personal).toContainText('Maria Lopez, Female, 04/12/1985');

  // The side panel: the plan, its one-time fee, and two different totals.
  const costs = page.getByRole('complementary', { name: 'Your plans' });
  await expect(costs).toContainText('Harborline Dental Essentials');
  await expect(costs).toContainText('Application fee (Harborline Dental Essentials), first month only$25.00');
  const first = await costs.locator('dt:has-text("First Month Total Cost") + dd').innerText();
  const recurring = await costs.locator('dt:has-text("Recurring Monthly Cost") + dd').innerText();
  expect(Number(first.replace(/[$,]/g, '')) - Number(recurring.replace(/[$,]/g, ''))).toBeCloseTo(25, 2);
  await expectAccessible(page, 'review');

  // View Details: a modal of the step's entries; Escape closes it and focus returns to the button.
  const view = personal.getByRole('button', { name: 'View Details' });
  await view.click();
  const details = page.getByRole('dialog', { name: 'Personal Info' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Female', { exact: true })).toBeVisible();
  await expect(details.getByText('Married', { exact: true })).toBeVisible();
  await expect(details.getByText('•••••6789', { exact: true })).toBeVisible();
  await expect(details.locator('dd').filter({ hasText: /^[0-9]$/ })).toHaveCount(0);
  await expect(details).not.toContainText('123456789');
  await expectAccessible(page, 'review details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  const billing = page.getByRole('region', { name: 'Billing Info' });
  await billing.getByRole('button', { name: 'View Details' }).click();
  const billingDetails = page.getByRole('dialog', { name: 'Billing Info' });
  await expect(billingDetails.getByText('EFT', { exact: true })).toBeVisible();
  await expect(billingDetails.getByText('28th of month', { exact: true })).toBeVisible();
  await expect(billingDetails.getByText('Checking', { exact: true })).toBeVisible();
  await expect(billingDetails).not.toContainText('000123456789');
  await billingDetails.getByRole('button', { name: 'Close' }).click();
  await expect(billingDetails).toBeHidden();

  // Edit Details: to the step, and its Next comes straight back to review.
  await page
    .getByRole('region', { name: 'Contact Info' })
    .getByRole('link', { name: 'Edit Details' })
    .click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await page.getByLabel('Phone').fill('3105550199');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect(page.getByRole('region', { name: 'Contact Info' })).toContainText('(310) 555-0199');

  await page.getByLabel('Additional Notes').fill('Please call after 5pm');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
  const policyId = /BS\d{10}/.exec(await page.locator('.receipt__number').innerText())?.[0] ?? '';
  expect(policyId).toMatch(/^BS\d{10}$/);
  await expectAccessible(page, 'receipt');

  // The signed application downloads from the receipt page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your application (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`application-${policyId}.pdf`);
  const file = fs.readFileSync((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(errors).toEqual([]);
});

test("review's failed save opens the save-later modal", async ({ page }) => {
  const errors = watchErrors(page);
  await toReview(page);
  // The server refuses the submission (as when it cannot be reached): the spec's modal opens.
  await page.route('**/api/v1/save-review-info', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        statusCode: 500,
        data: [{ target_element: 'server', error_message: 'Something went wrong on our side.' }],
      }),
    }),
  );
  await page.getByRole('button', { name: 'Submit application' }).click();
  const failed = page.getByRole('dialog', { name: 'Something went wrong. Please save your enrollment.' });
  await expect(failed).toBeVisible();
  await expectAccessible(page, 'review failed');
  await failed.getByRole('button', { name: 'Save and Continue Later' }).click();
  await expect(
    page.getByRole('dialog', {
      name: 'Please enter the alternate email you want to send Enrollment code to?',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  // The 500 is the test's own; nothing else went wrong on the page.
  expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
});

test('review shows no $0.00 while its totals load; a quick Next keeps its picture before submitting', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A busy browser: no idle moment comes within 5 s of a step asking for its picture. The page
  // counts the idle callbacks still waiting, so the test knows when the last has come.
  await page.addInitScript(() => {
    const waiting = new Set<number>();
    window.requestIdleCallback = ((callback: IdleRequestCallback) => {
      const id = window.setTimeout(() => {
        waiting.delete(id);
        callback({ didTimeout: true, timeRemaining: () => 0 });
      }, 5000);
      waiting.add(id);
      return id;
    }) as typeof window.requestIdleCallback;
    (window as unknown as { idleCallbacksWaiting: () => number }).idleCallbacksWaiting = () => waiting.size;
  });
  await toReview(page);
  // Review opened afresh while the cart's answer is held back (a slow network).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/get-plan-cart**', async (route) => {
    await held;
    await route.continue();
  });
  const pictures: { name: string; status: number }[] = [];
  const order: string[] = [];
  const picturesUnderWay = new Set<Request>();
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/save-screenshot')) picturesUnderWay.add(request);
  });
  page.on('requestfailed', (request) => picturesUnderWay.delete(request));
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/api/v1/save-screenshot')) {
      picturesUnderWay.delete(response.request());
      const name = String((response.request().postDataJSON() as { name?: string }).name);
      pictures.push({ name, status: response.status() });
      order.push(`picture:${name}`);
    }
    if (url.includes('/api/v1/save-review-info')) order.push('submit');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  const costs = page.getByRole('complementary', { name: 'Your plans' });
  await expect(costs).toContainText('Loading your plans…');
  await expect(costs).not.toContainText('$0.00');
  release();
  await expect(costs.locator('dt:has-text("First Month Total Cost") + dd')).toHaveText(/^\$[1-9]/);

  // Next at once, before the browser was idle: the picture is taken first, then the application submitted.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
  // Past the busy browser's delay (every idle callback come, every picture answered): none came late and was refused.
  await expect
    .poll(
      async () =>
        picturesUnderWay.size +
        (await page.evaluate(() =>
          (window as unknown as { idleCallbacksWaiting: () => number }).idleCallbacksWaiting(),
        )),
      { timeout: 20_000 },
    )
    .toBe(0);
  expect(pictures.filter((picture) => picture.status !== 200)).toEqual([]);
  expect(pictures.map((picture) => picture.name)).toContain('review_info');
  expect(order.indexOf('picture:review_info')).toBeLessThan(order.indexOf('submit'));
  expect(errors).toEqual([]);
});
