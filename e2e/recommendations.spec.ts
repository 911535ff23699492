import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

test('a cart suggests other plans: a carousel of five, View All, and the full list page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  const answer = page.waitForResponse((response) => response.url().includes('/recommendation/association'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Recommended plans' });
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'View All' }).click();
  const section = page.getByRole('region', { name: 'Recommended for you' });
  await expect(section.getByRole('article')).toHaveCount(10);
  await expect(section.getByRole('article', { name: /Dental/ })).toHaveCount(0);
  await expectAccessible(page, 'cart with recommendations');

  await page.getByRole('link', { name: 'View Your Recommended Products' }).click();
  await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  // Each card shows the logo the call returned for its plan.
  const { data } = (await (await answer).json()) as {
    data: { result: { plan_name: string; plan_logo: string }[] };
  };
  const withLogo = data.result.filter((plan) => plan.plan_logo !== '');
  expect(withLogo.length).toBeGreaterThan(0);
  for (const plan of withLogo)
    await expect(
      page.getByRole('article', { name: plan.plan_name, exact: true }).locator('img.plan-card__logo'),
    ).toHaveAttribute('src', plan.plan_logo);
  await expectAccessible(page, 'recommended products');
  expect(errors).toEqual([]);
});

test('without an enrollment the recommended list says there is nothing', async ({ page }) => {
  await page.goto('/recommend-list?name=cart');
  await expect(page.getByText('No Any Products.')).toBeVisible();
});
