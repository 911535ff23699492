import type { Locator, Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { expectReadsWhole } from './readsWhole';
import { shopperOnPlans } from './shopper';

const SHOPPER = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;
/** A small phone's screen: 320 px wide, as tall as the shortest phones still sold. */
const PHONE = { width: 320, height: 640 };

/** The whole element lies on the screen as it is now (not only a part of it). */
async function expectWhollyOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const screen = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !screen) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(screen.height);
}

/** Every plan's name is wholly on the screen. */
async function expectNamesOnScreen(page: Page, names: readonly string[], when: string): Promise<void> {
  const table = page.getByRole('table', { name: /plans compared for your details/ });
  for (const name of names)
    await expectWhollyOnScreen(page, table.getByRole('columnheader', { name }), `${name} ${when}`);
}

test('compare on a 320 px phone: both plans named on the first screen and while scrolling; three plans too, and on a desk', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await shopperOnPlans(page, SHOPPER);
  await page.goto('/plans?type=dental');
  await page.getByRole('button', { name: 'Compare Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Compare Harborline Dental Preferred' }).click();
  await page.getByRole('link', { name: 'Compare plans (2 of 3)' }).first().click();

  const two = ['Harborline Dental Essentials', 'Harborline Dental Preferred'];
  const table = page.getByRole('table', { name: /plans compared for your details/ });
  await expect(table.getByRole('columnheader')).toHaveText(two);
  await expectNamesOnScreen(page, two, 'on the first screen');
  // The caption reads whole.
  await expectWhollyOnScreen(page, page.locator('.compare-table caption'), 'the caption');
  // Low in the table the names are still in view, above the row read.
  await table.getByRole('rowheader', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
  await expectNamesOnScreen(page, two, 'beside the Add to Cart row');
  await expectAccessible(page, 'two plans compared on a phone');
  await expectReadsWhole(page, 'two plans compared');

  // A third plan: all three named on the screen, side by side, the page never wider than it.
  await page.goto('/plans?type=dental');
  await page.getByRole('button', { name: 'Compare Bluewater Dental Plus' }).click();
  await page.getByRole('link', { name: 'Compare plans (3 of 3)' }).first().click();
  const three = [...two, 'Bluewater Dental Plus'];
  await expect(table.getByRole('columnheader')).toHaveText(three);
  await expectNamesOnScreen(page, three, 'of three on the first screen');
  await table.getByRole('rowheader', { name: 'FAQ' }).scrollIntoViewIfNeeded();
  await expectNamesOnScreen(page, three, 'of three beside the FAQ row');
  await expectFitsPhoneWidth(page, 'three plans compared on a phone');
  await expectReadsWhole(page, 'three plans compared');
  // On a desk too the names stay in view low in the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await table.getByRole('rowheader', { name: 'Comparison' }).scrollIntoViewIfNeeded();
  await expectNamesOnScreen(page, three, 'on a desk beside the last row');
  expect(errors).toEqual([]);
});

test('on a phone the location question lies over no field, and an emptied cart leads back to the plans', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The doctor site on a first visit: the question is part of the page, so its Zip Code field, even
  // at the foot of the screen, is never under it.
  const port = new URL(info.project.use.baseURL ?? '').port;
  await page.goto(`http://doctor.localhost:${port}/`);
  const banner = page.getByRole('region', { name: 'Your location' });
  await expect(banner).toBeVisible();
  const zip = page.getByRole('form', { name: 'Find plans for you' }).getByLabel('Zip Code');
  await expect(zip).toBeVisible();
  const shownAtFoot = await zip.evaluate((field) => {
    const before = field.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + before.bottom - window.innerHeight + 1);
    const box = field.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === field || field.contains(hit);
  });
  expect(shownAtFoot, 'the Zip Code field at the foot of the screen is not covered').toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFitsPhoneWidth(page, 'the doctor site with the location question');
  await expectReadsWhole(page, 'the doctor site');
  await banner.getByRole('button', { name: 'No thanks' }).click();
  await expect(banner).toHaveCount(0);

  // The cart: a plan added then removed leaves no "added" message, and a way back to the plans.
  await page.goto('/');
  await shopperOnPlans(page, SHOPPER);
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByText('Plan added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Harborline Dental Essentials' }).click();
  await expect(page.getByText('No items in cart.')).toBeVisible();
  await expect(page.getByText('Harborline Dental Essentials removed from your cart.')).toBeVisible();
  // Gone with the new one's coming (read at once: on its own it would go after 8 s).
  expect(await page.getByText('Plan added to your cart.').count()).toBe(0);
  await expectReadsWhole(page, 'the emptied cart');
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page.getByRole('heading', { name: /plans for you$/i })).toBeVisible();
  expect(errors).toEqual([]);
});

test("on a phone the bank's name from the routing number reads whole", async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 320, height: 700 });
  const maria = await buildEnrollment(page, {
    for: { shopper: SHOPPER },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('billing');
  await page.getByLabel('Routing Number').fill('011000015');
  await expect(page.getByLabel('Bank Name')).toHaveValue('EXAMPLE CITY DEMO BANK (FICTIONAL)');
  await expectReadsWhole(page, 'billing with the bank named');
  expect(errors).toEqual([]);
});
