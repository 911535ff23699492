import { memberLinkToken } from '../src/server/access/memberLinks';
import { createSecretBox } from '../src/server/db/secretBox';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { E2E_ENCRYPTION_KEY } from './testKey';

const box = createSecretBox(Buffer.from(E2E_ENCRYPTION_KEY, 'hex'));

test("a member's link opens their plans; member home welcomes them and changes the tier", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`/member-benefit-store/${memberLinkToken(box, 5001, new Date())}/IS`);
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Member + Spouse');
  await expect(details).toContainText('90210');
  // Home leads to the member home, not to the landing's form (not theirs to change).
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/member-home$/);
  await expect(page.getByRole('heading', { name: 'Welcome Ava Carter' })).toBeVisible();
  await expectAccessible(page, 'member home');
  // So does the store's name in the header.
  await page.goto('/plans');
  await page.locator('header a.brand').click();
  await expect(page).toHaveURL(/\/member-home$/);
  await page.getByLabel('Family').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Family');
  expect(errors).toEqual([]);
});

test('a forged member link opens nothing', async ({ page }) => {
  await page.goto('/member-benefit-store/5001/IO');
  await expect(page.getByRole('alert')).toHaveText('This member link is not valid or has expired');
  await page.goto('/member-home');
  await expect(page.getByText('Open the store from the link in your member dashboard')).toBeVisible();
});
