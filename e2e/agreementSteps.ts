import { expect, type Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { checkOutPlan, fillEligibility } from './shopper';

const DEMO_PASSWORD = 'Demo-Benefits-2026';

/** Signs in on /sign-in as a demo rep or group administrator. */
async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A rep starts a direct enrollment through the Direct Enrollment portal for a new member in
 * 90210 and checks out a dental plan: the wizard opens on Personal Information.
 */
export async function startRepEnrollment(page: Page, username = 'priya.nair@example.com'): Promise<void> {
  await signInAs(page, username);
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await page.getByLabel('Enrollment Portal', { exact: true }).selectOption({ label: 'Direct Enrollment' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
  await fillEligibility(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await checkOutPlan(page, 'Harborline Dental Essentials');
}

/**
 * A shopper on their own with the member-only dental plan and every step before the agreement saved
 * (through the contract: the steps have specs of their own): the wizard opens on Agreement and
 * Signature with the applicant's verification.
 */
export async function applicantAtAgreement(page: Page): Promise<void> {
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('agreement');
}

/** The Agreement step is on screen with its verification block. */
export async function expectAgreement(page: Page, verification: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Agreement, Application and Authorization' })).toBeVisible();
  await expect(page.getByRole('heading', { name: verification })).toBeVisible();
}

/** Ticks every text's box and the consent to sign electronically. */
export async function tickEverything(page: Page): Promise<void> {
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

/** Draws a stroke across the signature pad with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.25, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
}
