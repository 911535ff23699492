import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

const PLAN = 'Harborline Dental Essentials';
const FEE_LINE = `Application fee (${PLAN}), first month only`;

/** The amount shown beside a term of a cost list: "$108.86" → 108.86. */
async function amountOf(scope: ReturnType<Page['locator']>, term: string): Promise<number> {
  const text = await scope.locator(`dt:has-text("${term}") + dd`).first().innerText();
  return Number(text.replace(/[$,]/g, ''));
}

for (const { name, width, height } of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desk', width: 1366, height: 900 },
]) {
  test(`on ${name}, the fee line adds up in the cart, Review says what Submit application charges, and the receipt lists the plans`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height });
    // The plan in the cart through the contract; the cart, review and receipt are this spec's.
    const maria = await buildEnrollment(page, {
      for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
      plans: [PLAN],
    });
    await maria.openPage('/cart');
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();

    // The cart: the application fee is a line of its own, and the lines add up to the first month.
    const order = page.getByRole('region', { name: 'Order Info' });
    await expect(order.getByText(FEE_LINE)).toBeVisible();
    expect(await amountOf(order, FEE_LINE)).toBe(25);
    const monthly = await amountOf(order, 'Plans, monthly');
    const cartFirst = await amountOf(order, 'First Month Total Cost');
    expect(cartFirst).toBeCloseTo(monthly + 25, 2);
    expect(await amountOf(order, 'Recurring Monthly Cost')).toBe(monthly);
    await expectAccessible(page, `cart at ${width}`);

    await page.getByLabel('Effective Date').selectOption({ index: 1 });
    const effectiveDate = await page.getByLabel('Effective Date').inputValue();
    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    // Billing says what is charged when, with the first and the second charge's dates (the preset 28th).
    await maria.openStep('billing');
    await expect(page.getByLabel('28th of month')).toBeChecked();
    const charges = page.getByRole('region', { name: 'What is charged when' });
    const [month, , year] = effectiveDate.split('/').map(Number);
    const second = `${String(((month ?? 0) % 12) + 1).padStart(2, '0')}/28/${(year ?? 0) + ((month ?? 0) === 12 ? 1 : 0)}`;
    await expect(charges).toHaveText(
      new RegExp(
        `^Your first payment of \\$[\\d.]+ \\(including the one-time Application fee of \\$25\\.00\\) is charged between \\d\\d/\\d\\d/\\d{4} and \\d\\d/\\d\\d/\\d{4}; after that \\$${monthly.toFixed(2)} is charged on the 28th of each month, next on ${second}\\.$`,
      ),
    );
    const chargeSentence = await charges.innerText();
    await expectAccessible(page, `billing at ${width}`);
    // The steps between saved through the contract (with the bank account ending 6789, the 28th).
    await maria.openStep('review');

    // Review: the same first month as the cart, and beside the button what it does.
    const costs = page.getByRole('complementary', { name: 'Your plans' });
    await expect(costs.getByText(FEE_LINE)).toBeVisible();
    expect(await amountOf(costs, 'First Month Total Cost')).toBe(cartFirst);
    const first = `$${cartFirst.toFixed(2)}`;
    const statement = page.getByRole('region', { name: 'What Submit application does' });
    // The same sentence as Billing's (with the cart's first month), then how it is paid.
    await expect(statement).toContainText('Submit application sends your application.');
    expect(chargeSentence).toContain(`Your first payment of ${first} `);
    await expect(statement).toContainText(chargeSentence);
    await expect(statement).toContainText('Each payment is charged to the bank account ending 6789.');
    await expect(statement).not.toContainText('$0.00');
    const next = page.getByRole('button', { name: 'Submit application' });
    await expect(next).toHaveAccessibleDescription(new RegExp(`Your first payment of \\${first}`));
    // The statement sits right above the button, and the totals come before it (on a phone, above it).
    const statementBox = await statement.boundingBox();
    const nextBox = await next.boundingBox();
    const totalsBox = await costs.locator('dt:has-text("First Month Total Cost")').boundingBox();
    expect(statementBox && nextBox && statementBox.y < nextBox.y).toBe(true);
    if (width < 760) expect(totalsBox && nextBox && totalsBox.y < nextBox.y).toBe(true);
    await expectAccessible(page, `review at ${width}`);

    await next.click();
    await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
    // The receipt: what was bought, from when, for how much, and what happens next.
    const plans = page.getByRole('list', { name: 'Your plans' });
    await expect(plans.getByRole('listitem')).toHaveCount(1);
    await expect(plans).toContainText(`${PLAN} (Basic)`);
    await expect(plans).toContainText(`$${monthly.toFixed(2)} per month`);
    await expect(page.getByText(`Coverage starts on ${effectiveDate}.`)).toBeVisible();
    const receipt = page.locator('.receipt');
    expect(await amountOf(receipt, 'First Month Total Cost')).toBe(cartFirst);
    expect(await amountOf(receipt, 'Recurring Monthly Cost')).toBe(monthly);
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(receipt).toContainText(chargeSentence);
    await expect(receipt).toContainText('Each payment is charged to the bank account ending 6789.');
    await expectAccessible(page, `receipt at ${width}`);
    expect(errors).toEqual([]);
  });
}
