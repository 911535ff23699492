import { openDialog } from './dialogOpening';
import { expect, test } from './fixtures';
import { expectAccessible, firstRender, watchErrors, watchFirstRender } from './pageChecks';
import { fillEligibility } from './shopper';

test("a visitor on a group's landing page sees the group and only its plans", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/coastal-dental');
  await expect(page.locator('.hero__owner')).toHaveText('Coastal Dental Partners');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '(212) 555-0190' })).toBeVisible();
  await header.getByRole('button', { name: 'About Coastal Dental Partners' }).click();
  const about = page.getByRole('dialog', { name: 'About Coastal Dental Partners' });
  await expect(about).toContainText('offers its people a choice of benefits');
  await expectAccessible(page, 'group landing with about popup');
  await about.getByRole('button', { name: 'Close' }).click();
  await fillEligibility(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pet' })).toHaveCount(0);
  // The default site has no tools menu; "Not my site" leaves the group's store.
  await expect(page.getByText('Tools', { exact: true })).toHaveCount(0);
  await header.getByRole('button', { name: 'Not my site' }).click();
  await expect(page.getByRole('heading', { name: 'Find plans for you' })).toBeVisible();
  await expect(header.getByRole('link', { name: '(212) 555-0190' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('tempId'), localStorage.getItem('enrollContext')]),
  ).toEqual([null, null]);
  expect(errors).toEqual([]);
});

test('an unknown landing page is "OOPS! Page not found", without header and footer', async ({ page }) => {
  await page.goto('/nobody-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, '404');
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
});

test("the footer's access code finds a rep, asks to confirm, and opens the rep's page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Access Code' });
  await openDialog(page.getByRole('contentinfo').getByRole('button', { name: 'Access Code' }), dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('#field-agent_code-error')).toHaveText('Field is required');
  await dialog.getByLabel('Access Code').fill('ZZZZ9999');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('#field-agent_code-error')).toHaveText(
    'No representative has this access code',
  );
  await dialog.getByLabel('Access Code').fill('je7k2m9q');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Is this your representative?');
  await expect(dialog).toContainText('Jordan Ellis');
  await expect(dialog).toContainText('(310) 555-0101');
  await expectAccessible(page, 'access code confirmation');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByLabel('Access Code')).toHaveValue('');
  await dialog.getByLabel('Access Code').fill('JE7K2M9Q');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/jordan-ellis$/);
  await expect(page.locator('.hero__owner')).toHaveText('Jordan Ellis');
  expect(errors).toEqual([]);
});

test('a code without a landing page says so; a group code confirms the company', async ({ page }) => {
  await page.goto('/');
  const rep = page.getByRole('dialog', { name: 'Access Code' });
  await openDialog(page.getByRole('contentinfo').getByRole('button', { name: 'Access Code' }), rep);
  await rep.getByLabel('Access Code').fill('MR9D3F6H');
  await rep.getByRole('button', { name: 'Submit' }).click();
  await rep.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByRole('heading', { name: 'Landing url is not configured for this Agent' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Homepage' }).click();

  const group = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await openDialog(page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' }), group);
  await group.getByLabel('Group Code').fill('CDP25120');
  await group.getByRole('button', { name: 'Submit' }).click();
  await expect(group).toContainText('Is this your company?');
  await expect(group).toContainText('Coastal Dental Partners');
  await group.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/coastal-dental$/);
});

test('the location banner: with consent the store remembers the state and shows what is popular there', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Your location' });
  await expect(banner).toContainText('May we remember your state');
  await expectAccessible(page, 'location banner');
  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toHaveCount(0);
  await fillEligibility(page, { zip: '10001', gender: 'Male', tier: 'Member Only', dob: '06/06/1975' });
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Popular in NY' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor sent by a partner site lands on /home with the site remembered', async ({ page }) => {
  await page.goto('/external?site=partner.example');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Find plans for you' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fromSite'))).toBe('partner.example');
});

test("the landing page's first render shows the page itself, not the layout around an empty page", async ({
  page,
}) => {
  // The page shell preloads the page's chunk and the first render waits for it, so the banner, the
  // page's largest paint, is in the first paint.
  await watchFirstRender(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Benefit and insurance plans, priced for you' }),
  ).toBeVisible();
  const first = await firstRender(page);
  expect(first?.header).toBe(true);
  expect(first?.mainText).toContain('Benefit and insurance plans, priced for you');
  // The footer (below the fold) comes after the first paint, its pictures after what that paint needs.
  expect(first?.footer).toBe(false);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A later page still loads on the way (its chunk was not fetched with the shell).
  await page.getByRole('link', { name: 'Association Benefits' }).first().click();
  await expect(page).toHaveURL(/\/new_membership$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
