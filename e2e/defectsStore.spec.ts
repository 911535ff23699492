import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { startShopping } from './shopper';

const SHOPPER = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

test('when the plan list cannot be read the page says so and Retry brings the plans', async ({ page }) => {
  await startShopping(page, SHOPPER);
  const errors = watchErrors(page);
  // The plan list's call fails (the server is unreachable for it) while another category is chosen.
  await page.route('**/api/v1/get-filtered-plans**', (route) => route.abort('connectionrefused'));
  await page.goto('/plans?type=vision');
  const failed = page.getByRole('alert').filter({ hasText: 'We could not load the plans' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  // Not the words of an empty selection: the shopper is not told there are no plans.
  await expect(page.getByText('No Plans are available for your selection')).toHaveCount(0);
  await expectAccessible(page, 'plan list failed');

  await page.unroute('**/api/v1/get-filtered-plans**');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /^More Info about / }).first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  // The aborted calls are the only errors the page met.
  expect(errors.filter((error) => !/get-filtered-plans|Failed to load resource/.test(error))).toEqual([]);
});
