import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfText } from '../testing/pdfText';
import { finished, killGroup, type RunningProcess } from '../testing/processGroup';
import { runEntry, startServer } from '../testing/serverProcess';
import { validate834 } from '../testing/x12validator/validate834';
import { verdict999 } from '../testing/x12validator/verdict999';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility } from './shopper';
import { fillBank, fillContact, signWithTypedName } from './wizardSteps';

/**
 * Issue 39: an agency's own store from README.md "A real store" alone, step by step as it says. An
 * empty production store (its own key, no demo); the worked example copied, its carrier set to deliver
 * to files, validated and applied with `npm run catalog`; the bank directory imported; a rep added with
 * `npm run accounts`; then a shopper from the rep's printed landing page enrolls in Chromium to the
 * receipt: the example's own question on Personal Information and on Review, the signed PDF, the 834 in
 * the carrier's folder (read by the independent validator), and the agency API's read of it.
 */

// A store of its own beside the run's demo server, on the next ports.
const PORT = Number(process.env.E2E_PORT) + 101;
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-e2e-operator-'));
const env: Record<string, string> = {
  STORE_MODE: 'production',
  DATA_DIR: dataDir,
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  PUBLIC_URL: BASE,
  SERVE_WEB: 'true',
  NEW_ENROLLMENTS_PER_ADDRESS: '1000',
  FEED_EVERY_MS: '1000',
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
};
let server: RunningProcess | undefined;

/** `npm run <script> -- …` as the operator types it, with `input` on standard input. */
async function command(entry: 'catalogCommand' | 'accountCommand', args: string[], input = '') {
  const child = runEntry(`src/server/${entry}.ts`, args, env);
  child.stdin?.end(input);
  return finished(child);
}

test.beforeAll(async () => {
  server = await startServer(PORT, env);
});
test.afterAll(async () => {
  if (server) await killGroup(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an empty production store, the worked example applied and a rep added by command, takes an enrollment to its receipt, PDF and agency API', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const myCatalog = path.join(dataDir, 'my-catalog');
  fs.cpSync('catalog/example', myCatalog, { recursive: true });
  const carriersFile = path.join(myCatalog, 'carriers.json');
  const carriers = JSON.parse(fs.readFileSync(carriersFile, 'utf8')) as {
    edi: { delivery: object; schedule: string };
  }[];
  for (const carrier of carriers)
    Object.assign(carrier.edi, { delivery: { kind: 'files' }, schedule: 'immediate' });
  fs.writeFileSync(carriersFile, JSON.stringify(carriers, null, 2));
  expect(await command('catalogCommand', ['validate', myCatalog])).toMatchObject({ code: 0 });
  const applied = await command('catalogCommand', ['apply', myCatalog]);
  expect(applied.stdout).toContain(`Applied ${myCatalog} as catalog version 1 (1 plans, 9 rate rows)`);
  expect(applied.code).toBe(0);
  const banks = await command('catalogCommand', ['routing', 'catalog/demo-banks/FedACHdir.txt']);
  expect(banks.code).toBe(0);
  const rep = await command(
    'accountCommand',
    ['add-rep', '--email', 'dana@agency.example', '--first', 'Dana', '--last', 'Wu'],
    'Correct-Horse-Battery-77\n',
  );
  expect(rep.code).toBe(0);
  const landing = /Landing page: (\S+)/.exec(rep.stdout)?.[1];
  expect(landing).toBe(`${BASE}/dana-wu`);

  await page.goto(landing ?? '/');
  await fillEligibility(page, { zip: '60601', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await expect(page.getByRole('heading', { name: 'Dental', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'More Info about Northwind Dental Choice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Dental Choice' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Personal Information asks the built-in fields though the package lists none, and its own question.
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First Name').fill('Zoë');
  await page.getByLabel('Last Name').fill('Nguyễn');
  await page.getByLabel('Social Security Number').fill('123456789');
  await page.getByLabel('Date of your last dental cleaning').pressSequentially('03152026');
  await expectAccessible(page, 'personal information of the example');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillContact(page);
  await fillBank(page);
  await signWithTypedName(page);

  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Personal Info' })
    .getByRole('button', { name: 'View Details' })
    .click();
  const personal = page.getByRole('dialog', { name: 'Personal Info' });
  await expect(personal.getByText('Date of your last dental cleaning')).toBeVisible();
  await expect(personal.getByText('03/15/2026', { exact: true })).toBeVisible();
  await expectAccessible(page, 'review of the example, its own question');
  await personal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Zoë Nguyễn!' })).toBeVisible();
  const policyId = /BS\d{10}/.exec(await page.locator('.receipt__number').innerText())?.[0] ?? '';
  expect(policyId).toMatch(/^BS\d{10}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your application (PDF)' }).click(),
  ]);
  const text = await pdfText(fs.readFileSync((await download.path()) ?? ''));
  expect(text).toContain('Zoë');
  expect(text).toContain('Nguyễn');
  expect(text).toContain('Date of your last dental cleaning');

  // The carrier's 834, in its folder within a round, is one a strict intake accepts.
  const outbound = path.join(dataDir, 'outbound', '71');
  await expect
    .poll(() => (fs.existsSync(outbound) ? fs.readdirSync(outbound) : []), { timeout: 60_000 })
    .toHaveLength(1);
  const file = fs.readFileSync(path.join(outbound, fs.readdirSync(outbound)[0] ?? ''), 'latin1');
  expect(file).toContain(`REF*0F*${policyId}~`);
  expect(file).toContain('NM1*IL*1*NGUYEN*ZOE');
  expect(verdict999(validate834(file))).toContain('AK9*A');

  // The agency's systems read it with a key made by command.
  const keyMade = await command('accountCommand', ['add-api-key', '--agency']);
  const key = /bsk_[A-Za-z0-9_-]+/.exec(keyMade.stdout)?.[0];
  expect(key).toBeDefined();
  const read = await fetch(`${BASE}/api/agency/v1/enrollments/${policyId}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(read.status).toBe(200);
  const enrollment = JSON.stringify(await read.json());
  expect(enrollment).toContain('Northwind Dental Choice');
  expect(enrollment).toContain('Date of your last dental cleaning');
  expect(enrollment).not.toContain('123456789');
  expect(errors).toEqual([]);
});
