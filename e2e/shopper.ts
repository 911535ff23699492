import { expect, type Page } from '@playwright/test';
import { type BuiltEnrollment, buildEnrollment } from './builtEnrollment';
import type { EligibilityDetails } from './eligibilityDetails';

/**
 * A shopper with these details on the plan list, their enrollment started through the contract
 * (the landing page's form has journeys of its own): for specs that test the plans and what follows.
 */
export async function shopperOnPlans(page: Page, details: EligibilityDetails): Promise<BuiltEnrollment> {
  const shopper = await buildEnrollment(page, { for: { shopper: details }, plans: [] });
  await shopper.openPage('/plans');
  await expect(page.getByRole('heading', { name: /plans for you$/i })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  return shopper;
}

/** Fills the landing page's eligibility form and opens the plan list. */
export async function startShopping(page: Page, details: EligibilityDetails): Promise<void> {
  await page.goto('/');
  await fillEligibility(page, details);
  await expect(page.getByRole('checkbox', { name: 'Dental', exact: true })).toBeVisible();
}

/** Fills an eligibility form on the page and waits for the plan list. */
export async function fillEligibility(page: Page, details: EligibilityDetails): Promise<void> {
  await page.getByLabel('Zip Code').fill(details.zip);
  await page.getByLabel(details.gender, { exact: true }).check();
  await page.getByLabel('Tier').selectOption({ label: details.tier });
  await page.getByLabel('Date of Birth').pressSequentially(details.dob.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
}

/** From the plan list: opens a plan, adds it to the cart, picks the first effective date and confirms enrollment. */
export async function checkOutPlan(page: Page, planName: string): Promise<void> {
  await page.getByRole('link', { name: `More Info about ${planName}` }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  const askTobacco = page.getByRole('button', { name: 'Choose tobacco use' });
  await expect(addToCart.or(askTobacco).first()).toBeVisible();
  // A tobacco-rated plan asks first: this shopper does not use tobacco.
  if (await askTobacco.isVisible()) await answerTobacco(page, 'No');
  await addToCart.click();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Answers the plan page's tobacco question: its "Choose tobacco use" link opens Basic Details (a new
 * shopper's details form) or, for a current member, Select Tier with its own tobacco choice.
 */
async function answerTobacco(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('button', { name: 'Choose tobacco use' }).click();
  const dialog = page.getByRole('dialog', { name: /^(Basic Details|Select Tier)$/ });
  await dialog.getByRole('group', { name: 'Tobacco use' }).getByLabel(answer, { exact: true }).check();
  await dialog.getByRole('button', { name: /^(Update|Save tobacco use)$/ }).click();
  await expect(dialog).toBeHidden();
}
