import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

const SHOPPER = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

/** True when the focused element is inside the given part of the page. */
async function focusIsIn(part: Locator): Promise<boolean> {
  return part.evaluate((element) => element.contains(document.activeElement));
}

/** Puts keyboard focus on a button the way Tab would (no click). */
async function focusButton(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await expect(button).toBeFocused();
  return button;
}

test("the header's category menu: Enter and Space open it, focus moves in, Escape and leaving close it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, SHOPPER);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const plans = await focusButton(page, 'Plans');
  const dental = nav.getByRole('link', { name: 'Dental', exact: true });

  await page.keyboard.press('Enter');
  await expect(plans).toHaveAttribute('aria-expanded', 'true');
  await expect(dental).toBeVisible();
  await expect(nav.getByRole('link').first()).toBeVisible();
  expect(await focusIsIn(nav.locator('.category-menu ul'))).toBe(true);
  await expectAccessible(page, 'category menu open');

  await page.keyboard.press('Escape');
  await expect(dental).toBeHidden();
  await expect(plans).toBeFocused();
  await expect(plans).toHaveAttribute('aria-expanded', 'false');

  // Space opens it too; tabbing past its last link closes it.
  await page.keyboard.press(' ');
  await expect(dental).toBeVisible();
  const links = await nav.locator('.category-menu ul a').count();
  for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
  await expect(dental).toBeHidden();
  expect(await focusIsIn(nav.locator('.category-menu'))).toBe(false);

  // A link chosen from it opens its plans, and the menu does not stay over them.
  await plans.click();
  await dental.click();
  await expect(page).toHaveURL(/type=dental/);
  await expect(dental).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dental', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Help panel follows its button: Enter opens it with focus inside, Tab stays in the page, Escape gives focus back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/jordan-ellis');
  // The button is part of the header, in the page flow: it never floats over the page.
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Help', exact: true });
  await expect(inHeader).toBeVisible();
  expect(await inHeader.evaluate((button) => getComputedStyle(button).position)).toBe('static');
  const help = await focusButton(page, 'Help');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Help' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close help' })).toHaveAttribute('aria-expanded', 'true');
  expect(await focusIsIn(panel)).toBe(true);

  // The panel comes after its button in the page order: the button is before it, Tab stays in it.
  const order = await page.evaluate(() => {
    const toggle = document.querySelector('.help-widget__toggle');
    const open = document.querySelector('#help-panel');
    return toggle && open ? toggle.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  await expect(panel.getByRole('link', { name: 'Submit a support ticket' })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusIsIn(panel)).toBe(true);
  await expectAccessible(page, 'help panel open');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeFocused();

  // Space opens it as well; the panel's own Close gives focus back to the button.
  await help.press(' ');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeFocused();
  expect(errors).toEqual([]);
});

test('on a phone the header folds into Menu and the categories into Filter, by keyboard, without sideways scrolling', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shopperOnPlans(page, SHOPPER);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The header: one Menu button; its links appear with Enter, focus moves in, Escape folds them.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const associationLink = nav.getByRole('link', { name: 'Association Benefits' });
  await expect(associationLink).toBeHidden();
  await expect(page.getByRole('link', { name: /View Cart/ })).toBeVisible();
  const menu = await focusButton(page, 'Menu');
  await page.keyboard.press('Enter');
  await expect(associationLink).toBeVisible();
  expect(await focusIsIn(nav)).toBe(true);
  await expectFitsPhoneWidth(page, 'phone menu open');
  await page.keyboard.press('Escape');
  await expect(associationLink).toBeHidden();
  await expect(menu).toBeFocused();

  // Help stays in the header beside Menu; its panel opens in the page flow and fits the phone.
  const help = page.getByRole('banner').getByRole('button', { name: 'Help', exact: true });
  await expect(help).toBeVisible();
  await help.press('Enter');
  const helpPanel = page.getByRole('region', { name: 'Help' });
  await expect(helpPanel.getByRole('link', { name: 'Submit a support ticket' })).toBeVisible();
  expect(await focusIsIn(helpPanel)).toBe(true);
  await expectFitsPhoneWidth(page, 'help panel open on a phone');
  await page.keyboard.press('Escape');
  await expect(helpPanel).toBeHidden();
  await expect(help).toBeFocused();

  // The categories: folded behind Filter above the plans, which start on the first screen.
  const dental = page.getByRole('checkbox', { name: 'Dental', exact: true });
  await expect(dental).toBeHidden();
  const firstPlan = page.locator('.plan-category').first();
  await expect(firstPlan).toBeVisible();
  const top = await firstPlan.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(844);
  const filter = await focusButton(page, 'Filter');
  await page.keyboard.press(' ');
  await expect(dental).toBeVisible();
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  expect(await focusIsIn(page.locator('#folding-filter'))).toBe(true);
  await expectAccessible(page, 'plans with the phone filter open');
  await page.keyboard.press('Escape');
  await expect(dental).toBeHidden();
  await expect(filter).toBeFocused();
  expect(errors).toEqual([]);
});
