import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

/** A card's key fact: the value listed under its label. */
const keyFact = (page: Page, card: Locator, label: string) =>
  card
    .locator('.key-facts__fact')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

/** Opens the plan list for an adult in 90210 and chooses Dental (behind Filter on a phone). */
async function listDentalPlans(page: Page): Promise<void> {
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  if (await filter.isVisible()) await filter.click();
  await page.getByRole('checkbox', { name: 'Dental', exact: true }).check();
  await expect(page).toHaveURL(/type=dental/);
}

for (const width of [390, 1366]) {
  test(`a shopper chooses between two dental plans on their facts (${width} px)`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await listDentalPlans(page);

    // The cards tell the plans apart: different annual maximums, each with its deductible and waits.
    const essentials = page.getByRole('article', { name: 'Harborline Dental Essentials' });
    const preferred = page.getByRole('article', { name: 'Harborline Dental Preferred' });
    await expect(keyFact(page, essentials, 'Annual maximum')).toHaveText('$1,000');
    await expect(keyFact(page, preferred, 'Annual maximum')).toHaveText('$1,500');
    await expect(keyFact(page, essentials, 'Deductible')).toHaveText('$50');
    await expect(keyFact(page, preferred, 'Waiting period for major services')).toHaveText('6 months');
    await expect(preferred.getByRole('term')).toHaveText([
      'Annual maximum',
      'Deductible',
      'Major services, plan pays',
      'Waiting period for major services',
    ]);
    await expectAccessible(page, `dental plans with their facts (${width} px)`);

    // The plan page lists every fact in a table, the carrier's network among them.
    await page.getByRole('link', { name: 'More Info about Harborline Dental Preferred' }).click();
    const table = page.getByRole('table', { name: 'Benefits of Harborline Dental Preferred' });
    await expect(table.getByRole('row', { name: 'Annual maximum $1,500' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Implants covered Yes' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Provider network Harborline Dental PPO' })).toBeVisible();

    // Each price option says what it gives where the options differ.
    const options = page.getByRole('group', { name: 'Choose a price option' });
    const basic = options.getByRole('radio', { name: /^Basic: \$[\d,.]+ \/ month$/ });
    const plus = options.getByRole('radio', { name: /^Plus: \$[\d,.]+ \/ month$/ });
    await expect(basic).toHaveAccessibleDescription(/Annual maximum: \$1,500/);
    await expect(plus).toHaveAccessibleDescription(/Annual maximum: \$2,500/);
    await expect(plus).toHaveAccessibleDescription(/Orthodontia covered: Yes/);
    await expect(options.getByText('Orthodontia lifetime maximum: $1,500')).toBeVisible();
    await plus.check();
    await expect(plus).toBeChecked();
    await expectAccessible(page, `a dental plan's facts and options (${width} px)`);
    expect(errors).toEqual([]);
  });
}

for (const width of [390, 1366]) {
  test(`the plan list sorts by price, by annual maximum, and shows one carrier's plans (${width} px)`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await listDentalPlans(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dental plans for you');
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    const status = page.getByRole('status').filter({ hasText: 'sorted by' });

    // Cheapest first by default, and the prices say so.
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expect(status).toHaveText('4 plans, sorted by price, low to high');
    const prices = (await page.locator('.plan-card__price strong').allTextContents()).map((price) =>
      Number(price.replace(/[$,]/g, '')),
    );
    expect(prices).toHaveLength(4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption({ label: 'Annual maximum, high to low' });
    await expect(names).toHaveText([
      'Bluewater Dental Plus',
      'Harborline Dental Preferred',
      'Keystone Dental L713 Premier',
      'Harborline Dental Essentials',
    ]);
    await expect(status).toHaveText('4 plans, sorted by annual maximum, high to low');
    await page.getByLabel('Sort by').selectOption({ label: 'Deductible, low to high' });
    await expect(names.last()).toHaveText('Keystone Dental L713 Premier');

    await page.getByLabel('Carrier').selectOption({ label: 'Harborline Mutual' });
    await expect(names).toHaveText(['Harborline Dental Essentials', 'Harborline Dental Preferred']);
    await expect(status).toHaveText('2 plans from Harborline Mutual, sorted by deductible, low to high');
    await expectAccessible(page, `dental plans of one carrier (${width} px)`);
    expect(errors).toEqual([]);
  });
}
