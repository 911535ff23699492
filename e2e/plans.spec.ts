import { expect, test } from './fixtures';
import { expectAccessible, firstRender, watchErrors, watchFirstRender } from './pageChecks';
import { shopperOnPlans } from './shopper';

test('the plan list filters by category and reprices when the details change', async ({ page }) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('checkbox', { name: 'Vision' }).check();
  await expect(page).toHaveURL(/type=vision/);
  await expect(page.getByRole('heading', { name: 'Dental', exact: true })).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Bluewater Vision Basic' });
  const memberOnly = await card.locator('.plan-card__price').textContent();

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  await dialog.getByLabel('Zip Code').fill('9021');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Enter 5 digit zip code').first()).toBeVisible();
  await expectAccessible(page, 'basic details with errors');
  await dialog.getByLabel('Zip Code').fill('10001');
  await dialog.getByLabel('Tier').selectOption({ label: 'Family' });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Family', { exact: true })).toBeVisible();
  await expect(page.getByText('NY', { exact: true })).toBeVisible();
  await expect(card.locator('.plan-card__price')).not.toHaveText(memberOnly ?? '');
  await expectAccessible(page, 'plans by category');
  expect(errors).toEqual([]);
});

test('a plan with screening questions is priced after they are answered; a declined plan says so', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '60601', gender: 'Male', tier: 'Member Only', dob: '09/30/1979' });
  await page.getByRole('link', { name: 'More Info about Crescent Critical Illness 10K' }).click();
  await expect(page.getByText('Please answer the questions below to see your price.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(page.getByText('Please answer all questions').first()).toBeVisible();
  await expectAccessible(page, 'screening questions with errors');

  const questions = page.getByRole('group', { name: /^\d\. / });
  await expect(questions).toHaveCount(4);
  for (const question of await questions.all()) await question.getByLabel('No').check();
  await page.getByRole('group', { name: /^2\. / }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(page.getByText('Please choose at least one').first()).toBeVisible();
  await page.getByRole('group', { name: 'Choose all that apply' }).getByLabel('Cancer').first().check();
  await page.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(page.getByText('Thank you. Your answers have been saved.')).toBeVisible();
  await expect(page.getByLabel(/^Standard: \$/)).toBeChecked();
  // The supplemental carrier's statements: its declarations are fixed, the rest are the shopper's.
  const statements = page.getByRole('form', { name: 'Please confirm' });
  await expect(statements.getByRole('radio', { name: 'No', disabled: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expectAccessible(page, 'carrier statements');
  await statements
    .getByRole('group', { name: /policy documents by e-mail/ })
    .getByLabel('Yes')
    .check();
  await statements.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();

  await page.goto('/plans');
  await page.getByRole('link', { name: 'More Info about Crescent Critical Illness 20K' }).click();
  const first = page.getByRole('group', { name: /^1\. / });
  await first.getByLabel('Yes').check();
  for (const n of [2, 3, 4])
    await page
      .getByRole('group', { name: new RegExp(`^${n}\\. `) })
      .getByLabel('No')
      .check();
  await page.getByRole('button', { name: 'Submit Answers' }).click();
  // The decline is said once: the reloaded price's notice, not the answers' outcome again.
  const declined = page.getByText('Based on your answers, this plan is not available to you.');
  await expect(page.locator('.pricing .notice').filter({ hasText: 'not available to you' })).toBeVisible();
  await expect(declined).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a plan's address opened anew shows the plan page in the first render, with the layout", async ({
  page,
}) => {
  // The plan's description is the page's largest paint: the first render waits for the page's chunk
  // (its answer is asked for as the script starts), so the layout never shows around an empty page.
  await watchFirstRender(page);
  await page.goto('/plan/101/harborline-dental-essentials');
  await expect(page.getByRole('heading', { name: 'Harborline Dental Essentials', level: 1 })).toBeVisible();
  const first = await firstRender(page);
  expect(first?.header).toBe(true);
  expect(first?.mainText).toMatch(/Harborline Dental Essentials|Loading…/);
});

test('the plan list and a plan page load no form machinery until Edit opens a form', async ({ page }) => {
  // zod and react-hook-form are the `forms` chunk (vite.config.ts): on a slow phone its start was the
  // plan page's longest task. The shopper's saved details are shown without it.
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  const formsChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/forms-[\w-]+\.js$/.test(request.url())) formsChunks.push(request.url());
  });
  for (const address of ['/plans', '/plan/101/harborline-dental-essentials']) {
    await page.goto(address);
    await expect(page.getByText('90210', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(formsChunks, address).toEqual([]);
  }
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Basic Details' }).getByLabel('Zip Code')).toBeVisible();
  expect(formsChunks).toHaveLength(1);
});
