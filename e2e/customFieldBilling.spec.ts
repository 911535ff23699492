import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillBank, signWithTypedName } from './wizardSteps';

/** The demo catalog's questions for Harborline Fitness Perks (catalog/demo/forms/custom-fields.json). */
const GYM_QUESTION_ID = 'harborline-gym-today';
const DELIVERY = 'Where should we send your Fitness Perks card?';

test("a carrier's own question on Billing shows after the step's fields and reaches review", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Maria with the demo's Harborline Fitness Perks; Personal Information (which asks Harborline's own
  // required question too: No) and Contact Information saved through the contract.
  const perks = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Fitness Perks'],
  });
  await perks.save('personal', { custom_fields: { [GYM_QUESTION_ID]: 'none' } });
  await perks.openStep('billing');

  // Billing: the question after the step's own fields (the bill date), with its hint; optional.
  const delivery = page.getByRole('group', { name: DELIVERY });
  await expect(delivery).toBeVisible();
  await expect(delivery).toHaveAccessibleDescription(/mails it to your home unless you choose the app/);
  const billDate = page.getByRole('group', { name: /Billing Date/ });
  expect(
    await billDate.evaluate(
      (dates, question) =>
        Boolean(dates.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING),
      await delivery.elementHandle(),
    ),
  ).toBe(true);
  await delivery.getByRole('radio', { name: 'Add it to the Harborline app' }).check();
  await expectAccessible(page, 'billing with a custom question');
  await fillBank(page);
  await signWithTypedName(page);

  // Review: the answer in Billing Info's View Details, under Additional Questions.
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Billing Info' });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Billing Info' });
  await expect(details.getByRole('heading', { name: 'Additional Questions' })).toBeVisible();
  await expect(details.locator(`dt:has-text("${DELIVERY}") + dd`)).toHaveText('Add it to the Harborline app');
  await details.getByRole('button', { name: 'Close' }).click();

  // Back on Billing from review, the form starts from the answer given.
  await card.getByRole('link', { name: 'Edit Details' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: DELIVERY }).getByRole('radio', { name: 'Add it to the Harborline app' }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});
