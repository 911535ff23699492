import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillContact } from './wizardSteps';

/** The API calls the page makes from now on, by name, under the route it shows; a step's load has a budget. */
function recordCalls(page: Page): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    const route = new URL(page.url()).pathname;
    calls.set(route, [...(calls.get(route) ?? []), path.replace(/^\/api\/(v1|benefit)\//, '')]);
  });
  return calls;
}

/**
 * Priya Nair is the rep of Redwood Logistics (group 2556), which needs an enroller code before
 * Personal Information's Next and asks the employer's details; her active code is PN2001.
 */
test("a rep's member of group 2556 enters the enroller code, then the employer's details", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Her new member of the group, through the Worksite Portal, with income protection in the cart
  // (its income and hours given): built through the contract, the wizard entered from the cart.
  const member = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      portal: 'Worksite Portal',
      group: 'Redwood Logistics',
      shopper: { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '04/12/1988' },
    },
    plans: ['Crescent Income Protector'],
    income: { annual: 52000, hours: 40 },
  });
  await member.openPage('/cart');
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  const calls = recordCalls(page);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Personal Information: the button shows, and the code is needed before Next.
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  const enterCode = page.getByRole('button', { name: 'Enter Enroller Code' });
  await expect(enterCode).toBeVisible();
  // The page load's budget: the tabs, the fields (ethnic groups included), the code's status, the picture.
  const personalCalls = () => calls.get('/enrollment/personal-info') ?? [];
  await expect.poll(() => personalCalls().includes('save-screenshot')).toBe(true);
  expect(personalCalls().length, personalCalls().join(', ')).toBeLessThanOrEqual(4);
  expect(personalCalls()).not.toContain('get-ethnic-category');
  await expectAccessible(page, 'personal info');

  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');
  // The other ethnic group's name is asked only for "Other" (id 12).
  const otherGroup = page.getByLabel('Other Ethnic Group');
  await page.getByLabel('Ethnic Group', { exact: true }).selectOption({ label: 'Other' });
  await expect(otherGroup).toBeVisible();
  await page.getByLabel('Ethnic Group', { exact: true }).selectOption({ label: 'Filipino' });
  await expect(otherGroup).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enroller code is required');
  await expectAccessible(page, 'personal info without a code');
  await summary.getByRole('link', { name: 'Enroller code is required' }).click();
  await expect(enterCode).toBeFocused();

  await enterCode.click();
  const dialog = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await expect(dialog.getByLabel('Enroller Code')).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('#field-code-error')).toHaveText('Enter Enroller Code');
  // Another rep's code (Jordan Ellis's) is not this enrollment's: the server says so.
  await dialog.getByLabel('Enroller Code').fill('JE1001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('#field-code-error')).toHaveText(
    'This enroller code is not valid for this enrollment',
  );
  await expectAccessible(page, 'enroller code refused');
  // Still required.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText('Enroller code is required');

  await enterCode.click();
  await dialog.getByLabel('Enroller Code').fill('pn2001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Enroller code saved' })).toBeVisible();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await fillContact(page);

  // Employer Information starts from the group's details and asks the group's four more.
  await expect(page.getByRole('heading', { name: 'Employer Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Employer Information' })).toHaveValue('Redwood Logistics');
  await expect(page.getByLabel('Contact Number')).toHaveValue('2125550155');
  await expect(page.getByLabel('Street Address 1')).toHaveValue('9 Dock Road');
  await expect(page.getByLabel(/^City( \*)?$/)).toHaveValue('New York');
  await expect(page.getByLabel(/^Zip( \*)?$/)).toHaveValue('10001');
  await expect(page.getByLabel(/^State( \*)?$/)).toHaveValue('NY');
  for (const label of ['Employer Industry', 'Number of Employees', 'Vacation Policy', 'Bargaining Unit']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(page.getByText('Count yourself as 1')).toBeVisible();
  await expectAccessible(page, 'employer info');

  const status = page.getByLabel('Employment Status');
  await status.selectOption({ label: 'Retired' });
  await expect(page.getByText('You cannot proceed with retired employer')).toBeVisible();
  await status.selectOption({ label: 'Active' });
  await expect(page.getByText('You cannot proceed with retired employer')).toBeHidden();

  await page.getByLabel('Average Work Week').selectOption({ label: '40 hours or more' });
  await page.getByLabel('Employment Start Date').pressSequentially('03012019');
  await page.getByLabel('Occupation').fill('Dispatcher');
  await page.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await page.getByLabel('Employer Industry').fill('Freight and logistics');
  await page.getByLabel('Number of Employees').fill('240');
  await page.getByLabel('Vacation Policy').selectOption({ label: 'Three to four weeks' });
  await page.getByLabel('Bargaining Unit').selectOption({ label: 'No' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Select at least one holiday policy');
  await expectAccessible(page, 'employer info with errors');
  const holidays = page.getByRole('group', { name: /Holiday Policy/ });
  await holidays.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  const employerLoad = (calls.get('/enrollment/employer-info') ?? []).filter(
    (c) => !c.startsWith('save-employer'),
  );
  expect(employerLoad.length, employerLoad.join(', ')).toBeLessThanOrEqual(4);
  expect(errors).toEqual([]);
});
