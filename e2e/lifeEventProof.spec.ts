import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { PROOF_FORMAT_MESSAGE, PROOF_TOO_LARGE_MESSAGE } from '../src/contract/changeProofCalls';
import { buildEnrollment } from './builtEnrollment';
import { confirmChange, dayFromToday, reviewedPrice, submitted } from './coverageChanges';
import { expect, test } from './fixtures';
import { memberLinkFor } from './memberLinkTokens';
import { expectAccessible, watchErrors } from './pageChecks';
import { signedIn } from './signedIn';
import { uniqueSurname } from './uniqueNames';

/** Ava Carter, the demo's member of the member link; Jordan Ellis is her rep. */
const AVA = 5001;
const HER_REP = 'jordan.ellis@example.com';
const BIRTH_PROOF = "Proof needed: The birth certificate or the hospital's record of the birth";

/** A small real PDF: its header is what the server takes a PDF for. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The newborn's change in a policy's history, where its proof is shown. */
const birthChange = (policy: Locator) =>
  policy.getByRole('listitem').filter({ hasText: /^Dependent added \(Birth on / });

/** The error summary over a proof's field: focused, saying the message at "Upload proof" or the reason. */
async function expectSummary(page: Page, where: Locator, message: string): Promise<void> {
  const summary = where.getByRole('alert', { name: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(message);
  expect(page.url()).not.toContain('PDF');
}

test('a member sends the proof of a birth; the rep refuses it only with a reason, then accepts it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const built = await buildEnrollment(page, {
    for: { member: AVA, tier: 'Member Only' },
    plans: ['Harborline Dental Preferred'],
  });
  const surname = uniqueSurname('Carter');
  await built.save('personal', { first_name: 'Ava', last_name: surname });
  const policyId = await submitted(built);

  // The member, on a phone, adds a newborn from member home.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/member-benefit-store/${memberLinkFor(AVA)}/IO`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const policy = page.getByRole('region', { name: `Confirmation number ${policyId}` });
  await expect(policy).toContainText(`Ava ${surname} (Subscriber)`);
  await page.getByRole('button', { name: `Report a life event (${policyId})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a life event' });
  const born = dayFromToday(-2);
  await dialog.getByLabel('Life event').selectOption({ label: 'Birth' });
  await dialog.getByLabel('Date of the event').fill(born);
  await dialog.getByLabel('Add a dependent').check();
  await dialog.getByLabel('Relationship').selectOption({ label: 'Child' });
  await dialog.getByLabel('First Name').fill('Lily');
  await dialog.getByLabel('Last Name').fill(surname);
  await dialog.getByLabel('Date of Birth').fill(born);
  await dialog.getByLabel('Gender').selectOption({ label: 'Female' });
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await reviewedPrice(dialog, 'Your');
  await confirmChange(page, dialog);

  // The change says what proof the birth asks for; a file of another kind, or over 5 MB, is refused
  // before it is sent, in the server's words, at the field.
  const change = birthChange(policy);
  await expect(change).toContainText(BIRTH_PROOF);
  const upload = change.getByLabel('Upload proof');
  const send = change.getByRole('button', { name: 'Send proof' });
  await upload.setInputFiles({ name: 'birth.txt', mimeType: 'text/plain', buffer: Buffer.from('born') });
  await send.click();
  await expectSummary(page, change, `Upload proof: ${PROOF_FORMAT_MESSAGE}`);
  await expect(upload).toHaveAttribute('aria-invalid', 'true');
  const tooLarge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
  await upload.setInputFiles({ name: 'birth-scan.pdf', mimeType: 'application/pdf', buffer: tooLarge });
  await send.focus();
  await page.keyboard.press('Enter');
  await expectSummary(page, change, `Upload proof: ${PROOF_TOO_LARGE_MESSAGE}`);

  // The real PDF, sent by keyboard: it waits for the rep's review.
  await upload.setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(change).toContainText('birth-certificate.pdf: Waiting for review');
  await expect(change.getByRole('button', { name: /Accept proof/ })).toHaveCount(0);
  await expectAccessible(page, 'member home with a proof sent');
  // The file went to the server only: nothing of it in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(PDF.toString('base64').slice(0, 40));

  // The rep, on a narrow phone, opens the policy from the book.
  await signedIn(page, HER_REP);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/book-of-business');
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  const row = page.getByRole('row', { name: new RegExp(policyId) });
  await row.getByRole('button', { name: `Manage coverage: Ava ${surname}` }).click();
  const manage = page.getByRole('dialog', { name: `Manage coverage: Ava ${surname}` });
  const inBook = birthChange(manage.getByRole('region', { name: `Confirmation number ${policyId}` }));
  await expect(inBook).toContainText(BIRTH_PROOF);
  await expect(inBook).toContainText('birth-certificate.pdf: Waiting for review');
  await expectAccessible(page, 'a proof waiting for review');

  // Open proof: the very file the member sent, saved under its name.
  const saved = page.waitForEvent('download');
  await inBook.getByRole('button', { name: 'Open proof birth-certificate.pdf' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('birth-certificate.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);

  // Refuse proof asks why; without a reason, nothing is refused.
  await inBook.getByRole('button', { name: 'Refuse proof birth-certificate.pdf' }).click();
  const reason = inBook.getByLabel('Why is birth-certificate.pdf refused?');
  await expect(reason).toBeFocused();
  await inBook.getByRole('button', { name: 'Refuse proof' }).click();
  await expectSummary(page, inBook, 'Say why the proof is refused');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'a refusal without its reason');
  await inBook.getByRole('button', { name: 'Cancel' }).click();
  await expect(inBook.getByRole('button', { name: 'Refuse proof birth-certificate.pdf' })).toBeFocused();
  await expect(inBook).toContainText('birth-certificate.pdf: Waiting for review');

  // Accepted, by keyboard: focus moves to the proof's new status.
  await inBook.getByRole('button', { name: 'Accept proof birth-certificate.pdf' }).focus();
  await page.keyboard.press('Enter');
  await expect(inBook.getByText('birth-certificate.pdf: Accepted')).toBeFocused();
  await expect(inBook.getByLabel('Upload proof')).toHaveCount(0);

  // The member sees it accepted, with nothing more to send.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/member-benefit-store/${memberLinkFor(AVA)}/IO`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(birthChange(policy)).toContainText('birth-certificate.pdf: Accepted');
  await expect(birthChange(policy).getByLabel('Upload proof')).toHaveCount(0);
  expect(errors).toEqual([]);
});
