import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLAN_NO_LONGER_OFFERED, planNoLongerOffered } from '../src/domain/pricingMessages';
import { demoPackageCopy, withoutPlan } from '../testing/catalogCopies';
import { finished, killGroup, type RunningProcess } from '../testing/processGroup';
import { freePort, runEntry, startServer } from '../testing/serverProcess';
import { expect, test } from './fixtures';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { startShopping } from './shopper';

/**
 * A plan withdrawn while a shopper has its page open. The store is a server of this test's own (the
 * run's shared server keeps the demo catalog for every other journey), given a newer catalog without
 * plan 102 by the operator's command. The suite's page checks follow the shared server only: this page's
 * are made here.
 */
const PLAN = 102;
const PLAN_NAME = 'Harborline Dental Preferred';

let server: RunningProcess;
let origin: string;
let env: Record<string, string>;
const folders: string[] = [];

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-e2e-withdrawn-'));
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

test('a withdrawn plan: Add to Cart on a page opened before says so by name; the page then says it is no longer offered, with a way back to the plans', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startShopping(page, { zip: '10001', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await page.goto(`/plan/${PLAN}/harborline-dental-preferred`);
  await expect(page.getByRole('heading', { name: PLAN_NAME, level: 1 })).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();

  const newer = demoPackageCopy((dir) => withoutPlan(dir, PLAN));
  folders.push(newer);
  const command = runEntry('src/server/catalogCommand.ts', ['apply', newer], env);
  command.stdin?.end();
  const applied = await finished(command);
  expect(applied.stdout).toContain(`Withdrawn: plans ${PLAN}.`);
  expect(applied.code).toBe(0);

  await addToCart.click();
  await expect(page.getByRole('alert').filter({ hasText: planNoLongerOffered(PLAN_NAME) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/plan/${PLAN}/`));

  await page.reload();
  await expect(page.getByRole('heading', { name: PLAN_NO_LONGER_OFFERED, level: 1 })).toBeVisible();
  await expect(page.getByText('Please choose another plan from the list.')).toBeVisible();
  await expectAccessible(page, 'a withdrawn plan');
  await expectFitsPhoneWidth(page, 'a withdrawn plan');
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  // Every node lists by a newly applied catalog within five seconds of it (src/server/pricing/rateVersion.ts):
  // a list read sooner is read again until then.
  const withdrawnListed = page.getByRole('heading', { name: PLAN_NAME });
  await expect(async () => {
    if ((await withdrawnListed.count()) > 0) await page.reload();
    await expect(withdrawnListed).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await context.close();
});
