import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

test('a rep signs in and out; a wrong password says so at the field', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, 'sign in');
  await page.getByLabel('E-mail').fill('jordan.ellis@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('#field-password-error')).toHaveText('The e-mail or password is not right');
  await page.getByLabel('Password').fill('Demo-Benefits-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Jordan Ellis' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'bs_session')?.httpOnly).toBe(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(errors).toEqual([]);
});
