import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

/**
 * Every cost known before the cart (issue 40): Harborline Dental Essentials carries a one-time $25
 * application fee. For a 41-year-old in California its Basic option is $29.19 a month: the first month
 * $54.19, the first year $375.28, on its card, its page, the comparison and then the cart alike.
 */
const PLAN = 'Harborline Dental Essentials';
const OTHER = 'Bluewater Dental Plus';

/** The amount beside a term of a definition list: "First month" → "$54.19 …". */
const definitionOf = (scope: Locator, term: string) =>
  scope
    .locator('div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');

for (const { name, width, height } of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desk', width: 1280, height: 800 },
]) {
  test(`on ${name}, the $25 application fee shows on the card, the plan page and the comparison, as the cart counts it`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height });
    await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
    await page.goto('/plans?type=dental');

    // The card: the monthly price, then the first month with the fee named.
    const card = page.getByRole('article', { name: PLAN });
    await expect(card.locator('.plan-card__price')).toHaveText('From $29.19 / month');
    await expect(
      card.getByText('First month $54.19, with the one-time Application fee of $25.00'),
    ).toBeVisible();
    // A plan without a fee says nothing more than its price.
    await expect(page.getByRole('article', { name: OTHER }).getByText(/First month/)).toHaveCount(0);
    await expectAccessible(page, `plan cards with a fee (${width} px)`);

    // The comparison: the first month beside the monthly price, and the first year with the fee, labelled.
    await page.getByRole('button', { name: `Compare ${PLAN}` }).click();
    await page.getByRole('button', { name: `Compare ${OTHER}` }).click();
    await page.getByRole('link', { name: 'Compare plans (2 of 3)' }).first().click();
    const table = page.getByRole('table', { name: /Dental plans compared for your details/ });
    const cells = (label: string) =>
      table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
    await expect(cells('First month, then monthly').first()).toHaveText(
      /^\$54\.19, then \$29\.19 \/ month\s*With the one-time Application fee \$25\.00$/,
    );
    await expect(cells('First month, then monthly').nth(1)).toContainText('No one-time fees');
    await expect(cells('First year, with one-time fees').first()).toHaveText(
      /^\$375\.28\s*(Best\s*)?Basic: \$29\.19 \/ month × 12 \+ Application fee \$25\.00$/,
    );
    await expect(cells('First year, with one-time fees').nth(1)).not.toContainText('fee');
    await expect(cells('Year’s cost: Low use').first()).toHaveText(
      /^\$375\.28 \$350\.28 premiums \+ \$25\.00 one-time fee \+ \$0\.00 care/,
    );
    await expectAccessible(page, `the comparison with a fee (${width} px)`);

    // The plan page: the fee before anything else is chosen, then the first month, every month after
    // and the first year side by side.
    await table.getByRole('link', { name: PLAN }).click();
    await expect(page.getByRole('heading', { name: PLAN, level: 1 })).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Pricing' });
    const figures = pricing.getByRole('region', { name: 'What Basic costs' });
    await expect(definitionOf(figures, 'First month')).toHaveText(
      '$54.19Basic $29.19 + Application fee $25.00',
    );
    await expect(definitionOf(figures, 'Every month after')).toHaveText('$29.19');
    await expect(definitionOf(figures, 'First year')).toHaveText(
      '$375.2812 × $29.19 + Application fee $25.00',
    );
    await expect(
      page.getByRole('table', { name: /Estimated cost of a year/ }).getByRole('row', { name: /^Low use/ }),
    ).toContainText('$375.28');
    await expectAccessible(page, `the plan page with a fee (${width} px)`);

    // The cart counts the same: the first month, every month after and the first year.
    await pricing.getByRole('button', { name: 'Add to Cart' }).click();
    const order = page.getByRole('region', { name: 'Order Info' });
    await expect(order.locator('dt:has-text("First Month Total Cost") + dd')).toHaveText('$54.19');
    await expect(order.locator('dt:has-text("Recurring Monthly Cost") + dd')).toHaveText('$29.19');
    await expect(order.locator('dt:has-text("First Year Total Cost") + dd')).toHaveText('$375.28');
    expect(errors).toEqual([]);
  });
}
