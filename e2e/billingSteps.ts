import { expect, type Page } from '@playwright/test';

/** A routing number of the demo directory (catalog/demo-banks/FedACHdir.txt) and its bank's name there. */
const DEMO_BANK_ROUTING = '011000015';
const DEMO_BANK_NAME = 'EXAMPLE CITY DEMO BANK (FICTIONAL)';

/**
 * Types a new bank account on Billing Information: the routing number looks the bank up and fills
 * its name in upper case, read-only.
 */
export async function fillNewBank(page: Page, accountNumber = '000123456789'): Promise<void> {
  await page.getByLabel('Account Holder Name').fill('Maria Lopez');
  await page.getByLabel('Routing Number').fill(DEMO_BANK_ROUTING);
  await expect(page.getByLabel('Bank Name')).toHaveValue(DEMO_BANK_NAME);
  await expect(page.getByLabel('Bank Name')).not.toBeEditable();
  await page.getByLabel('Account Number').fill(accountNumber);
  await page.getByLabel(/^Account Type( \*)?$/).selectOption('checking');
  await page.getByLabel('Account Holder Type').selectOption('individual');
}

/** Ticks 'Choose physical address': the contact address fills the billing address, read-only. */
export async function choosePhysicalAddress(page: Page, address1: string): Promise<void> {
  await page.getByLabel('Choose physical address').check();
  await expect(page.getByLabel('Address Line 1')).toHaveValue(address1);
  await expect(page.getByLabel('Address Line 1')).not.toBeEditable();
}

/** Chooses a saved card by its masked number; the new-card inputs are then disabled. */
export async function chooseSavedCard(page: Page, maskedNumber: string): Promise<void> {
  await page.getByLabel('Credit Card').check();
  await page.getByRole('checkbox', { name: new RegExp(`^${maskedNumber}`) }).check();
  await expect(page.getByLabel('Card Number')).toBeDisabled();
}
