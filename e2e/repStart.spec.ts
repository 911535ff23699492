import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility } from './shopper';
import { signedIn } from './signedIn';

test('a rep chooses a portal and a group and starts a new member of that group', async ({ page }) => {
  const errors = watchErrors(page);
  await signedIn(page, 'priya.nair@example.com');
  await page.goto('/agent-home');
  await expect(page.getByRole('heading', { name: 'Welcome Priya Nair' })).toBeVisible();
  await expectAccessible(page, 'agent home');
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Enrollment Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.locator('#field-platform_group_id-error')).toHaveText('Please choose a platform');
  await page.getByLabel('Enrollment Portal', { exact: true }).selectOption({ label: 'Worksite Portal' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Start Direct Enrollment' })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.locator('#field-group_id-error')).toHaveText('Please choose a group');
  await expectAccessible(page, 'group choice');
  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Coastal Dental Partners' });
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('New member of Coastal Dental Partners through Worksite Portal')).toBeVisible();
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '04/12/1988' });
  // The group offers only some categories.
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pet' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Harborline Dental Essentials' }).first().click();
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/agent-home');
  expect(errors).toEqual([]);
});

test('a rep finds a current member, chooses a tier and shops for them', async ({ page }) => {
  const errors = watchErrors(page);
  await signedIn(page, 'priya.nair@example.com');
  await page.goto('/agent-home');
  await page.getByLabel('Current Member').check();
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Current Members' })).toBeVisible();
  const rows = page.locator('.member-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(/^•{5}\d{4}$/).first()).toBeVisible();
  await expect(page.locator('.plan-status .inactive').first()).toBeVisible();
  await expectAccessible(page, 'current members');
  await page.getByLabel('Search').fill('nguyen');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Enroll Now: Noah Nguyen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Tier' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('#field-tier-error')).toHaveText('Please choose a tier');
  await dialog.getByLabel('Member + Spouse').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Current Member' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Member + Spouse');
  await expect(details).toContainText('10001');
  // Only the tier is asked again: the rest is on file.
  await details.getByRole('button', { name: 'Edit' }).click();
  const tier = page.getByRole('dialog', { name: 'Select Tier' });
  await tier.getByLabel('Family').check();
  await tier.getByRole('button', { name: 'Submit' }).click();
  await expect(details).toContainText('Family');
  expect(errors).toEqual([]);
});

test("a group administrator starts a new member of the group through the rep's portal", async ({ page }) => {
  const errors = watchErrors(page);
  await signedIn(page, 'admin.2512@example.com');
  await page.goto('/group-home');
  await expect(page.getByRole('heading', { name: 'Welcome Coastal Dental Partners' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await page.getByLabel('Enrollment Portal', { exact: true }).selectOption({ label: 'Direct Enrollment' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.locator('#field-new_member-error')).toHaveText('Choose enroll for new member');
  await expectAccessible(page, 'group start');
  await page.getByLabel('Enroll for a new member').check();
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(
    page.getByText('New member of Coastal Dental Partners through Direct Enrollment'),
  ).toBeVisible();
  await fillEligibility(page, { zip: '10001', gender: 'Male', tier: 'Member Only', dob: '01/05/1990' });
  await expect(page.getByRole('checkbox', { name: 'Vision' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/group-home');
  expect(errors).toEqual([]);
});

test('a rep sends a personalized quote of the cart', async ({ page }) => {
  const errors = watchErrors(page);
  // Priya Nair's direct enrollment of a new member with a plan in the cart, through the contract.
  const member = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      portal: 'Direct Enrollment',
      shopper: { zip: '10001', gender: 'Male', tier: 'Member Only', dob: '02/02/1980' },
    },
    plans: ['Harborline Dental Essentials'],
  });
  await member.openPage('/cart');
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Personalized Quote' });
  await dialog.getByLabel('Name').fill('R2D2');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('#field-name-error')).toHaveText('Please enter valid name');
  await expect(dialog.locator('#field-email-error')).toHaveText('Please enter valid email address');
  await dialog.getByLabel('Name').fill('Maria Lopez');
  await dialog.getByLabel('Email').fill('maria@example.com');
  await dialog.getByLabel('Message').fill('Here are the plans we talked about.');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByLabel('Quote preview');
  await expect(preview).toContainText('Dear Maria Lopez,');
  await expect(preview).toContainText(/Harborline Dental Essentials \(Basic\): \$\d+\.\d\d per month/);
  await expectAccessible(page, 'quote preview');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Quote Successfully Sent to maria@example.com')).toBeVisible();
  expect(errors).toEqual([]);
});
