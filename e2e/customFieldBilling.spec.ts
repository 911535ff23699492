import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { checkOutFitnessPerks } from './shopper';
import { fillBank, fillContact, signWithTypedName } from './wizardSteps';

/** The demo catalog's questions for Harborline Fitness Perks (catalog/demo/forms/custom-fields.json). */
const GYM_QUESTION = 'Do you belong to a gym or fitness club today?';
const DELIVERY = 'Where should we send your Fitness Perks card?';

test("a carrier's own question on Billing shows after the step's fields and reaches review", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await checkOutFitnessPerks(page);

  // Personal Information asks Harborline's own required question too.
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');
  await page.getByRole('group', { name: GYM_QUESTION }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillContact(page);

  // Billing: the question after the step's own fields (the bill date), with its hint; optional.
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
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
