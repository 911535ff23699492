import type { Page } from '@playwright/test';
import { startEnrollment } from '../testing/journey';
import { buildEnrollment } from './builtEnrollment';
import { storeBrowser } from './contractBrowser';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';
import { fillBank, fillContact, fillPersonal, signWithTypedName } from './wizardSteps';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const DETAILS = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

/** The page just opened shows its top, its heading in view and focused (a screen reader names it). */
async function expectOpenedAtTop(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
}

/**
 * From here on, notes what shows while the address is `path`: the page before (`stale`, a selector of
 * it) or an empty table where the lines will be. Neither may show for more than two frames running
 * (the one frame between the address changing and the new page's first render is any app's).
 */
async function watchBetweenPages(page: Page, path: string, stale: string): Promise<void> {
  await page.evaluate(
    ({ path, stale }) => {
      const seen: string[] = [];
      const frames = new Map<string, number>();
      Object.assign(window, { betweenPages: seen });
      const note = (what: string, showing: boolean) => {
        const count = showing ? (frames.get(what) ?? 0) + 1 : 0;
        frames.set(what, count);
        if (count === 3) seen.push(what);
      };
      const look = () => {
        const here = window.location.pathname === path;
        // What shows: React keeps a page it is replacing in the document, hidden, until the new one is in.
        note(
          `the page before under ${path}`,
          here && Boolean(document.querySelector(stale)?.checkVisibility()),
        );
        const empty = [...document.querySelectorAll('main table tbody')].some(
          (body) => body.checkVisibility() && body.children.length === 0,
        );
        note(`an empty table under ${path}`, here && empty);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { path, stale },
  );
}

const seenBetweenPages = (page: Page) =>
  page.evaluate(() => (window as unknown as { betweenPages: string[] }).betweenPages);

// Issue 40: every page opened from a link low on the page before it used to open as far down; signing
// in mid-shopping lost the shopper's prices and cart.
for (const size of SIZES) {
  test(`${size.width}px: a plan from low on the list opens at its heading, and a visitor who signs in keeps prices and cart`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await shopperOnPlans(page, DETAILS);
    const moreInfo = page.getByRole('link', { name: /^More Info about / });
    await expect(moreInfo.first()).toBeVisible();
    const last = moreInfo.last();
    const name = ((await last.getAttribute('aria-label')) ?? (await last.innerText())).replace(
      /^More Info about /,
      '',
    );
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await last.click();
    await expectOpenedAtTop(page, name);
    await expectAccessible(page, 'plan page opened from low on the list');

    await page.goBack();
    await expect(page.getByRole('heading', { name: /plans for you$/i })).toBeVisible();

    // Add to Cart: the address and the page change together, and the cart never shows an empty table.
    await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
    await expectOpenedAtTop(page, 'Harborline Dental Essentials');
    const planPath = new URL(page.url()).pathname;
    await watchBetweenPages(page, '/cart', '#pricing-title');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('cell', { name: 'Harborline Dental Essentials', exact: true })).toBeVisible();
    await expectOpenedAtTop(page, 'My Cart');
    expect(await seenBetweenPages(page)).toEqual([]);

    // A rep who priced plans for a caller signs in: the plan's prices and the cart are still theirs.
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill('jordan.ellis@example.com');
    await page.getByLabel('Password').fill('Demo-Benefits-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/agent-home$/);
    await page.goto(planPath);
    await expect(page.getByLabel(/^Basic: \$/)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await page.getByRole('link', { name: /View Cart 1 item,/ }).click();
    await expect(page.getByRole('cell', { name: 'Harborline Dental Essentials', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Enrollment' })).toBeVisible();
    expect(errors).toEqual([]);

    // A read that fails says what failed and offers a way on: never an empty cart table or price block.
    for (const { call, path, what, after } of [
      { call: 'get-plan-cart', path: '/cart', what: 'your cart', after: 'Proceed to Enrollment' },
      { call: 'get-plan-pricing-detail', path: planPath, what: "this plan's prices", after: 'Add to Cart' },
    ]) {
      await page.route(`**/api/v1/${call}**`, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      const failed = page.getByRole('alert').filter({ hasText: `We could not load ${what}` });
      await expect(failed).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('table', { name: 'Plans in your cart' })).toHaveCount(0);
      await page.unroute(`**/api/v1/${call}**`);
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('button', { name: after })).toBeVisible();
      await expect(failed).toHaveCount(0);
    }
    // An enrollment that does not open in this browser (another's id): Retry cannot help, the details form can.
    const othersId = await startEnrollment(storeBrowser());
    await page.evaluate((id) => window.localStorage.setItem('tempId', id), othersId);
    await page.goto(planPath);
    const gone = page
      .getByRole('alert')
      .filter({ hasText: 'Your details are no longer open in this browser.' });
    await expect(gone).toBeVisible({ timeout: 15_000 });
    await expect(gone.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await gone.getByRole('button', { name: 'Enter your details' }).click();
    await page.getByLabel('Zip Code').fill(DETAILS.zip);
    await page.getByLabel(DETAILS.gender, { exact: true }).check();
    await page.getByLabel('Tier').selectOption({ label: DETAILS.tier });
    await page.getByLabel('Date of Birth').pressSequentially(DETAILS.dob.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'View Plans' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(gone).toHaveCount(0);
    // The refused calls are the only errors the page met.
    expect(
      errors.filter((error) => !/get-plan-cart|get-plan-pricing-detail|Failed to load resource/.test(error)),
    ).toEqual([]);
  });

  test(`${size.width}px: every wizard step and the receipt open at their top, and Home leads where the trail's Home does`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    const shopper = await buildEnrollment(page, {
      for: { shopper: DETAILS },
      plans: ['Harborline Dental Essentials'],
    });
    await shopper.openPage('/cart');
    await expect(page.getByRole('cell', { name: 'Harborline Dental Essentials', exact: true })).toBeVisible();
    const trailHome = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .getAttribute('href');
    await page.getByLabel('Effective Date').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectOpenedAtTop(page, 'Personal Information');
    // Each Next is pressed at the bottom of the step; the next step opens at its top.
    await fillPersonal(page);
    await expectOpenedAtTop(page, 'Contact Information');
    await fillContact(page);
    await expectOpenedAtTop(page, 'Billing Information');
    await fillBank(page);
    await expectOpenedAtTop(page, 'Agreement, Application and Authorization');
    await signWithTypedName(page);
    await expectOpenedAtTop(page, 'Review and Confirmation');
    // The button that sends the application (issue 40 renames it from Next).
    await page.getByRole('button', { name: /^(Next|Submit application)$/ }).click();
    await expectOpenedAtTop(page, /^Thank you, /);
    await expect(page.getByText(/Confirmation Number: BS\d{10}/)).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      trailHome ?? '',
    );
    expect(errors).toEqual([]);
  });
}
