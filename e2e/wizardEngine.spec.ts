import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, firstRender, watchErrors, watchFirstRender } from './pageChecks';
import { fillBank, signWithTypedName } from './wizardSteps';

const MARIA = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

/**
 * The API calls a step's page makes while it loads, after `act` (the previous step's Next):
 * everything until the step's own picture has been sent and the network is quiet, less the
 * previous step's save and picture.
 */
async function loadCalls(page: Page, act: () => Promise<void>, heading: string, column: string) {
  const calls: string[] = [];
  const listen = (request: { url(): string; method(): string; postData(): string | null }) => {
    const url = new URL(request.url());
    // Only what the step's own page asks for: the previous page's last calls are not its load.
    if (url.pathname.startsWith('/api/') && page.url().includes('/enrollment/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  };
  page.on('request', listen);
  const picture = page.waitForRequest(
    (request) =>
      request.url().includes('/save-screenshot') && (request.postData() ?? '').includes(`"name":"${column}"`),
  );
  await act();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await picture;
  await page.waitForLoadState('networkidle');
  page.off('request', listen);
  const previousStep =
    /^POST \/api\/v1\/(save-(personal|contact|employer|beneficiary|primary-health|billing)|cart-checkout)/;
  return calls
    .filter((call) => !previousStep.test(call))
    .filter((call) => !call.includes('/save-screenshot') || call.includes(`"name":"${column}"`))
    .map((call) =>
      call
        .split(' ')
        .slice(0, 2)
        .join(' ')
        .replace(/enrollment_id=\w+&?/, ''),
    );
}

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Please correct the following' });

test('the wizard: fields from the server, one wrong entry per step, few calls per step, edit from review returns', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The plan in the cart through the contract; the wizard entered from the cart, as a shopper does.
  const maria = await buildEnrollment(page, {
    for: { shopper: MARIA },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openPage('/cart');
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  const personalCalls = await loadCalls(
    page,
    () => page.getByRole('button', { name: 'Confirm' }).click(),
    'Personal Information',
    'primary_info',
  );
  expect(personalCalls.length, personalCalls.join('\n')).toBeLessThanOrEqual(4);

  // Read-only details from the filter; no height or weight for a dental plan.
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('04/12/1985');
  await expect(page.getByLabel('Weight (lbs)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('First Name: Field is required');
  await expect(summary(page).getByRole('link', { name: 'Last Name: Field is required' })).toBeVisible();
  await summary(page).getByRole('link', { name: 'First Name: Field is required' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('Ethnic Group').selectOption({ label: 'Other' });
  await expect(page.getByLabel('Other Ethnic Group')).toBeVisible();
  await page.getByLabel('Social Security Number').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#field-ssn-error')).toHaveText('Invalid Social Security Number');
  await expect(page.locator('#field-ethnic_category_other_type-error')).toHaveText('Field is required');
  await expectAccessible(page, 'personal with errors');
  await page.getByLabel('Other Ethnic Group').fill('Basque');
  // Fixing the last error, then typing a wrong value again, never moves focus to the summary: only a
  // failed Next does (issue 26: the summary took focus after the first keystroke).
  const ssn = page.getByLabel('Social Security Number');
  await ssn.fill('123456789');
  await expect(summary(page)).toBeHidden();
  // Two keystrokes on the keyboard as it is (no new focus between them): both reach the field.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(summary(page)).toContainText('Social Security Number');
  await expect(ssn).toBeFocused();
  await expect(ssn).toHaveValue('1234567');
  await ssn.fill('123456789');

  const contactCalls = await loadCalls(
    page,
    () => page.getByRole('button', { name: 'Next' }).click(),
    'Contact Information',
    'contact_info',
  );
  expect(contactCalls.length, contactCalls.join('\n')).toBeLessThanOrEqual(4);
  // The filter's zip fills the address and locks the state; a zip that does not exist clears it.
  const state = page.getByLabel(/^State( \*)?$/);
  const zip = page.getByLabel(/^Zip( \*)?$/);
  await expect(zip).toHaveValue('90210');
  await expect(state).toHaveValue('CA');
  await expect(state).not.toBeEditable();
  await zip.fill('00000');
  await expect(page.locator('#field-zip-error')).toHaveText('Invalid Zip code');
  await expect(state).toHaveValue('');
  await expect(state).toBeEditable();
  await state.pressSequentially('n1y');
  await expect(state).toHaveValue('NY');
  await zip.fill('10001');
  await expect(state).toHaveValue('NY');
  await expect(page.locator('#field-zip-error')).toHaveCount(0);
  await page.getByLabel(/^Email( \*)?$/).fill('maria@example.com');
  await page.getByLabel('Phone').fill('555');
  await page.getByLabel('Address Line 1').fill('120 Palm Drive');
  await page.getByLabel(/^City( \*)?$/).fill('Boston');
  await page.getByLabel('Validate my address with USPS').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toContainText('Phone: Invalid phone number');
  await page.getByLabel('Phone').fill('2125550182');
  // With the USPS box ticked the server checks that the zip, city and state agree.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#field-city-error')).toHaveText('City does not match the zip code');
  await expect(summary(page)).toContainText('City: City does not match the zip code');
  await page.getByLabel(/^City( \*)?$/).fill('New York');
  await expectAccessible(page, 'contact with errors');

  const billingCalls = await loadCalls(
    page,
    () => page.getByRole('button', { name: 'Next' }).click(),
    'Billing Information',
    'payment_info',
  );
  // Its method, bill dates, address fields, saved entry, statement text and saved banks; a dental
  // cart offers EFT only (e2e/billing.spec.ts switches EFT and Credit Card).
  expect(billingCalls.length, billingCalls.join('\n')).toBeLessThanOrEqual(7);
  await fillBank(page);
  await signWithTypedName(page);
  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  const contactCard = page.getByRole('region', { name: 'Contact Info' });
  await expect(contactCard).toContainText('(212) 555-0182');

  // Edit from review: after that step's Next the shopper is back on review, nothing else retyped.
  await contactCard.getByRole('link', { name: 'Edit Details' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information', exact: true })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('2125550182');
  await page.getByLabel('Phone').fill('2125550199');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect(contactCard).toContainText('(212) 555-0199');
  // The marker is used once: editing personal info from the wizard's own Back goes forward as usual.
  expect(await page.evaluate(() => window.localStorage.getItem('navto'))).toBeNull();
  expect(errors).toEqual([]);
});

test("a current member's enrollment arrives prefilled: nothing on file is typed again", async ({ page }) => {
  const errors = watchErrors(page);
  // Priya Nair's current member Ethan Kim, the plan checked out through the contract.
  const ethan = await buildEnrollment(page, {
    for: { rep: 'priya.nair@example.com', currentMember: 'Ethan Kim', tier: 'Member Only' },
    plans: ['Harborline Dental Preferred'],
  });
  await ethan.openStep('personal');
  await expect(page.getByLabel('First Name')).toHaveValue('Ethan');
  await expect(page.getByLabel('Last Name')).toHaveValue('Kim');
  await expect(page.getByLabel('Social Security Number')).toHaveValue(/^•{5}\d{4}$/);
  await expect(page.getByLabel('Marital Status')).not.toHaveValue('');
  await expectAccessible(page, 'prefilled personal');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact Information', exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Email( \*)?$/)).toHaveValue('ethan.kim@example.com');
  await expect(page.getByLabel('Address Line 1')).not.toHaveValue('');
  await expect(page.getByLabel(/^Zip( \*)?$/)).toHaveValue('92618');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the wizard paints the layout and the step's name first, and asks for the step's chunk with its step list", async ({
  page,
}) => {
  const maria = await buildEnrollment(page, {
    for: { shopper: MARIA },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('personal');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await watchFirstRender(page);
  await page.reload();
  await expect(page.getByLabel('First Name')).toBeVisible();
  // The wizard's chunks are large: the layout and the step's name (the first page's placeholder) are
  // put in first, and the wizard's chunk is asked for only after they have been painted (a page
  // rendered with the layout asks for its chunk during that render).
  const first = await firstRender(page);
  expect(first).toMatchObject({ header: true, mainText: 'Personal InformationLoading…', footer: false });
  const wizardAsked = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/EnrollmentPage-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
  );
  expect(wizardAsked).toBeGreaterThan(first?.at ?? Number.POSITIVE_INFINITY);
  const chunk = asked.findIndex((path) => /\/assets\/PersonalStep-[\w-]+\.js$/.test(path));
  const stepList = asked.findIndex((path) => path.endsWith('/get-dynamic-tabs'));
  expect(chunk).toBeGreaterThanOrEqual(0);
  expect(stepList).toBeGreaterThanOrEqual(0);
  expect(chunk).toBeLessThan(stepList);
});
