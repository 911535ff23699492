import { buildEnrollment } from './builtEnrollment';
import { waitForCarrierFileTexts } from './carrierFiles';
import {
  changeSet,
  confirmChange,
  coverageStart,
  dayFromToday,
  reviewedPrice,
  submitted,
  x12Day,
} from './coverageChanges';
import { expect, test } from './fixtures';
import { memberLinkFor } from './memberLinkTokens';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { uniqueSurname } from './uniqueNames';

/** Ava Carter, the demo's member of the member link. */
const AVA = 5001;

/** The day before a mm/dd/yyyy day, as an 834 writes it. */
function x12DayBefore(mdy: string): string {
  const [month = 1, day = 1, year = 2000] = mdy.split('/').map(Number);
  const before = new Date(Date.UTC(year, month - 1, day - 1));
  return before.toISOString().slice(0, 10).replaceAll('-', '');
}

test('a member reports a birth and changes their dental plan option, seeing its price before confirming', async ({
  page,
}) => {
  // The feed's rounds (15 s each): the submission's file, then the change's.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const built = await buildEnrollment(page, {
    for: { member: AVA, tier: 'Member Only' },
    plans: ['Harborline Dental Preferred'],
  });
  const surname = uniqueSurname('Carter');
  await built.save('personal', { first_name: 'Ava', last_name: surname });
  const policyId = await submitted(built);
  await waitForCarrierFileTexts(policyId);

  // Later, on a phone, from the member home her member link opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/member-benefit-store/${memberLinkFor(AVA)}/IO`);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const policy = page.getByRole('region', { name: `Confirmation number ${policyId}` });
  await expect(policy).toContainText('Harborline Dental Preferred');
  const monthly = (await policy.locator('dd').nth(1).textContent()) ?? '';
  const policyStart = await coverageStart(policy);

  // A birth allows changing the plan option: no "ask your rep", the options with their prices.
  await page.getByRole('button', { name: `Report a life event (${policyId})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a life event' });
  await dialog.getByLabel('Life event').selectOption({ label: 'Birth' });
  const born = dayFromToday(-3);
  await dialog.getByLabel('Date of the event').fill(born);
  await dialog.getByLabel('Change plan option').check();
  await expect(dialog).not.toContainText(/ask your (rep|agent)|contact them/i);
  await expect(dialog).toContainText(
    /Coverage to change: Harborline Dental Preferred \(\w+\), Harborline Mutual/,
  );
  const options = dialog.getByRole('group', { name: 'New plan option' });
  await expect(options.getByRole('radio').first()).toBeVisible();
  // Nothing chosen: the summary takes focus and names the field.
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const summary = dialog.getByRole('alert', { name: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('New plan option: Choose the new plan option');
  const choice = options
    .locator('label')
    .filter({ hasText: /^Harborline Dental Essentials \(Basic\), Harborline Mutual: \$[\d,.]+ a month$/ });
  const listed = /(\$[\d,.]+) a month$/.exec((await choice.textContent()) ?? '')?.[1] ?? '';
  expect(listed).toMatch(/^\$\d/);
  await choice.getByRole('radio').check();
  await expectAccessible(page, 'change plan option');
  await expectFitsPhoneWidth(page, 'change plan option');

  // The review says the new monthly price, the one listed, before anything is made.
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const reviewed = await reviewedPrice(dialog, 'Your');
  expect(reviewed).toBe(`Your monthly price changes from ${monthly} to ${listed}`);
  await expect(dialog).toContainText(
    /Change Harborline Dental Preferred \(\w+\) to Harborline Dental Essentials \(Basic\) from/,
  );
  await expectAccessible(page, 'the option change reviewed');
  await expectFitsPhoneWidth(page, 'the option change reviewed');
  await confirmChange(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(policy).toContainText(`Plan option changed (Birth on ${born})`);
  await expect(policy).toContainText('Harborline Dental Essentials (Harborline Mutual), Basic');
  await expect(policy.locator('dd').nth(1)).toHaveText(listed);

  // Harborline's next 834 (DATA_DIR/outbound/1/): the old plan ended (HD*024, DTP*349) and the new one
  // begun (HD*021, DTP*348) from the birth, or from the policy's start when it had not started (then
  // the old one is cancelled: its DTP*349 is its own first day).
  const change = changeSet(await waitForCarrierFileTexts(policyId, 2), policyId);
  const started = x12Day(policyStart) >= x12Day(born);
  const ends = started ? x12Day(policyStart) : x12DayBefore(born);
  const begins = started ? x12Day(policyStart) : x12Day(born);
  const ended = new RegExp(`HD\\*024\\*\\*DEN\\*([^*~]+)\\*[^~]*~DTP\\*349\\*D8\\*${ends}~`).exec(change);
  const begun = new RegExp(`HD\\*021\\*\\*DEN\\*([^*~]+)\\*[^~]*~DTP\\*348\\*D8\\*${begins}~`).exec(change);
  expect(ended, change).not.toBeNull();
  expect(begun, change).not.toBeNull();
  expect(ended?.[1]).not.toBe(begun?.[1]);
  expect(change).toContain('INS*Y*18*001*02');
  expect(errors).toEqual([]);
});

test('a rep changes the plan option from the book of business under the life event they name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const surname = uniqueSurname('Mover');
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

  await built.openPage('/book-of-business');
  await page.getByLabel('Search by name or policy ID').fill(policyId);
  const row = page.getByRole('row', { name: new RegExp(policyId) });
  await row.getByRole('button', { name: `Manage coverage: Rosa ${surname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage coverage: Rosa ${surname}` });
  const policy = dialog.getByRole('region', { name: `Confirmation number ${policyId}` });
  const monthly = (await policy.locator('dd').nth(1).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Change plan option' }).click();
  await expect(dialog.getByRole('heading', { name: 'Change plan option' })).toBeFocused();

  // Nothing named: the summary asks for the life event and the option.
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const summary = dialog.getByRole('alert', { name: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Life event: Choose the life event');
  await expect(summary).toContainText('New plan option: Choose the new plan option');
  await dialog.getByLabel('Life event').selectOption({ label: 'Move to a new home' });
  await dialog.getByLabel('Date of the event').fill(dayFromToday(0));
  // Another carrier's plan of the same category.
  const choice = dialog
    .getByRole('group', { name: 'New plan option' })
    .locator('label')
    .filter({ hasText: /^Bluewater Dental Plus \(\w+\), Bluewater Vision Co\.: / })
    .first();
  await choice.getByRole('radio').check();
  await expectAccessible(page, "the rep's option change");
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const reviewed = await reviewedPrice(dialog, 'The');
  // Back keeps the choice, listed at the price the review gave.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(choice.getByRole('radio')).toBeChecked();
  const listed = /(\$[\d,.]+) a month$/.exec((await choice.textContent()) ?? '')?.[1] ?? '';
  expect(reviewed).toBe(`The monthly price changes from ${monthly} to ${listed}`);
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await reviewedPrice(dialog, 'The');
  await confirmChange(page, dialog);
  await expect(policy).toContainText(`Plan option changed (Move to a new home on ${dayFromToday(0)})`);
  await expect(policy).toContainText('Bluewater Dental Plus (Bluewater Vision Co.)');
  expect(errors).toEqual([]);
});
