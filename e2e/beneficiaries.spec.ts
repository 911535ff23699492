import type { Page } from '@playwright/test';
import { stepPath } from '../src/contract/wizardStepCatalog';
import { type BuiltEnrollment, buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

const BENEFICIARY_PAGE = stepPath('beneficiary');
/** How long no API call may be made for a page to count as done loading. */
const QUIET_MS = 750;

/**
 * Records the API calls a page makes: each call's method and path, and a mark where the browser
 * arrived at a route, so a page load's calls can be counted from its navigation on.
 */
function watchApiCalls(page: Page) {
  const log: string[] = [];
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    log.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const done = (request: { url: () => string }) => {
    if (isApi(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`arrived ${new URL(frame.url()).pathname}`);
  });
  return {
    /**
     * The calls made since the last arrival at `path`, once the page has sent its screenshot and no
     * call has been under way or begun for a while (a late call would still be counted).
     */
    async since(path: string): Promise<string[]> {
      const after = () => log.slice(log.lastIndexOf(`arrived ${path}`) + 1);
      await expect.poll(() => after().some((call) => call.endsWith('/save-screenshot'))).toBe(true);
      let seen = -1;
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight > 0 || log.length !== seen) {
              seen = log.length;
              quietSince = Date.now();
            }
            return Date.now() - quietSince;
          },
          { intervals: [100], timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(QUIET_MS);
      return after();
    },
  };
}

async function addBeneficiary(
  page: Page,
  person: { first: string; dob: string; ssn: string; relationship: string; percentage: string },
) {
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Date of Birth').pressSequentially(person.dob);
  await page.getByLabel('Social Security Number').fill(person.ssn);
  await page.getByLabel('Relationship').selectOption(person.relationship);
  await page.getByLabel('Beneficiary Percentage').fill(person.percentage);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Arrives at Beneficiary Information by Contact Information's Next, as a shopper does (the page's own
 * load is what the spec counts), Personal and Contact saved through the contract.
 */
async function nextToBeneficiaries(page: Page, enrollment: BuiltEnrollment): Promise<void> {
  await enrollment.saveBefore('beneficiary');
  await enrollment.openStep('contact');
  await page.getByRole('button', { name: 'Next' }).click();
}

const totalMessage = (n: number, side: 'more' | 'less') =>
  `Your total Beneficiary Percentage is ${n} and it Should not be ${side} than 100%`;

test('beneficiaries: three adding up to 100, edited, deleted and re-added, kept by id across Back and Next', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const calls = watchApiCalls(page);
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Family', dob: '04/12/1985' } },
    plans: ['Keystone Term Life 10'],
  });
  await nextToBeneficiaries(page, maria);

  // The page loads with its fields and its list (and the wizard's tabs and the step's picture).
  await expect(page.getByRole('heading', { name: 'Beneficiary Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Beneficiary' })).toBeVisible();
  const firstLoad = await calls.since(BENEFICIARY_PAGE);
  expect(firstLoad.length, firstLoad.join('\n')).toBeLessThanOrEqual(4);
  // Back and Save and Continue Later are there before the list is complete; Next is not.
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and Continue Later' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await addBeneficiary(page, {
    first: 'Ana',
    dob: '02021984',
    ssn: '111223333',
    relationship: 'Spouse',
    percentage: '50',
  });
  await expect(page.getByRole('heading', { name: 'Beneficiary #1' })).toBeVisible();
  await expect(page.getByText(totalMessage(50, 'less'))).toBeVisible();

  // A wrong entry is corrected from its message.
  await addBeneficiary(page, {
    first: 'Ben',
    dob: '06012010',
    ssn: '4445566',
    relationship: 'Child',
    percentage: '30',
  });
  await expect(page.getByRole('heading', { name: 'Beneficiary #2' })).toBeVisible();
  await expect(page.getByText('Invalid Social Security Number').first()).toBeVisible();
  await page.getByLabel('Social Security Number').fill('444556666');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(totalMessage(80, 'less'))).toBeVisible();

  // Edited above 100, then back.
  await page.getByRole('button', { name: /^Edit Ben Lopez/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Beneficiary #2' })).toBeVisible();
  await expect(page.getByLabel('Social Security Number')).toHaveValue('444556666');
  await page.getByLabel('Beneficiary Percentage').fill('60');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(totalMessage(110, 'more'))).toBeVisible();
  await page.getByRole('button', { name: /^Edit Ben Lopez/ }).click();
  await page.getByLabel('Beneficiary Percentage').fill('30');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(totalMessage(80, 'less'))).toBeVisible();

  await addBeneficiary(page, {
    first: 'Cy',
    dob: '03032012',
    ssn: '777889999',
    relationship: 'Child',
    percentage: '20',
  });
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Beneficiary' })).toHaveCount(0);

  // The first is deleted (the others keep who they are) and added again.
  await page.getByRole('button', { name: /^Delete Ana Lopez/ }).click();
  await expect(page.getByText(totalMessage(50, 'less'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Ben Lopez, Beneficiary #1' })).toBeVisible();
  await addBeneficiary(page, {
    first: 'Ana',
    dob: '02021984',
    ssn: '111223333',
    relationship: 'Spouse',
    percentage: '50',
  });
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Beneficiary #\d$/ })).toHaveCount(3);

  // While an entry is being edited, Delete and Next wait and say why.
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('button', { name: /^Edit Cy Lopez/ }).click();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAttribute('title', 'Please submit the edited form first to continue');
  for (const remove of await page.getByRole('button', { name: /^Delete / }).all()) {
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', 'Please submit the edited form first to delete');
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(next).toBeEnabled();
  await expect(next).toHaveAttribute('title', 'Click to continue enrollment');
  await expect(page.getByRole('button', { name: /^Delete Cy Lopez/ })).toHaveAttribute('title', 'Delete');
  await expectAccessible(page, 'beneficiaries');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeVisible();

  // Back: the saved three, SSNs masked by the server; Next again without typing anything.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Beneficiary Information' })).toBeVisible();
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  const backLoad = await calls.since(BENEFICIARY_PAGE);
  expect(backLoad.length, backLoad.join('\n')).toBeLessThanOrEqual(4);
  for (const [name, last4] of [
    ['Ben', '6666'],
    ['Cy', '9999'],
    ['Ana', '3333'],
  ] as const) {
    await expect(page.getByRole('listitem').filter({ hasText: `${name} Lopez` })).toContainText(
      `SSN •••••${last4}`,
    );
  }
  await page.getByRole('button', { name: /^Edit Ana Lopez/ }).click();
  await expect(page.getByLabel('Social Security Number')).toHaveValue('•••••3333');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a current member's beneficiaries on file start the list; the save's last message shows on the page", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const calls = watchApiCalls(page);
  // Ava Carter (the demo's member 5001) by her member link.
  const ava = await buildEnrollment(page, {
    for: { member: 5001, tier: 'Family' },
    plans: ['Keystone Term Life 10'],
  });
  await nextToBeneficiaries(page, ava);

  await expect(page.getByRole('heading', { name: 'Beneficiary Information' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Chris Carter' })).toContainText('Spouse, 100%');
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  const load = await calls.since(BENEFICIARY_PAGE);
  expect(load).toContain('GET /api/v1/get-beneficiaries-existing-user-enrollment');
  expect(load.length, load.join('\n')).toBeLessThanOrEqual(5);

  // The file has no SSN for this beneficiary: the server's message shows once, above the list.
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toContainText('Beneficiary #1, Social Security Number: Field is required');
  await expect(summary).toBeFocused();
  await summary.getByRole('link').click();
  await expect(page.getByRole('button', { name: /^Edit Chris Carter/ })).toBeFocused();
  await page.getByRole('button', { name: /^Edit Chris Carter/ }).click();
  await page.getByLabel('Social Security Number').fill('222334444');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Primary Health Questions' })).toBeVisible();
  expect(errors).toEqual([]);
});
