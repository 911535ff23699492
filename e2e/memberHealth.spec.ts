import type { Page } from '@playwright/test';
import { stepPath } from '../src/contract/wizardStepCatalog';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

/** Ava Carter's answers on file (the demo's member 5001): Yes to the heart question, two medications. */
async function expectAvaCartersAnswers(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeVisible();
  const heart = page.getByRole('group', { name: /heart disease/ });
  await expect(heart.getByLabel('Yes', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Health Condition')).toHaveValue('High blood pressure');
  await expect(page.getByLabel('Date of Onset')).toHaveValue('03/14/2019');
  const medication = page.getByRole('group', { name: /prescription medication/ });
  await expect(medication.getByLabel('Yes', { exact: true })).toBeChecked();
  const rows = [
    ['Lisinopril', '10 mg daily', 'High blood pressure'],
    ['Atorvastatin', '20 mg daily', 'High cholesterol'],
  ] as const;
  for (const [index, [name, dosage, condition]] of rows.entries()) {
    const row = page.getByRole('group', { name: `Medication ${index + 1}` });
    await expect(row.getByRole('textbox', { name: 'Medication', exact: true })).toHaveValue(name);
    await expect(row.getByLabel('Dosage')).toHaveValue(dosage);
    await expect(row.getByLabel('Medical Condition')).toHaveValue(condition);
  }
}

test("a current member's health answers on file are shown on the first visit and survive Next", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Ava Carter (the demo's member 5001) by her member link; the steps before saved through the contract.
  const ava = await buildEnrollment(page, {
    for: { member: 5001, tier: 'Member Only' },
    plans: ['Keystone Term Life 10'],
  });
  await ava.openStep('health');

  // First visit: the answers on file, not "No" everywhere.
  await expectAvaCartersAnswers(page);
  await expectAccessible(page, 'health questions carried in');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeHidden();

  // Back again: what Next stored is the member's Yes and medications, not "0" for everything.
  await page.goto(stepPath('health'));
  await expectAvaCartersAnswers(page);
  expect(errors).toEqual([]);
});
