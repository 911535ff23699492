import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

/**
 * Ethan Kim (5006, Priya Nair's current member) has his wife Hannah and children Leo and Maya on file,
 * without weight or height; term life asks each dependent's. The steps before Dependent Information
 * are saved through the contract, so the wizard opens there with the dependents on file.
 */
async function startMemberFamily(page: Page): Promise<void> {
  const ethan = await buildEnrollment(page, {
    for: { rep: 'priya.nair@example.com', currentMember: 'Ethan Kim', tier: 'Family' },
    plans: ['Keystone Term Life 10'],
  });
  await ethan.openStep('dependent');
}

/** Fills the open edit panel's weight and height and submits it. */
async function completeBody(page: Page, number: number): Promise<void> {
  const edit = page.getByRole('form', { name: `Edit Dependent #${number}` });
  await edit.getByLabel('Weight (lbs)').fill('90');
  await edit.getByLabel('Height (feet)').fill('4');
  await edit.getByLabel('Height (inches)').fill('6');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
}

const missing = (number: number) =>
  ['Weight (lbs)', 'Height (feet)', 'Height (inches)'].map(
    (field) => `Dependent #${number} ${field}: Field is required`,
  );

test("a current member's dependents on file lack weight and height: Next names every missing field, and an edit is kept while the others are incomplete", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startMemberFamily(page);

  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Hannah');
  await page.getByRole('button', { name: 'Next' }).click();

  // Every missing field of every dependent, in the error summary, which takes focus.
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([...missing(1), ...missing(2), ...missing(3)]);
  await expectAccessible(page, 'dependents on file, missing fields');

  // A line of the summary opens that dependent's edit panel at its field.
  await summary.getByRole('link', { name: 'Dependent #2 Weight (lbs): Field is required' }).click();
  const leo = page.getByRole('form', { name: 'Edit Dependent #2' });
  await expect(leo.getByLabel('First Name')).toHaveValue('Leo');
  await expect(leo.getByLabel('Weight (lbs)')).toBeFocused();
  await expect(leo.locator('#field-weight-error')).toHaveText('Field is required');
  await completeBody(page, 2);
  // Leo's edit is kept (no refusal while Hannah and Maya are still incomplete); his lines are gone.
  await expect(summary.getByRole('link')).toHaveText([...missing(1), ...missing(3)]);

  // A reload reads the kept list: Leo's weight is there, the others still have none.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dependent Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Leo Kim, Dependent #2' }).click();
  await expect(page.getByRole('form', { name: 'Edit Dependent #2' }).getByLabel('Weight (lbs)')).toHaveValue(
    '90',
  );
  await page.getByRole('form', { name: 'Edit Dependent #2' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary.getByRole('link')).toHaveText([...missing(1), ...missing(3)]);

  // The others completed, Next goes on.
  await summary.getByRole('link', { name: 'Dependent #1 Height (feet): Field is required' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit Dependent #1' }).getByLabel('Height (feet)'),
  ).toBeFocused();
  await completeBody(page, 1);
  await page.getByRole('button', { name: 'Edit Maya Kim, Dependent #3' }).click();
  await completeBody(page, 3);
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the add panel refuses the same child twice and a 30-year-old child at the field; a dependent’s SSN on file typed again is refused when the list is kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startMemberFamily(page);
  // Complete the three on file first, so the list is kept as it is.
  for (const [name, number] of [
    ['Hannah Kim', 1],
    ['Leo Kim', 2],
    ['Maya Kim', 3],
  ] as const) {
    await page.getByRole('button', { name: `Edit ${name}, Dependent #${number}` }).click();
    await completeBody(page, number);
  }
  const add = page.getByRole('form', { name: 'Dependent #4' });
  await add.getByLabel('First Name').fill('Maya');
  await add.getByLabel('Last Name').fill('Kim');
  await add.getByLabel('Date of Birth').pressSequentially('11022017');
  await add.getByLabel('Gender').selectOption({ label: 'Female' });
  await add.getByLabel('Social Security Number').fill('512340009');
  await add.getByLabel('Weight (lbs)').fill('60');
  await add.getByLabel('Height (feet)').fill('3');
  await add.getByLabel('Height (inches)').fill('9');
  await add.getByRole('button', { name: 'Add Child' }).click();
  await expect(add.locator('#field-first_name-error')).toHaveText(
    'This person is already listed as Dependent #3',
  );
  await expect(
    page.getByText('Dependent #4 First Name: This person is already listed as Dependent #3'),
  ).toBeVisible();
  // A 30-year-old "child" is refused by the form's own rule, before anything is sent.
  await add.getByLabel('First Name').fill('Max');
  await add.getByLabel('Date of Birth').fill('');
  await add.getByLabel('Date of Birth').pressSequentially('01011996');
  await add.getByRole('button', { name: 'Add Child' }).click();
  await expect(add.locator('#field-birthdate-error')).toHaveText('A child must be under 26 years old');
  // Leo's number, masked on screen, is caught by the server when the list is kept.
  await add.getByLabel('Date of Birth').fill('');
  await add.getByLabel('Date of Birth').pressSequentially('01012019');
  await add.getByLabel('Social Security Number').fill('512340002');
  await add.getByRole('button', { name: 'Add Child' }).click();
  await expect(
    page.getByText(
      'Dependent #4 Social Security Number: This Social Security Number is already given for Dependent #2',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Max Kim, Dependent #4' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});
