import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

test('a plan that needs the association membership is added together with it', async ({ page }) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '73301', gender: 'Female', tier: 'Member Only', dob: '12/05/1990' });
  await page.getByRole('link', { name: 'More Info about Summit Health Bronze' }).click();
  await expect(page.getByRole('heading', { name: 'Association Membership' })).toBeVisible();
  await expect(page.getByText('Membership is $5.00 per month.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Association Membership' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'membership pop-up');
  await dialog.getByRole('button', { name: 'Add Plan and Membership' }).click();

  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Summit Health Bronze', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Association Membership Bronze', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Association Membership Bronze' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Cart 2 items/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Association Benefits page asks for details first, then adds a membership', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/new_membership');
  await expect(page.getByRole('heading', { name: 'Association Benefits' })).toBeVisible();
  await expect(page.getByText('Please fill filter for association benefit')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compare memberships' })).toContainText('$10,000');
  await expectAccessible(page, 'association benefits');
  await page.getByLabel('Zip Code').fill('33101');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Date of Birth').pressSequentially('03031975');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByText('Please fill filter for association benefit')).toBeHidden();
  await page.getByRole('button', { name: 'Add Cart: Silver membership' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Association Membership Silver', exact: true })).toBeVisible();
  await expect(page.getByText('$12.00').first()).toBeVisible();
  expect(errors).toEqual([]);
});
