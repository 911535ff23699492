import type { Page } from '@playwright/test';
import { choosePhysicalAddress, chooseSavedCard, fillNewBank } from './billingSteps';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

const MARIA = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Please correct the following' });
const agreementHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Agreement, Application and Authorization' });

// The saved account read back masked, and sent back masked to keep it, are the API's
// (src/server/steps/billing/billing.api.test.ts: 'EFT: saved with its address…', 'a masked number sent back…').
test('EFT: the routing number names the bank, the address is the contact one, or one typed', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const maria = await buildEnrollment(page, {
    for: { shopper: MARIA },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('billing');
  // A dental cart is billed by EFT only: one radio, selected.
  await expect(page.getByLabel('EFT', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Credit Card')).toHaveCount(0);
  await expect(page.getByLabel('28th of month')).toBeChecked();
  await expect(page.getByText('Charges will appear on your statement as HARBORLINE*BENEFITS.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'EFT terms' }).getByRole('listitem');
  await expect(notes).toHaveCount(5);
  await expect(notes.nth(2)).toHaveText('There is no monthly EFT charge.');
  await expect(notes.nth(3)).toHaveText('An insufficient funds fee of $30 applies.');
  for (const name of ['Account Number', 'Routing Number'])
    await expect(page.getByLabel(name)).toHaveAttribute('data-sensitive', '');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('Account Holder Name: Field is required');
  await expect(summary(page)).toContainText('Address Line 1: Field is required');
  await expectAccessible(page, 'billing with errors');

  // A routing number failing the checksum: the server's message under it, the bank name cleared.
  await page.getByLabel('Bank Name').fill('Typed Bank');
  await page.getByLabel('Routing Number').fill('011000016');
  await expect(page.locator('#field-routing_number-error')).toHaveText('Routing number is not valid');
  await expect(page.getByLabel('Bank Name')).toHaveValue('');
  await fillNewBank(page);
  await expect(page.locator('#field-routing_number-error')).toHaveCount(0);

  await choosePhysicalAddress(page, '120 Palm Drive');
  await page.getByLabel('Choose physical address').uncheck();
  await expect(page.getByLabel('Address Line 1')).toHaveValue('');
  await expect(page.getByLabel('Address Line 1')).toBeEditable();
  await page.getByLabel('Address Line 1').fill('9 Billing Way');
  await page.getByLabel(/^City( \*)?$/).fill('Beverly Hills');
  await page.getByLabel(/^State( \*)?$/).selectOption({ label: 'California' });
  await page.getByLabel(/^Zip( \*)?$/).fill('9021');
  await page.getByLabel('5th of month', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#field-zip-error')).toHaveText('Invalid Zip code');
  await page.getByLabel(/^Zip( \*)?$/).fill('90210');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(agreementHeading(page)).toBeVisible();
  expect(errors).toEqual([]);
});

// That the typed name is kept, and read back with the number masked, is the API's
// (src/server/steps/billing/billing.api.test.ts: 'a valid number the directory does not know…').
test("a valid routing number no directory knows: the person types the bank's name", async ({ page }) => {
  const errors = watchErrors(page);
  const maria = await buildEnrollment(page, {
    for: { shopper: MARIA },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('billing');
  await page.getByLabel('Account Holder Name').fill('Maria Lopez');
  await page.getByLabel('Account Number').fill('000123456789');
  await page.getByLabel(/^Account Type( \*)?$/).selectOption('checking');
  await page.getByLabel('Account Holder Type').selectOption('individual');
  await choosePhysicalAddress(page, '120 Palm Drive');
  // 123456780 passes the checksum but is in no directory: no error, the name is the person's to type.
  await page.getByLabel('Routing Number').fill('123456780');
  const bankName = page.getByLabel('Bank Name');
  await expect(
    page.getByText('No bank found for this routing number. Please type the name of your bank.'),
  ).toBeVisible();
  await expect(bankName).toHaveValue('');
  await expect(bankName).toBeEditable();
  await expect(page.locator('#field-routing_number-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toContainText('Bank Name: Field is required');
  await expectAccessible(page, 'billing with a bank name to type');
  await bankName.fill('Corner Savings of Anytown');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(agreementHeading(page)).toBeVisible();
  expect(errors).toEqual([]);
});

// The saved card kept and read back is the API's
// (src/server/steps/billing/billing.api.test.ts: "pays with the member's own card only…").
test('an existing member pays with a saved card; switching types carries nothing across', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Ava Carter (the demo's member 5001) by her member link.
  const ava = await buildEnrollment(page, {
    for: { member: 5001, tier: 'Member Only' },
    plans: ['Crescent Identity Shield'],
  });
  await ava.openStep('billing');
  // Crescent bills by card, and EFT is offered beside it; EFT is selected at first.
  await expect(page.getByLabel('EFT', { exact: true })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: /^FIRST COAST BANK, Checking ••••••••4321/ }),
  ).toBeVisible();
  await page.getByLabel('Routing Number').fill('011000015');
  await page.getByLabel('Credit Card').check();
  await expect(page.getByLabel('First Name on Card')).toHaveValue('');
  await expect(page.getByLabel('Last Name on Card')).toHaveValue('');
  await expect(page.getByLabel('Security Code')).toHaveAttribute('data-sensitive', '');

  await chooseSavedCard(page, '411111••••••1111');
  await expect(page.getByLabel('Address Line 1')).toHaveCount(0);
  // Choosing it again lets go of it: the new-card inputs are back.
  await page.getByRole('checkbox', { name: /^411111••••••1111/ }).uncheck();
  await expect(page.getByLabel('Card Number')).toBeEnabled();
  await page.getByRole('checkbox', { name: /^411111••••••1111, Ava Carter, expires 09\/2031$/ }).check();
  await expectAccessible(page, 'billing with a saved card');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(agreementHeading(page)).toBeVisible();
  expect(errors).toEqual([]);
});
