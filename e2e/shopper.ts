import { expect, type Page } from '@playwright/test';

/** Fills the landing page's eligibility form and opens the plan list. */
export async function startShopping(
  page: Page,
  details: { zip: string; gender: 'Male' | 'Female'; tier: string; dob: string },
): Promise<void> {
  await page.goto('/');
  await fillEligibility(page, details);
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
}

/** Fills an eligibility form on the page and waits for the plan list. */
export async function fillEligibility(
  page: Page,
  details: { zip: string; gender: 'Male' | 'Female'; tier: string; dob: string },
): Promise<void> {
  await page.getByLabel('Zip Code').fill(details.zip);
  await page.getByLabel(details.gender, { exact: true }).check();
  await page.getByLabel('Tier').selectOption({ label: details.tier });
  await page.getByLabel('Date of Birth').pressSequentially(details.dob.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
}
