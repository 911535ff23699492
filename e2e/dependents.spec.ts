import type { Page } from '@playwright/test';
import { choosePhysicalAddress, fillNewBank } from './billingSteps';
import { buildEnrollment } from './builtEnrollment';
import { addDependent } from './dependentSteps';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { signWithTypedName } from './wizardSteps';

/**
 * Maria on a tier, one plan in her cart, every step before Dependent Information saved through the
 * contract (a beneficiary taking the whole share, No to every health question): the wizard opens there.
 */
async function atDependents(page: Page, tier: string, plan: string): Promise<void> {
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier, dob: '04/12/1985' } },
    plans: [plan],
  });
  await maria.openStep('dependent');
}

// The receipt's e-mail with the signed PDF attached is the API's
// (src/server/applicationPdf/applicationPdf.api.test.ts: "attaches the PDF to the 'Enrollment Receipt'…").
test('a family with a spouse and two children, one with a health Yes, pays by EFT with a routing look-up and gets the receipt', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await atDependents(page, 'Family', 'Keystone Term Life 10');
  await expect(page.getByText('Spouse & Child information required')).toBeVisible();
  const addSpouse = page.getByRole('button', { name: 'Add Spouse' });
  await expect(addSpouse).toHaveAttribute('title', 'Click to add dependent');
  // Next shows only once the family is complete.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await addSpouse.click();
  await expect(page.getByText('First Name: Field is required')).toBeVisible();

  await addDependent(page, {
    first: 'Luis',
    last: 'Lopez',
    dob: '02/02/1984',
    gender: 'Male',
    ssn: '587654321',
  });
  await expect(page.getByRole('heading', { name: 'Dependent #2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Relationship' })).toHaveValue('Child');
  await addDependent(page, {
    first: 'Ana',
    last: 'Lopez',
    dob: '06/01/2015',
    gender: 'Female',
    ssn: '555443333',
    heartCondition: 'Heart murmur',
  });
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await addDependent(page, {
    first: 'Leo',
    last: 'Lopez',
    dob: '09/09/2018',
    gender: 'Male',
    ssn: '555442222',
  });
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Spouse');
  await expect(rows.nth(2)).toContainText('Child');

  // The edit and delete icons are touch targets of at least 24 by 24 px (WCAG 2.5.8).
  const icons = page.getByRole('button', { name: /^(Edit|Delete) .*, Dependent #\d$/ });
  await expect(icons).toHaveCount(6);
  for (const icon of await icons.all()) {
    const box = await icon.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
  }

  // Editing Ana: her answers come back; add, delete and Next wait for the edit.
  await page.getByRole('button', { name: 'Edit Ana Lopez, Dependent #2' }).click();
  const edit = page.getByRole('form', { name: 'Edit Dependent #2' });
  await expect(edit.getByLabel('Health Condition')).toHaveValue('Heart murmur');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute(
    'title',
    'Please submit the edited form first to continue',
  );
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Leo Lopez, Dependent #3' })).toHaveAttribute(
    'title',
    'Please submit the edited form first to delete',
  );
  await expect(page.getByRole('button', { name: 'Add Child' })).toHaveAttribute(
    'title',
    'Please submit the edited form first to add dep',
  );
  await expect(edit.getByRole('textbox', { name: 'Relationship' })).toHaveValue('Child');
  await expectAccessible(page, 'dependents (editing)');
  await edit.getByLabel('First Name').fill('Anna');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('cell', { name: 'Anna', exact: true })).toBeVisible();

  await expectAccessible(page, 'dependents');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute(
    'title',
    'Click to continue enrollment',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();

  // EFT: the routing number names the bank; the billing address is the contact one.
  await fillNewBank(page);
  await choosePhysicalAddress(page, '120 Palm Drive');
  await expectAccessible(page, 'billing');
  await page.getByRole('button', { name: 'Next' }).click();
  await signWithTypedName(page);

  // Review: the three dependents by name and relationship, numbers masked.
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  const dependents = page.getByRole('region', { name: 'Dependent Info' });
  await dependents.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Dependent Info' });
  await expect(details.getByText('Dependent #3')).toBeVisible();
  await expect(details).toContainText('Spouse');
  await expect(details).toContainText('Anna');
  await expect(details).not.toContainText('587654321');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByText(/Confirmation Number: BS\d{10}/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a premier IC enrollment is refused a second child with the L713 message', async ({ page }) => {
  const errors = watchErrors(page);
  await atDependents(page, 'Member + Children', 'Keystone Dental L713 Premier');
  await expect(page.getByText('Child information required')).toBeVisible();
  await addDependent(page, {
    first: 'Ana',
    last: 'Lopez',
    dob: '06/01/2015',
    gender: 'Female',
    ssn: '555443333',
  });
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await addDependent(page, {
    first: 'Leo',
    last: 'Lopez',
    dob: '09/09/2018',
    gender: 'Male',
    ssn: '555442222',
  });
  await expect(
    page.getByText(
      'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page, 'dependents (L713)');
  await page.getByRole('button', { name: 'Delete Leo Lopez, Dependent #2' }).click();
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('premier mode asks a family about the spouse first; No sets the spouse aside and Yes brings it back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await atDependents(page, 'Family', 'Keystone Dental L713 Premier');
  const question = page.getByLabel('Will you be Enrolling your spouse ?');
  await expect(question.getByRole('option', { name: 'Please Select' })).toBeDisabled();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please select spouse status')).toBeVisible();
  await question.selectOption({ label: 'Yes' });
  await page.getByRole('button', { name: 'Confirm' }).click();
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
  await expectAccessible(page, 'dependents (premier family)');

  // No: the spouse is set aside; a family of children only needs two.
  await page.getByRole('button', { name: 'Enroll Spouse' }).click();
  await question.selectOption({ label: 'No' });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'Luis', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Child' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  // Yes brings the spouse back.
  await page.getByRole('button', { name: 'Enroll Spouse' }).click();
  await question.selectOption({ label: 'Yes' });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'Luis', exact: true })).toBeVisible();
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});
