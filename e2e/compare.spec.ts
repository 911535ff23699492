import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

test('three dental plans compared side by side, then one added to the cart from the comparison', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('checkbox', { name: 'Dental' }).check();
  await expect(page).toHaveURL(/type=dental/);
  await page.getByRole('button', { name: 'Compare Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Compare Harborline Dental Preferred' }).click();
  await expect(page.getByRole('button', { name: 'Compare Harborline Dental Preferred' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Compare plans (2 of 3)' }).first()).toBeVisible();

  // The third comes from its plan page.
  await page.getByRole('link', { name: 'More Info about Keystone Dental L713 Premier' }).click();
  await expect(page.getByRole('heading', { name: 'Keystone Dental L713 Premier' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare Keystone Dental L713 Premier' }).click();
  await expect(page.getByRole('link', { name: 'Compare plans (3 of 3)' })).toBeVisible();
  await page.goBack();

  // A fourth plan, or a plan of another category, is refused with the reason.
  const fourth = page.getByRole('button', { name: 'Compare Bluewater Dental Plus' });
  await fourth.click();
  await expect(fourth).toHaveAttribute('aria-pressed', 'false');
  await expect(
    page.getByText('You can compare up to 3 plans at a time. Remove one to add another.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vision', exact: true }).check();
  const vision = page.getByRole('button', { name: 'Compare Bluewater Vision Basic' });
  await vision.click();
  await expect(vision).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/You can compare plans of one category at a time/)).toBeVisible();
  await expectAccessible(page, 'plan list with compare boxes');

  await page.getByRole('link', { name: 'Compare plans (3 of 3)' }).first().click();
  await expect(page.getByRole('heading', { name: 'Compare Plans' })).toBeVisible();
  const table = page.getByRole('table', { name: /Dental plans compared for your details/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Harborline Dental Essentials',
    'Harborline Dental Preferred',
    'Keystone Dental L713 Premier',
  ]);
  await expect(table.getByRole('rowheader', { name: 'Your price' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Carrier/ })).toContainText('Keystone Benefit Life');
  await expect(table.getByRole('row', { name: /^FAQ/ }).getByText('Can I cancel?')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /^What stops it/ })).toContainText(
    'Nothing: you can add this plan',
  );
  await expectAccessible(page, 'plan comparison');

  // Keyboard only: Tab to the second plan's price option, choose Plus, Tab to its Add to Cart.
  await page.getByRole('heading', { name: 'Compare Plans' }).click();
  const option = page.getByLabel('Price option for Harborline Dental Preferred');
  for (let i = 0; i < 40 && !(await option.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(option).toBeFocused();
  await option.selectOption({ index: 1 });
  await expect(option.locator('option:checked')).toHaveText(/^Plus/);
  await page.keyboard.press('Tab');
  const add = table
    .getByRole('row', { name: /^Add to Cart/ })
    .getByRole('button')
    .nth(1);
  await expect(add).toHaveAccessibleName('Add to Cart');
  await expect(add).toHaveAccessibleDescription('Harborline Dental Preferred');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Harborline Dental Preferred').first()).toBeVisible();

  // The picks stay for the session; a plan taken out leaves the others.
  await page.goto('/compare');
  const remove = table.getByRole('button', { name: 'Remove' }).nth(2);
  await expect(remove).toHaveAccessibleDescription('Keystone Dental L713 Premier');
  await remove.click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  expect(errors).toEqual([]);
});
