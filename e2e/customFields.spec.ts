import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

/** The demo catalog's custom questions for Harborline Fitness Perks (catalog/demo/forms/custom-fields.json). */
const QUESTION = 'Do you belong to a gym or fitness club today?';
const GYM = 'Current gym or fitness club';
const BAD_NAME = "Use letters, digits, spaces and & ' . - only";

test("a carrier's own question shows on its step, is required, is refused when bad, and reaches review", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Maria, 90210, Member Only, with the demo's Harborline Fitness Perks, whose carrier asks questions of its own.
  const perks = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Fitness Perks'],
  });
  await perks.openStep('personal');

  // Personal Information: the question after the step's own fields, with its hint and mark.
  const question = page.getByRole('group', { name: QUESTION });
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(/Harborline Mutual asks this/);
  await expect(question.getByRole('radio')).toHaveCount(3);
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');

  // Required: the form says so at the question and in the summary, whose link leads to it.
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  const link = summary.getByRole('link', { name: `${QUESTION}: Field is required` });
  await expect(link).toBeVisible();
  await expect(question).toContainText('Field is required');
  await expectAccessible(page, 'personal info with a custom question refused');
  await link.click();
  await expect(question.getByRole('radio').first()).toBeFocused();
  // Keyboard: the arrow keys move through the choices and choose.
  await page.keyboard.press('ArrowDown');
  await expect(question.getByRole('radio', { name: 'Yes, through my employer' })).toBeChecked();
  await expect(question).not.toContainText('Field is required');

  // Bad: characters the carrier does not take, refused at the field with the carrier's words.
  const gym = page.getByLabel(GYM);
  await expect(gym).toHaveAttribute('maxlength', '60');
  await gym.fill('Sunset <Strength> Club');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary.getByRole('link', { name: `${GYM}: ${BAD_NAME}` })).toBeVisible();
  await expect(gym).toHaveAttribute('aria-invalid', 'true');
  await expect(gym).toHaveAccessibleDescription(BAD_NAME);
  await gym.fill('Sunset Strength Club');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();

  // Then the answers reach review, in View Details (the steps between saved through the contract).
  await perks.openStep('review');
  const card = page.getByRole('region', { name: 'Personal Info' });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Personal Info' });
  await expect(details.getByRole('heading', { name: 'Additional Questions' })).toBeVisible();
  await expect(details.locator(`dt:has-text("${QUESTION}") + dd`)).toHaveText('Yes, through my employer');
  await expect(details.locator(`dt:has-text("${GYM}") + dd`)).toHaveText('Sunset Strength Club');
  await expectAccessible(page, 'review details with custom answers');
  await details.getByRole('button', { name: 'Close' }).click();
  expect(errors).toEqual([]);
});
