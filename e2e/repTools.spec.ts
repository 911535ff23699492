import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility } from './shopper';
import { signedIn } from './signedIn';

test("a rep views a member's details by keyboard and copies an Elevate link that opens the group's site", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await signedIn(page, 'priya.nair@example.com');
  await page.goto('/agent-home');
  await expect(page.getByRole('heading', { name: 'Welcome Priya Nair' })).toBeVisible();

  // Only Priya's Elevate group is listed, with its link in a field and Copy link.
  const sites = page.getByRole('region', { name: 'Elevate Group Sites' });
  const field = sites.getByLabel('Link for Redwood Logistics');
  await expect(field).toHaveValue(/\/websites\?group=elevate&id=[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(sites.getByLabel('Link for Coastal Dental Partners')).toHaveCount(0);
  await expectAccessible(page, 'agent home with Elevate links');
  const link = await field.inputValue();
  expect(link).not.toContain('2556');
  await sites.getByRole('button', { name: 'Copy link: Redwood Logistics' }).click();
  await expect(page.getByRole('status')).toContainText('Success! Link for Redwood Logistics copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A member's details, opened and closed by keyboard.
  await page.getByLabel('Current Member').check();
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Current Members' })).toBeVisible();
  await page.getByLabel('Search').fill('nguyen');
  const view = page.getByRole('button', { name: 'View: Noah Nguyen' });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Member Details' });
  await expect(dialog).toContainText('Noah Nguyen');
  await expect(dialog).toContainText('Coastal Dental Partners');
  await expect(dialog).toContainText('5002');
  await expect(dialog).not.toContainText(/\d{3}-?\d{2}-?\d{4}/);
  await expectAccessible(page, 'member details');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // The copied link opens the group's Elevate site, for anyone.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Redwood Logistics Benefits' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a shopper who came through a rep sees 'Your representative' on the cart, without codes", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/jordan-ellis');
  await fillEligibility(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const rep = page.getByRole('region', { name: 'Your representative' });
  await expect(rep).toContainText('Jordan A Ellis');
  // Shown as a phone number is written, dialled as digits.
  await expect(rep.getByRole('link', { name: '(310) 555-0101' })).toHaveAttribute('href', 'tel:3105550101');
  await expect(rep.getByRole('link', { name: 'jordan.ellis@example.com' })).toBeVisible();
  await expect(rep).not.toContainText('JE7K2M9Q');
  await expectAccessible(page, 'cart with representative');
  expect(errors).toEqual([]);
});

test("a group's employee sees 'Your group' and the group's rep on the cart", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/coastal-dental');
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your group' })).toContainText('Coastal Dental Partners');
  await expect(page.getByRole('region', { name: 'Your representative' })).toContainText('Priya R Nair');
  await expect(page.locator('.enrollment-contacts')).not.toContainText('CDP25120');
  expect(errors).toEqual([]);
});
