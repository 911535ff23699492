import { openDialog } from './dialogOpening';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility, shopperOnPlans } from './shopper';

const SHOPPER = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

test('when the plan list cannot be read the page says so and Retry brings the plans', async ({ page }) => {
  await shopperOnPlans(page, SHOPPER);
  const errors = watchErrors(page);
  // The plan list's call fails (the server is unreachable for it) while another category is chosen.
  await page.route('**/api/v1/get-filtered-plans**', (route) => route.abort('connectionrefused'));
  await page.goto('/plans?type=vision');
  const failed = page.getByRole('alert').filter({ hasText: 'We could not load the plans' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  // Not the words of an empty selection: the shopper is not told there are no plans.
  await expect(page.getByText('No Plans are available for your selection')).toHaveCount(0);
  await expectAccessible(page, 'plan list failed');

  await page.unroute('**/api/v1/get-filtered-plans**');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  // The aborted calls are the only errors the page met.
  expect(errors.filter((error) => !/get-filtered-plans|Failed to load resource/.test(error))).toEqual([]);
});

test('with a premier plan on screen or in the cart, every tier choice names "Member + 1 Child"', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { ...SHOPPER, tier: 'Member + Children' });
  const details = page.getByRole('region', { name: 'Your details' });
  const premierPlan = 'Keystone Dental L713 Premier';
  await page.getByRole('link', { name: `More Info about ${premierPlan}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: premierPlan })).toBeVisible();
  await expect(details.getByText('Member + 1 Child', { exact: true })).toBeVisible();
  // The details form's tier choices say the same as the summary.
  await details.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  const tier = dialog.getByLabel('Tier');
  await expect(tier.locator('option:checked')).toHaveText('Member + 1 Child');
  await expect(tier.locator('option', { hasText: 'Member + Children' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // In the cart, the plan list's details and their form say it too.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.goto('/plans');
  await expect(details.getByText('Member + 1 Child', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Tier').locator('option:checked')).toHaveText('Member + 1 Child');
  expect(errors).toEqual([]);
});

test("/continue-enrollment's error summary names each field with its message and links to it", async ({
  page,
}) => {
  await page.goto('/continue-enrollment');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter Code: Field is required',
    'Enter Email Address: Field is required',
  ]);
  await summary.getByRole('link', { name: 'Enter Email Address: Field is required' }).click();
  await expect(page.getByLabel('Enter Email Address')).toBeFocused();
});

test("the code pop-ups' examples are made up: the demo accepts neither", async ({ page }) => {
  await page.goto('/');
  for (const [button, label, refusal] of [
    ['Access Code', 'Access Code', 'No representative has this access code'],
    ['Employee Enrollment', 'Group Code', 'No company has this enrollment code'],
  ] as const) {
    const dialog = page.getByRole('dialog');
    await openDialog(page.getByRole('contentinfo').getByRole('button', { name: button }), dialog);
    const hint = (await dialog.locator('.field__hint').textContent()) ?? '';
    const example = /For example (\S+)/.exec(hint)?.[1] ?? '';
    expect(example).toMatch(/^[A-Z0-9]{8}$/);
    await dialog.getByLabel(label).fill(example);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.locator('.field__error')).toHaveText(refusal);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("a group's employee is told what an enroller code is, who gives it, and whom to ask", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/coastal-dental');
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();

  const enterCode = page.getByRole('button', { name: 'Enter Enroller Code' });
  // The button is described by what the code is, who gives it and the rep to ask.
  await expect(enterCode).toHaveAccessibleDescription(/An enroller code names the representative/);
  await expect(enterCode).toHaveAccessibleDescription(/Your employer or that representative gives it to you/);
  await expect(enterCode).toHaveAccessibleDescription(/Your representative: Priya R Nair/);
  await enterCode.click();
  const dialog = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await expect(dialog.getByLabel('Enroller Code')).toHaveAccessibleDescription(
    /An enroller code names the representative .*Your representative: Priya R Nair/,
  );
  await expect(dialog.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expectAccessible(page, 'enroller code with its hint');
  expect(errors).toEqual([]);
});
