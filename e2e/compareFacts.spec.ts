import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

/** A card's key fact: the value listed under its label. */
const keyFact = (page: Page, card: Locator, label: string) =>
  card
    .locator('.key-facts__fact')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

/** The cells of a comparison row whose name starts with `label`. */
const cells = (table: Locator, label: string) =>
  table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

for (const width of [390, 1366]) {
  test(`two dental plans compared on their facts, best values marked, with a year's cost (${width} px)`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    // A 41-year-old in California: Essentials Basic $29.19 a month, Bluewater Dental Plus $27.91.
    await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    if (await filter.isVisible()) await filter.click();
    await page.getByRole('checkbox', { name: 'Dental', exact: true }).check();
    await expect(page).toHaveURL(/type=dental/);

    // The cards' facts differ, and the plan that costs more and covers no more says which beats it.
    const essentials = page.getByRole('article', { name: 'Harborline Dental Essentials' });
    const bluewater = page.getByRole('article', { name: 'Bluewater Dental Plus' });
    await expect(keyFact(page, essentials, 'Annual maximum')).toHaveText('$1,000');
    await expect(keyFact(page, bluewater, 'Annual maximum')).toHaveText('$2,000');
    await expect(
      essentials.getByText('Costs more than Bluewater Dental Plus and covers no more.'),
    ).toBeVisible();
    await expect(essentials.getByRole('link', { name: 'Bluewater Dental Plus' })).toHaveAttribute(
      'href',
      /^\/plan\/104\//,
    );
    await expect(bluewater.getByText(/covers no more/)).toHaveCount(0);
    await expect(
      page.getByRole('article', { name: 'Harborline Dental Preferred' }).getByText(/covers no more/),
    ).toHaveCount(0);
    await expectAccessible(page, `dental cards with the beaten plan named (${width} px)`);

    await page.getByRole('button', { name: 'Compare Harborline Dental Essentials' }).click();
    await page.getByRole('button', { name: 'Compare Bluewater Dental Plus' }).click();
    await page.getByRole('link', { name: 'Compare plans (2 of 3)' }).first().click();
    await expect(page.getByRole('heading', { name: 'Compare Plans' })).toBeVisible();
    const table = page.getByRole('table', { name: /Dental plans compared for your details/ });

    // Row by row, the best value marked with a word; a row where both are equal has no mark.
    await expect(cells(table, 'Annual maximum')).toHaveText(['$1,000', '$2,000 Best']);
    await expect(cells(table, 'Deductible')).toHaveText(['$50', '$50']);
    await expect(cells(table, 'Basic services, plan pays')).toHaveText(['70%', '80% Best']);
    await expect(cells(table, 'Waiting period for major services')).toHaveText([
      '12 months',
      '6 months Best',
    ]);
    await expect(cells(table, 'Implants covered')).toHaveText(['No', 'Yes Best']);
    // The first year counts Essentials' one-time $25 application fee.
    await expect(cells(table, 'First year, with one-time fees')).toHaveText([
      /^\$375\.28\s*Basic: \$29\.19 \/ month × 12 \+ Application fee \$25\.00$/,
      /^\$334\.92\s*Best\s*Standard: \$27\.91 \/ month × 12$/,
    ]);
    await expect(cells(table, 'Value').first()).toHaveText(
      'Costs more than Bluewater Dental Plus and covers no more.',
    );
    // The year at low, medium and high use: premiums, the one-time fee and care, the annual maximum
    // capping the plan's share.
    await expect(cells(table, 'Year’s cost: Low use')).toHaveText([
      /^\$375\.28 \$350\.28 premiums \+ \$25\.00 one-time fee \+ \$0\.00 care\s*$/,
      /^\$334\.92 \$334\.92 premiums \+ \$0\.00 care\s*Best$/,
    ]);
    await expect(cells(table, 'Year’s cost: Medium use')).toHaveText([/^\$530\.28/, /^\$454\.92.*Best$/]);
    await expect(cells(table, 'Year’s cost: High use')).toHaveText([
      /^\$1,875\.28 \$350\.28 premiums \+ \$25\.00 one-time fee \+ \$1,500\.00 care\s*$/,
      /^\$1,354\.92.*Best$/,
    ]);
    const assumptions = page.getByRole('region', { name: 'What a year costs' });
    await expect(
      assumptions.getByText('Two cleanings and exams with x-rays ($300 of preventive care).'),
    ).toBeVisible();
    await expect(assumptions.getByText(/above it you pay the whole bill/)).toBeVisible();

    // Another option: its facts, premium and year follow.
    await page
      .getByLabel('Price option for Harborline Dental Essentials')
      .selectOption({ label: 'Plus: $41.50 / month' });
    await expect(cells(table, 'Annual maximum')).toHaveText(['$1,500', '$2,000 Best']);
    await expect(cells(table, 'First year, with one-time fees').first()).toHaveText(/^\$523\.00/);
    await expect(cells(table, 'Year’s cost: High use').first()).toHaveText(/^\$1,543\.00/);
    await expectAccessible(page, `the comparison on facts (${width} px)`);
    await expectFitsPhoneWidth(page, 'the comparison on facts');

    // The plan page's own year, one column per option, with the same assumptions.
    await table.getByRole('link', { name: 'Harborline Dental Essentials' }).click();
    const year = page.getByRole('table', { name: /Estimated cost of a year/ });
    await expect(year.getByRole('columnheader')).toHaveText(['Basic', 'Plus']);
    await expect(cells(year, 'Medium use')).toHaveText([/^\$530\.28/, /^\$643\.00/]);
    await expect(cells(year, 'High use')).toHaveText([/^\$1,875\.28/, /^\$1,543\.00/]);
    await expect(
      page.getByText('The same, and a crown with a root canal ($1,800 of major care): $2,500 in all.'),
    ).toBeVisible();
    await expectAccessible(page, `a plan's year-cost table (${width} px)`);
    expect(errors).toEqual([]);
  });
}
