import { buildEnrollment } from './builtEnrollment';
import { addDependent } from './dependentSteps';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

test('a family buying term life adds a beneficiary, answers health questions and adds dependents', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Personal and Contact Information saved through the contract: the family arrives at the beneficiaries.
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Family', dob: '04/12/1985' } },
    plans: ['Keystone Term Life 10'],
  });
  await maria.openStep('beneficiary');
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByRole('heading', { name: 'Beneficiary #1' })).toBeVisible();
  await page.getByLabel('First Name').fill('Luis');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Date of Birth').pressSequentially('02021984');
  await page.getByLabel('Social Security Number').fill('587654321');
  await page.getByLabel('Relationship').selectOption('Spouse');
  await page.getByLabel('Beneficiary Percentage').fill('60');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Your total Beneficiary Percentage is 60 and it Should not be less than 100%'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Edit Luis Lopez/ }).click();
  await page.getByLabel('Beneficiary Percentage').fill('100');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await expectAccessible(page, 'beneficiaries');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeVisible();
  const heart = page.getByRole('group', { name: /heart disease/ });
  await heart.getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // A Yes needs its detail: the form says so at the fields before anything is sent.
  await expect(page.getByText('Question 1, Health Condition: Field is required')).toBeVisible();
  await page.getByLabel('Health Condition').fill('High blood pressure');
  await page.getByLabel('Date of Onset').pressSequentially('03142019');
  await page.getByLabel('Current Treatment').selectOption({ label: 'Yes' });
  await page.getByLabel('Taking Medication').selectOption({ label: 'Yes' });
  await page.getByLabel('Last Seen by Physician').pressSequentially('01152025');
  await page.getByLabel('Symptoms').fill('Occasional headaches');
  const medication = page.getByRole('group', { name: /prescription medication/ });
  await medication.getByLabel('Yes', { exact: true }).check();
  const rows = [
    ['Lisinopril', '10 mg daily', 'High blood pressure'],
    ['Atorvastatin', '20 mg daily', 'High cholesterol'],
  ] as const;
  for (const [index, [name, dosage, condition]] of rows.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Medication' }).click();
    const row = page.getByRole('group', { name: `Medication ${index + 1}` });
    await row.getByRole('textbox', { name: 'Medication', exact: true }).fill(name);
    await row.getByLabel('Dosage').fill(dosage);
    await row.getByLabel('Medical Condition').fill(condition);
  }
  await page.getByLabel('Additional Notes').fill('Allergic to penicillin');
  await expectAccessible(page, 'health questions');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Dependent Information' })).toBeVisible();
  await expect(page.getByText('Spouse & Child information required')).toBeVisible();
  await addDependent(page, {
    first: 'Luis',
    last: 'Lopez',
    dob: '02/02/1984',
    gender: 'Male',
    ssn: '587654321',
  });
  await addDependent(page, {
    first: 'Ana',
    last: 'Lopez',
    dob: '06/01/2015',
    gender: 'Female',
    ssn: '555443333',
  });
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await expectAccessible(page, 'dependents');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();

  // Billing and the agreement saved through the contract (they have specs of their own): review.
  await maria.openStep('review');
  await expect(page.getByRole('heading', { name: 'Dependent Info' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText(/Confirmation Number: BS\d{10}/)).toBeVisible();
  expect(errors).toEqual([]);
});
