import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility } from './shopper';

test('a rep signing in lands on the rep home', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('jordan.ellis@example.com');
  await page.getByLabel('Password').fill('Demo-Benefits-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Jordan Ellis' })).toBeVisible();
  // Opening the store again: the signed-in rep's context picks the rep home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/agent-home$/);
  await expect(page.getByRole('heading', { name: 'Welcome Jordan Ellis' })).toBeVisible();
  await expectAccessible(page, 'rep home on load');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a visitor browses /plans?type= without details, then sees prices', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The header's category menu is there before any enrollment.
  await expect(page.locator('.category-menu a[href="/plans?type=dental"]')).toHaveCount(1);
  await page.goto('/plans?type=dental');
  const dental = page.getByRole('region', { name: 'Dental' });
  await expect(dental.getByRole('heading', { name: 'Harborline Dental Preferred' })).toBeVisible();
  await expect(dental.getByText('/ month')).toHaveCount(0);
  await expectAccessible(page, 'plans by menu without details');
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await expect(page).toHaveURL(/type=dental/);
  await expect(page.locator('.plan-card__price').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a landing slug clears all stored state and Home follows the open type', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('tempId', 'left-over');
    localStorage.setItem('enrollContext', JSON.stringify({ eprocess: 'rep', agent_id: 1 }));
    localStorage.setItem('navto', 'review-confirm');
    localStorage.setItem('cartCount', '3');
    localStorage.setItem('show-quotation', 'no');
  });
  await page.goto('/coastal-dental');
  await expect(page.locator('.hero__owner')).toHaveText('Coastal Dental Partners');
  const stored = await page.evaluate(() => ({
    keys: Object.keys(localStorage).sort(),
    context: JSON.parse(localStorage.getItem('enrollContext') ?? 'null'),
  }));
  expect(stored.keys.filter((key) => !['deviceId', 'location_consent', 'state'].includes(key))).toEqual([
    'enrollContext',
  ]);
  expect(stored.context).toMatchObject({ eprocess: 'applicant', open_type: 'group' });
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/');
  expect(errors).toEqual([]);
});

test("a rep's enrollment without a portal picks portal and group in the plan page's modal", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // An enrollment Priya Nair started with no platform or group stored, through the contract.
  const member = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      shopper: { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '04/12/1988' },
    },
    plans: [],
  });
  await member.openPage('/plan/102/harborline-dental-preferred');
  const dialog = page.getByRole('dialog', { name: 'Choose Enrollment Portal' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('#field-platform_group_id-error')).toHaveText('Please choose a platform');
  await expect(dialog.locator('#field-group_id-error')).toHaveText('Please choose a group');
  await expectAccessible(page, 'portal chooser on the plan page');
  await dialog.getByLabel('Enrollment Portal', { exact: true }).selectOption({ label: 'Worksite Portal' });
  await dialog.getByLabel('Group', { exact: true }).selectOption({ label: 'Redwood Logistics' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeVisible();
  expect(errors).toEqual([]);
});
