import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

test('a visitor arrives by referral link, answers two slides and sees the plans', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/referrals?rid=RFPN7731');
  await expect(page.getByText('Referred By Priya Nair')).toBeVisible();
  await expectAccessible(page, 'referral');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Please fill the both fields.');
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByLabel('Zip Code').fill('10001');
  // The zip is checked two seconds after typing stops.
  await expect(page.getByText('New York, NY')).toBeVisible();
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Who is covered?' })).toBeVisible();
  // Arriving on the slide is not submitting it: no error shows until View Plans is pressed.
  await expect(page.getByText('Field is required')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await page.getByLabel('Date of Birth').pressSequentially('07091982');
  await expectAccessible(page, 'referral second slide');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pet' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: '(212) 555-0190' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/referrals?rid=RFPN7731');
  expect(errors).toEqual([]);
});

test('an unknown referral link goes to the not-found page; a bad zip says so after the pause', async ({
  page,
}) => {
  await page.goto('/referrals?rid=NOPE1234');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/referrals?rid=RFOLD001');
  await expect(page.getByText('Referred By')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Zip Code').fill('00000');
  await expect(page.locator('#field-zip-error')).toHaveText('Invalid Zip code');
});
