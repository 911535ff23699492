import { expect, type Page } from '@playwright/test';
import { uniqueContactEmail } from './uniqueNames';

/** Fills a wizard step the way a shopper would, by the labels on screen, and presses Next. */
export async function fillPersonal(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');
  // Underwritten plans (medical, term life) also ask height and weight.
  if (await page.getByLabel('Weight (lbs)').isVisible()) {
    await page.getByLabel('Weight (lbs)').fill('150');
    await page.getByLabel('Height (feet)').fill('5');
    await page.getByLabel('Height (inches)').fill('6');
  }
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Fills Contact Information as Maria, with an e-mail of her own for this test (mail is limited per inbox), and presses Next. */
export async function fillContact(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueContactEmail());
  await page.getByLabel('Phone').fill('3105550182');
  await page.getByLabel('Address Line 1').fill('120 Palm Drive');
  await page.getByLabel(/^City( \*)?$/).fill('Beverly Hills');
  // A life carrier also asks where the applicant was born.
  if (await page.getByLabel('Birth City').isVisible()) {
    await page.getByLabel('Birth State').selectOption({ label: 'Texas' });
    await page.getByLabel('Birth City').fill('Austin');
  }
  // The zip fills and locks the state.
  await page.getByLabel(/^Zip( \*)?$/).fill('90210');
  await expect(page.getByLabel(/^State( \*)?$/)).toHaveValue('CA');
  await expect(page.getByLabel(/^State( \*)?$/)).not.toBeEditable();
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillBank(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await page.getByLabel('Account Holder Name').fill('Maria Lopez');
  await page.getByLabel('Routing Number').fill('011000015');
  await page.getByLabel('Account Number').fill('000123456789');
  // The demo directory names the bank of 011000015; the name is the directory's, not typed.
  await expect(page.getByLabel('Bank Name')).toHaveValue('EXAMPLE CITY DEMO BANK (FICTIONAL)');
  await page.getByLabel(/^Account Type( \*)?$/).selectOption('checking');
  await page.getByLabel('Account Holder Type').selectOption('individual');
  // The billing address: the contact address, copied read-only.
  await page.getByLabel('Choose physical address').check();
  await expect(page.getByLabel('Address Line 1')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * Ticks every acknowledgement and the consent to sign electronically, then signs with the name the
 * server filled in (the keyboard way to sign).
 */
export async function signWithTypedName(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Agreement, Application and Authorization' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expect(page.getByLabel('Name of Applicant')).toHaveValue(/\S/);
  await page.getByRole('button', { name: 'Sign with my typed name' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}
