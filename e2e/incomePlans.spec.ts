import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

const PLAN = 'Keystone Short Term Disability';

test('a shopper finds a disability plan, gives income and hours by keyboard, and adds it to the cart', async ({
  page,
}) => {
  test.slow(); // three axe scans on a shared machine
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('checkbox', { name: 'Disability Income' }).check();
  const card = page.getByRole('article', { name: PLAN });
  await expect(card.locator('.plan-card__price')).toContainText('From');
  await expect(
    card.getByText('Your annual income and working hours decide whether you can buy this plan.'),
  ).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  // Never asked yet: the details do not list income and hours as "Not given" (the card says what decides).
  await expect(details).toBeVisible();
  await expect(details.getByText('Annual Income')).toHaveCount(0);
  await expect(details).not.toContainText('Not given');
  await expectAccessible(page, 'disability plans listed');

  await card.getByRole('link', { name: `More Info about ${PLAN}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
  const notice = page.getByText(
    'Your annual income and working hours decide whether you can buy this plan. Enter them to see your price.',
  );
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expectAccessible(page, 'income notice');

  // By keyboard: the notice's link opens Basic Details with Annual Income and Working Hours.
  const link = page.getByRole('button', { name: 'Enter annual income and working hours' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  const income = dialog.getByLabel('Annual Income');
  const hours = dialog.getByLabel('Working Hours per Week');
  await income.focus();
  await page.keyboard.type('52000');
  await page.keyboard.press('Tab');
  await expect(hours).toBeFocused();
  await page.keyboard.type('200');
  await page.keyboard.press('Enter');
  // Checked at the field, with the server's own schema.
  await expect(dialog.getByText('Enter the hours worked in a week, 0 to 168').first()).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await hours.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(notice).toBeHidden();
  await expect(details.getByText('Annual Income')).toBeVisible();
  await expect(details.getByText('$52,000.00')).toBeVisible();
  const options = page.getByRole('group', { name: 'Choose a price option' }).getByRole('radio');
  await expect(options.first()).toBeChecked();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();
  await expectAccessible(page, 'disability price');
  await addToCart.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(PLAN).first()).toBeVisible();
  expect(errors).toEqual([]);
});
