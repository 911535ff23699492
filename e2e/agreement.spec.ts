import { stepPath } from '../src/contract/wizardStepCatalog';
import {
  applicantAtAgreement,
  drawSignature,
  expectAgreement,
  startRepEnrollment,
  tickEverything,
} from './agreementSteps';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillBank, fillContact, fillPersonal } from './wizardSteps';

const today = () => {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`;
};

test("a rep's enrollment is verified by the broker: the question answered, the rep's name and code locked", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startRepEnrollment(page);
  await fillPersonal(page);
  await fillContact(page);
  await fillBank(page);

  await expectAgreement(page, 'Broker Verification');
  await expect(
    page.getByRole('heading', { name: 'Consent to Electronic Signature and Records' }),
  ).toBeVisible();
  await expect(page.getByLabel('Verification Question')).toHaveValue(
    "How did you verify the applicant's identity?",
  );
  await expect(page.getByLabel('Name of Broker')).toHaveValue('Priya Nair');
  await expect(page.getByLabel('Name of Broker')).not.toBeEditable();
  await expect(page.getByLabel('Broker Code')).toHaveValue('PN4T8W2X');
  await expect(page.getByLabel('Broker Code')).not.toBeEditable();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today());
  await expect(page.getByLabel('Date', { exact: true })).not.toBeEditable();
  // The broker does not sign: no pad, no Clear.
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expect(page.getByLabel('Name of Applicant')).toHaveCount(0);
  await expectAccessible(page, 'broker verification');

  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Authorization: This field is required.');
  await expect(summary).toContainText('Electronic signature consent: This field is required.');
  await expect(summary).toContainText('Verify Answer: Field is required');
  await expect(page.locator('#field-acknowledgements-0-error')).toHaveText('This field is required.');
  await expect(page.locator('#field-esign_consent-error')).toHaveText('This field is required.');
  await expect(page.locator('#field-answer-error')).toHaveText('Field is required');
  await expectAccessible(page, 'broker verification with errors');
  // The summary leads to the field.
  await summary.getByRole('link', { name: 'Verify Answer: Field is required' }).click();
  await expect(page.getByLabel(/^Verify Answer/)).toBeFocused();

  await page.keyboard.type('Driver license seen in person');
  await tickEverything(page);
  await expect(page.locator('#field-answer-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();

  // Back on the step, the answer is the one saved; the consent is given anew.
  await page.goto('/enrollment/agreement-signature');
  await expectAgreement(page, 'Broker Verification');
  await expect(page.getByLabel(/^Verify Answer/)).toHaveValue('Driver license seen in person');
  await expect(
    page.getByLabel('I agree to use an electronic signature and electronic records'),
  ).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('an applicant consents, then signs; Clear empties the pad and the typed name signs again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await applicantAtAgreement(page);

  await expectAgreement(page, 'Applicant Verification');
  await expect(page.getByLabel('Name of Applicant')).toHaveValue('Maria Lopez');
  await expect(page.getByLabel('Name of Applicant')).not.toBeEditable();
  await expect(page.getByLabel('Verify Answer')).toHaveCount(0);
  await expect(page.getByLabel('Broker Code')).toHaveCount(0);
  // Nothing can be signed before the consent to sign electronically.
  await expect(
    page.getByText('Accept the consent to sign electronically above before you sign.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign with my typed name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  await expectAccessible(page, 'applicant verification');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#field-signature-error')).toHaveText('Signature is required');
  await expect(page.locator('#field-esign_consent-error')).toHaveText('This field is required.');

  await tickEverything(page);
  await expect(page.getByRole('button', { name: 'Sign with my typed name' })).toBeEnabled();
  await drawSignature(page);
  await expect(page.locator('#field-signature-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('#field-signature-error')).toHaveText('Signature is required');
  await page.getByRole('button', { name: 'Sign with my typed name' }).click();
  await expect(page.locator('#field-signature-error')).toHaveCount(0);
  await expectAccessible(page, 'applicant signed');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone at three device pixels a CSS pixel', () => {
  test.use({ deviceScaleFactor: 3 });

  test('the signature is taken drawn and typed (the server caps its decoded size, issue 26)', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await applicantAtAgreement(page);
    // Signed on a phone's screen: the pad at its narrowest, three device pixels to each CSS pixel.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAgreement(page, 'Applicant Verification');
    for (const sign of [
      () => drawSignature(page),
      () => page.getByRole('button', { name: 'Sign with my typed name' }).click(),
    ]) {
      await tickEverything(page);
      await sign();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
      await expect(page.locator('#field-signature-error')).toHaveCount(0);
      await page.goto(stepPath('agreement'));
      await expectAgreement(page, 'Applicant Verification');
    }
    expect(errors).toEqual([]);
  });
});
