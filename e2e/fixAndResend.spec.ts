import { getBookOfBusiness } from '../src/contract/bookOfBusinessCalls';
import { saveReviewInfo } from '../src/contract/enrollmentCalls';
import { ack999 } from '../testing/carrierAcknowledgements';
import { PERSONAL } from '../testing/fixtures';
import { buildEnrollment } from './builtEnrollment';
import { dropAcknowledgement, waitForCarrierFileTexts } from './carrierFiles';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { uniqueSurname } from './uniqueNames';

/** The demo's Harborline Mutual (carrier 1), which sells the dental plan. */
const HARBORLINE = 1;

/**
 * Harborline's 999 for the 834 `filed`: the set carrying `policyId` rejected for its SSN (as a strict
 * intake answers), the other sets of the group (other tests' enrollments in the same file) accepted.
 */
function rejectionOf(filed: string, policyId: string): string {
  const segments = filed.split('~').map((segment) => segment.trim());
  const group = Number(segments.find((segment) => segment.startsWith('GS*'))?.split('*')[6]);
  const at = segments.indexOf(`REF*0F*${policyId}`);
  const set = segments
    .slice(0, at)
    .reverse()
    .find((segment) => segment.startsWith('ST*834*'))
    ?.split('*')[2];
  const sets = segments.filter((segment) => segment.startsWith('ST*834*')).length;
  return ack999(
    // An interchange number of this test's own (a 999 read twice changes nothing).
    { control: Number(policyId.replace(/\D/g, '').slice(-9)) },
    {
      group,
      loops: [`AK2*834*${set}*005010X220A1`, 'IK3*NM1*9*2100A*8', 'IK4*9*67*7', 'IK5*R*5'],
      ak9: `AK9*P*${sets}*${sets}*${sets - 1}`,
    },
  );
}

test('a rep fixes an enrollment a carrier rejected and resends it from the book of business, on a phone', async ({
  page,
}) => {
  // Three rounds of the carrier feed (15 s each): the first file, the 999 read, the file sent again.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const surname = uniqueSurname('Resend');
  const built = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      portal: 'Direct Enrollment',
      shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' },
    },
    plans: ['Harborline Dental Essentials'],
  });
  await built.save('personal', { first_name: 'Rosa', last_name: surname, marital_status: '0' });
  await built.saveBefore('review');
  const { policy_id: policyId } = await built.browser.ok(saveReviewInfo, {
    body: { enrollment_id: built.id },
  });

  // Harborline takes the file and answers with a 999 rejecting the enrollment; the feed reads it.
  const [filed] = await waitForCarrierFileTexts(policyId);
  dropAcknowledgement(HARBORLINE, `999_${policyId}.x12`, rejectionOf(filed ?? '', policyId));
  await expect(async () => {
    const book = await built.browser.ok(getBookOfBusiness, { query: { search: policyId } });
    expect(book.result[0]?.carriers[0]?.status).toBe('rejected');
  }).toPass({ timeout: 60_000 });

  // The rep opens the book on a phone and finds the rejected enrollment with Harborline's reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await built.openPage('/book-of-business');
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  const row = page.getByRole('row', { name: new RegExp(policyId) });
  await expect(row).toContainText('Harborline Mutual: Rejected: ');
  await expect(row).toContainText('NM1 segment 9');

  // Fix and resend, by keyboard: the form shows what is on file, the SSN masked.
  const fix = row.getByRole('button', { name: `Fix and resend: Rosa ${surname}, Harborline Mutual` });
  await fix.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Fix and resend: Rosa ${surname}` });
  await expect(dialog.getByLabel('Last Name')).toHaveValue(surname);
  await expect(dialog.getByLabel('First Name')).toHaveValue('Rosa');
  await expect(dialog.getByLabel('Social Security Number')).toHaveValue(/^•{5}\d{4}$/);
  await expect(dialog.getByLabel('Date of Birth')).toHaveValue('04/12/1985');
  expect(await page.content()).not.toContain(PERSONAL.ssn);
  await expectAccessible(page, 'fix and resend form');

  // A wrong value: the error summary takes focus and names the field.
  const zip = dialog.getByLabel('Zip');
  await zip.fill('123');
  await dialog.getByRole('button', { name: 'Save and resend' }).click();
  const summary = dialog.getByRole('alert', { name: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Zip');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');

  // Corrected: the zip back, the SSN the carrier refused typed whole; sent with Enter.
  await zip.fill('90210');
  await dialog.getByLabel('Social Security Number').fill('234567891');
  await dialog.getByLabel('Social Security Number').press('Enter');
  await expect(dialog).toBeHidden();
  const confirmation = page.getByRole('status').filter({ hasText: 'again, as a new transaction' });
  await expect(confirmation).toContainText(
    `Rosa ${surname}'s enrollment will be sent to Harborline Mutual again, as a new transaction, with its next file. Corrected: Social Security Number.`,
  );
  await expect(row).toContainText(
    /Harborline Mutual: (Corrected, waiting to be sent again|Sent again to carrier)/,
  );
  await expect(row.getByRole('button', { name: /^Fix and resend/ })).toHaveCount(0);
  await expectAccessible(page, 'book of business after a resend');

  // The carrier gets it again: a re-submission (BGN01 15) with the corrected SSN; the book says so.
  const files = await waitForCarrierFileTexts(policyId, 2);
  const resent = files.find((text) => text.includes(`BGN*15*${policyId}*`));
  expect(resent).toContain('*234567891~');
  await page.reload();
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  await expect(row).toContainText('Harborline Mutual: Sent again to carrier');
  expect(errors).toEqual([]);
});
