import fs from 'node:fs';
import { buildEnrollment } from './builtEnrollment';
import { waitForCarrierFileTexts } from './carrierFiles';
import {
  changeSet,
  confirmChange,
  coverageStart,
  dayFromToday,
  endOfMonthOf,
  reviewedPrice,
  submitted,
  x12Day,
} from './coverageChanges';
import { expect, test } from './fixtures';
import { memberLinkFor } from './memberLinkTokens';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { signedIn } from './signedIn';
import { uniqueSurname } from './uniqueNames';

/** Ava Carter, the demo's member of the member link. */
const AVA = 5001;

test('a member adds a newborn from their member link and sees the new monthly price before confirming', async ({
  page,
}) => {
  // The feed's rounds (15 s each): the submission's file, then the change's.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const built = await buildEnrollment(page, {
    for: { member: AVA, tier: 'Member Only' },
    // A plan Ava has no policy of among the demo's.
    plans: ['Harborline Dental Preferred'],
  });
  const surname = uniqueSurname('Carter');
  await built.save('personal', { first_name: 'Ava', last_name: surname });
  const policyId = await submitted(built);
  await waitForCarrierFileTexts(policyId);

  // Later the member opens their member link again, on a phone, and goes to their member home.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/member-benefit-store/${memberLinkFor(AVA)}/IO`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Ava Carter' })).toBeVisible();
  const policy = page.getByRole('region', { name: `Confirmation number ${policyId}` });
  await expect(policy).toContainText('Harborline Dental Preferred');
  await expect(policy).toContainText(`Ava ${surname} (Subscriber)`);
  const monthly = (await policy.locator('dd').nth(1).textContent()) ?? '';
  const policyStart = await coverageStart(policy);

  // Report a life event, by keyboard: a birth, a newborn with no SSN yet.
  const report = page.getByRole('button', { name: `Report a life event (${policyId})` });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report a life event' });
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const summary = dialog.getByRole('alert', { name: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Life event: Choose the life event');
  await dialog.getByLabel('Life event').selectOption({ label: 'Birth' });
  // A birth 70 days ago is outside its 60 days: the server's reason shows at the date.
  const born = dayFromToday(-2);
  await dialog.getByLabel('Date of the event').fill(dayFromToday(-70));
  await dialog.getByLabel('Add a dependent').check();
  await dialog.getByLabel('Relationship').selectOption({ label: 'Child' });
  await dialog.getByLabel('First Name').fill('Lily');
  await dialog.getByLabel('Last Name').fill(surname);
  await dialog.getByLabel('Date of Birth').fill(born);
  await dialog.getByLabel('Gender').selectOption({ label: 'Female' });
  await expectAccessible(page, 'report a life event');
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(/Birth on \d{2}\/\d{2}\/\d{4}: changes were possible until/);
  await expect(dialog.getByLabel('Date of the event')).toHaveAttribute('aria-invalid', 'true');

  // The birth's own day: the review says the new monthly price before anything is made.
  await dialog.getByLabel('Date of the event').fill(born);
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const price = await reviewedPrice(dialog, 'Your');
  expect(price).toMatch(new RegExp(`^Your monthly price changes from \\${monthly} to `));
  await expectAccessible(page, 'the change reviewed');
  await expectFitsPhoneWidth(page, 'the change reviewed');
  await confirmChange(page, dialog);
  await expect(dialog).toBeHidden();

  // The policy lists the newborn and the change with its carrier status.
  await expect(policy).toContainText(`Lily ${surname} (Child)`);
  await expect(policy).toContainText(
    'Harborline Dental Preferred (Harborline Mutual), Basic, Member + Children: from',
  );
  await expect(policy).toContainText(`Dependent added (Birth on ${born})`);
  await expect(policy).toContainText(/Carrier: (Submitted|Sent to carrier|Accepted by carrier)/);
  await expect(policy.locator('dd').nth(1)).not.toHaveText(monthly);

  // Harborline gets the change with the feed's next round, in DATA_DIR/outbound/1/: the newborn added
  // (021, INS04 02 birth) from the date of birth, or from the policy's start when it has not started
  // yet, the tier told on the subscriber's loop, no one re-added.
  const change = changeSet(await waitForCarrierFileTexts(policyId, 2), policyId);
  expect(change).toContain(`INS*N*19*021*02*A`);
  const covered = [x12Day(born), x12Day(policyStart)].sort().at(-1);
  expect(change).toMatch(new RegExp(`HD\\*021\\*\\*DEN\\*[^~]*\\*ECH~DTP\\*348\\*D8\\*${covered}~`));
  expect(change).toContain('HD*001**DEN');
  expect(change).not.toContain('INS*Y*18*021');
  expect(errors).toEqual([]);
});

test('a rep ends a policy from the book of business', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const surname = uniqueSurname('Ender');
  const built = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      portal: 'Direct Enrollment',
      shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' },
    },
    plans: ['Harborline Dental Essentials'],
  });
  await built.save('personal', { first_name: 'Rosa', last_name: surname, marital_status: '0' });
  const policyId = await submitted(built);
  await waitForCarrierFileTexts(policyId);

  await built.openPage('/book-of-business');
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  const row = page.getByRole('row', { name: new RegExp(policyId) });
  await row.getByRole('button', { name: `Manage coverage: Rosa ${surname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage coverage: Rosa ${surname}` });
  const policy = dialog.getByRole('region', { name: `Confirmation number ${policyId}` });
  await expect(policy).toContainText(`Rosa ${surname} (Subscriber)`);
  await expectAccessible(page, 'manage coverage');
  const end = endOfMonthOf(await coverageStart(policy));

  // End coverage on the last day of its first month, with a reason.
  await dialog.getByRole('button', { name: 'End coverage' }).click();
  await dialog.getByLabel('Last day of coverage').fill(end);
  await dialog.getByLabel('Reason').fill('The member asked to end it');
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await reviewedPrice(dialog, 'The');
  await expectAccessible(page, 'the termination reviewed');
  await confirmChange(page, dialog);

  // Back to the policy: the span ends, the change is listed with its carrier status.
  await expect(policy).toContainText(new RegExp(`Harborline Dental Essentials .*– ${end}`));
  await expect(policy).toContainText('Coverage ended');
  await expect(policy).toContainText(/Carrier: (Submitted|Sent to carrier|Accepted by carrier)/);

  // The change's confirmation downloads from its line of the history.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    policy.getByRole('link', { name: 'Download confirmation (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`change-${policyId}-1.pdf`);
  const pdf = fs.readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The termination goes to Harborline with the feed's next round: 024 with the last day (DTP*349).
  const change = changeSet(await waitForCarrierFileTexts(policyId, 2), policyId);
  expect(change).toContain('INS*Y*18*024*07');
  expect(change).toContain(`DTP*349*D8*${x12Day(end)}`);
  expect(errors).toEqual([]);
});

test("a group administrator ends an employee's coverage when their employment ended", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const surname = uniqueSurname('Leaver');
  // Elena Cruz's member of Summit Family Practice (group 3001), submitted.
  const built = await buildEnrollment(page, {
    for: {
      rep: 'elena.cruz@example.com',
      portal: 'Direct Enrollment',
      group: 'Summit Family Practice',
      shopper: { zip: '33101', gender: 'Male', tier: 'Member Only', dob: '06/02/1984' },
    },
    plans: ['Harborline Dental Essentials'],
  });
  await built.save('personal', { first_name: 'Omar', last_name: surname, marital_status: '0' });
  // The group's configuration asks Address Line 2, at home and for billing.
  await built.save('contact', { address2: 'Unit 4' });
  await built.save('billing', { address2: 'Unit 4' });
  const policyId = await submitted(built);
  await waitForCarrierFileTexts(policyId);

  // The group's administrator, on a phone, from their book.
  await signedIn(page, 'admin.3001@example.com');
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/book-of-business');
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  const row = page.getByRole('row', { name: new RegExp(policyId) });
  await row.getByRole('button', { name: `Manage coverage: Omar ${surname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage coverage: Omar ${surname}` });
  const policy = dialog.getByRole('region', { name: `Confirmation number ${policyId}` });
  const end = endOfMonthOf(await coverageStart(policy));
  await dialog.getByRole('button', { name: 'End coverage: Employment ended' }).click();
  await expect(dialog).toContainText('Life event: Employment ended');
  await dialog.getByLabel('Date of the event').fill(dayFromToday(0));
  await dialog.getByLabel('Last day of coverage').fill(end);
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await reviewedPrice(dialog, 'The');
  await expectAccessible(page, 'employment ended reviewed');
  await confirmChange(page, dialog);
  await expect(policy).toContainText(`Coverage ended (Employment ended on ${dayFromToday(0)})`);
  await expect(policy).toContainText(/Carrier: (Submitted|Sent to carrier|Accepted by carrier)/);

  // The change's confirmation downloads from its line of the history.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    policy.getByRole('link', { name: 'Download confirmation (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`change-${policyId}-1.pdf`);
  const pdf = fs.readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The termination goes to Harborline with the feed's next round: 024 with INS04 08, Termination of
  // Employment, and the last day (DTP*349).
  const change = changeSet(await waitForCarrierFileTexts(policyId, 2), policyId);
  expect(change).toContain('INS*Y*18*024*08');
  expect(change).toContain(`DTP*349*D8*${x12Day(end)}`);
  expect(errors).toEqual([]);
});
