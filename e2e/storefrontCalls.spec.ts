import { sealId } from '../src/server/access/sealedIds';
import { createSecretBox } from '../src/server/db/secretBox';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { E2E_ENCRYPTION_KEY } from './testKey';

const box = createSecretBox(Buffer.from(E2E_ENCRYPTION_KEY, 'hex'));

test("the header's About pop-up shows the group's about text and closes by keyboard", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/coastal-dental');
  const about = page.getByRole('button', { name: 'About Coastal Dental Partners' });
  await about.click();
  const dialog = page.getByRole('dialog', { name: 'About Coastal Dental Partners' });
  await expect(dialog).toContainText(
    'Coastal Dental Partners offers its people a choice of benefits through the national association.',
  );
  await expectAccessible(page, 'about pop-up');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
  expect(errors).toEqual([]);
});

test("the footer's plan link opens the store's footer plan", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Harborline Dental Essentials' }).click();
  await expect(page).toHaveURL(/\/plan\/101\//);
  await expect(page.getByRole('heading', { name: 'Harborline Dental Essentials', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Elevate group site opens from its sealed link and sells on one page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/websites?group=elevate&id=${sealId(box, 'groupId', 2556)}`);
  await expect(page.getByRole('heading', { name: 'Redwood Logistics Benefits' })).toBeVisible();
  await expectAccessible(page, 'elevate site details');
  await page.getByLabel('Zip Code').fill('90210');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await page.getByLabel('Date of Birth').pressSequentially('04121985');
  await page.getByRole('button', { name: 'View Plans' }).click();
  const picks = page.getByRole('list', { name: 'Plans for you' });
  await expect(picks).toBeVisible();
  await expectAccessible(page, 'elevate one-page pick');
  // Add to Cart is on this page: the plan's one-time fee is said before it (issue 40).
  await expect(picks.getByRole('listitem').filter({ hasText: 'Harborline Dental Essentials' })).toContainText(
    'First month $54.19, with the one-time Application fee of $25.00',
  );
  await picks.getByRole('button', { name: 'Add to Cart: Harborline Dental Essentials' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByText('Harborline Dental Essentials').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tampered Elevate link opens nothing; a plain group name goes to its landing page', async ({
  page,
}) => {
  const sealed = sealId(box, 'groupId', 2556);
  const at = sealed.length - 3;
  const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
  await page.goto(`/websites?group=elevate&id=${tampered}`);
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await page.goto(`/websites?group=elevate&id=${sealId(box, 'planId', 2556)}`);
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await page.goto('/websites?group=coastal-dental');
  await expect(page.getByRole('button', { name: 'About Coastal Dental Partners' })).toBeVisible();
});

test('the named routes: main opens a landing, error has no header or footer, external knows its site', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/main/coastal-dental');
  await expect(page.getByRole('button', { name: 'About Coastal Dental Partners' })).toBeVisible();
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, 'error route');
  await page.goto('/external?site=priya-nair');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'About Priya Nair' })).toBeVisible();
  expect(errors).toEqual([]);
});
