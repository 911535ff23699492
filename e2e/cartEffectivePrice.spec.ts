import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateOf } from '../src/domain/dates';
import { effectiveDateChoices } from '../src/domain/effectiveDates';
import { formatDollars } from '../src/web/ui/money';
import { demoPackageCopy, scaleRates } from '../testing/catalogCopies';
import { finished, killGroup, type RunningProcess } from '../testing/processGroup';
import { freePort, runEntry, startServer } from '../testing/serverProcess';
import { expect, test } from './fixtures';
import { watchErrors } from './pageChecks';
import { startShopping } from './shopper';

/**
 * The cart's price for a later effective date (issue 39): a newer catalog, every premium doubled, takes
 * effect on the second date the cart offers; the cart shows that date's prices as soon as it is chosen,
 * before Proceed and Confirm store it. The store is a server of this test's own, given the dated catalog
 * by the operator's command (the run's shared server keeps the demo catalog for every other journey).
 */
const PLAN_NAME = 'Harborline Dental Essentials';

let server: RunningProcess;
let origin: string;
let env: Record<string, string>;
const folders: string[] = [];

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-e2e-cart-date-'));
  folders.push(dataDir);
  env = { DATA_DIR: dataDir };
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(port, {
    ...env,
    SERVE_WEB: 'true',
    NEW_ENROLLMENTS_PER_ADDRESS: '1000',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
});
test.afterAll(async () => {
  await killGroup(server);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

test('the cart shows the prices of the effective date chosen at once, before Proceed to Enrollment', async ({
  browser,
}) => {
  // The dates the server offers today: the first of next month and of the month after.
  const [first = '', later = ''] = effectiveDateChoices(calendarDateOf(new Date()));
  const doubled = demoPackageCopy((dir) => scaleRates(dir, 2));
  folders.push(doubled);
  const command = runEntry('src/server/catalogCommand.ts', ['apply', doubled, '--effective', later], env);
  command.stdin?.end();
  const applied = await finished(command);
  expect(applied.stdout).toContain(`; its rates price coverage from ${later}.`);
  expect(applied.code).toBe(0);

  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startShopping(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await page.getByRole('link', { name: `More Info about ${PLAN_NAME}` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();

  const cart = page.getByRole('region', { name: 'Plans in your cart' });
  const line = cart.getByRole('row').filter({ hasText: PLAN_NAME });
  const price = line.getByRole('cell').nth(2);
  await expect(price).toHaveText(/^\$\d+\.\d\d$/);
  // No date chosen yet: the earliest offered, on the rates in effect then.
  const firstPrice = (await price.textContent()) ?? '';
  const laterPrice = formatDollars(Number(firstPrice.slice(1)) * 2);
  const recurring = page
    .getByRole('region', { name: 'Order Info' })
    .locator('dt:has-text("Recurring Monthly Cost") + dd');
  await expect(recurring).toHaveText(firstPrice);

  const effectiveDate = page.getByLabel('Effective Date');
  await effectiveDate.selectOption(later);
  await expect(price).toHaveText(laterPrice);
  await expect(recurring).toHaveText(laterPrice);
  await effectiveDate.selectOption(first);
  await expect(price).toHaveText(firstPrice);
  await expect(recurring).toHaveText(firstPrice);

  await effectiveDate.selectOption(later);
  await expect(price).toHaveText(laterPrice);
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page.getByText(`Your plans will start on ${later}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  expect(errors).toEqual([]);
  await context.close();
});
