import { expect, type Page } from '@playwright/test';

/**
 * Signs in as the demo rep Priya Nair and starts a current member of hers on a tier: Current
 * Member, Start Enrollment, the member found by a search word, Enroll Now, Select Tier; waits for
 * the plan list.
 */
export async function startCurrentMember(
  page: Page,
  member: { search: string; name: string },
  tier: string,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('priya.nair@example.com');
  await page.getByLabel('Password').fill('Demo-Benefits-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Current Member').check();
  await page.getByRole('button', { name: 'Start Enrollment' }).click();
  await page.getByLabel('Search').fill(member.search);
  await page.getByRole('button', { name: `Enroll Now: ${member.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Tier' });
  await dialog.getByLabel(tier).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
}
