import { expect, type Page } from '@playwright/test';

/** A dependent as the shopper types it; `heartCondition` answers Yes to the heart question with its detail. */
export interface DependentInput {
  first: string;
  last: string;
  /** mm/dd/yyyy */
  dob: string;
  gender: 'Male' | 'Female';
  ssn: string;
  heartCondition?: string;
}

/**
 * Fills the open 'Dependent #N' add panel by its labels (height and weight when the cart asks
 * them, health questions left at No unless told) and presses its Add Spouse or Add Child button;
 * waits until the dependent is listed.
 */
export async function addDependent(page: Page, dependent: DependentInput): Promise<void> {
  const panel = page.getByRole('form', { name: /^Dependent #\d+$/ });
  await expect(panel).toBeVisible();
  await panel.getByLabel('First Name').fill(dependent.first);
  await panel.getByLabel('Last Name').fill(dependent.last);
  await panel.getByLabel('Date of Birth').pressSequentially(dependent.dob.replace(/\D/g, ''));
  await panel.getByLabel('Gender').selectOption({ label: dependent.gender });
  await panel.getByLabel('Social Security Number').fill(dependent.ssn);
  if (await panel.getByLabel('Weight (lbs)').isVisible()) {
    await panel.getByLabel('Weight (lbs)').fill('90');
    await panel.getByLabel('Height (feet)').fill('4');
    await panel.getByLabel('Height (inches)').fill('6');
  }
  if (dependent.heartCondition) {
    const heart = panel.getByRole('group', { name: /heart disease/ });
    await heart.getByLabel('Yes', { exact: true }).check();
    await panel.getByLabel('Health Condition').fill(dependent.heartCondition);
    await panel.getByLabel('Date of Onset').pressSequentially('03142019');
    await panel.getByLabel('Current Treatment').selectOption({ label: 'Yes' });
    await panel.getByLabel('Taking Medication').selectOption({ label: 'No' });
    await panel.getByLabel('Last Seen by Physician').pressSequentially('01152025');
    await panel.getByLabel('Symptoms').fill('Murmur checked yearly');
  }
  await panel.getByRole('button', { name: /^Add (Spouse|Child)$/ }).click();
  await expect(page.getByRole('cell', { name: dependent.first, exact: true })).toBeVisible();
}
