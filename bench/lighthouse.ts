import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/chromiumFlags';
import { killGroup, type RunningProcess } from '../src/server/testing/processGroup';
import { startReady } from '../src/server/testing/processStart';

/**
 * Lighthouse 12 (mobile, simulated throttling: its default config, with the CPU slowdown calibrated to
 * this machine, below) on the built store, served by the
 * real server on a fresh data folder: the landing page as a first visitor, then — after a shopper has
 * gone through the real flow in the same Chromium profile (enrollment, plan, cart, checkout) — the
 * plan list, a plan page, the cart and Personal Information. Lighthouse clears the HTTP cache before
 * each page (cold loads) but keeps cookies and localStorage, which hold the shopper's enrollment.
 * Budgets: performance ≥ 0.95 (the goal, which `npm test` gates; LIGHTHOUSE_PERFORMANCE_BUDGET sets
 * another) and accessibility 1.0 on every page; exits 1 over budget.
 * `npm run bench:lighthouse`; LIGHTHOUSE_PAGES=landing,cart picks pages; LIGHTHOUSE_RUNS=3 audits each
 * page three times and keeps the median run; WEB_DIST a build folder;
 * LIGHTHOUSE_KEEP_REPORTS=1 keeps each page's full report (and its trace, `<page>.trace.json`) in bench/results;
 * LIGHTHOUSE_CPU_SLOWDOWN=4 skips the calibration and uses that factor.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_SERVER_PORT ?? 3331);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9331);
const BASE = `http://127.0.0.1:${PORT}`;
const PERFORMANCE_GOAL = 0.95;
const PERFORMANCE_BUDGET = Number(process.env.LIGHTHOUSE_PERFORMANCE_BUDGET ?? PERFORMANCE_GOAL);
const ACCESSIBILITY_BUDGET = 1;
/** Audits per page; the page's row is the run with the median performance (scores move ±0.07 between runs here). */
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 1)) || 1);
/**
 * Lighthouse's simulated phone runs the main-thread work it saw on this machine some times slower.
 * Its default, 4x, is meant for a high-end desktop (a benchmark index of 1500–2000) and makes it a
 * mid-tier phone (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"); on a faster or
 * slower machine the same 4x simulates a faster or slower phone, and the scores move with the machine.
 * So the bench measures this machine's index first (Lighthouse's own benchmark, median of three) and
 * sets the slowdown that makes it that same phone: index ÷ (1750 ÷ 4). LIGHTHOUSE_CPU_SLOWDOWN sets
 * the factor by hand instead (4 is Lighthouse's default; 10 a slower phone, to see a page's margin).
 */
const PHONE_BENCHMARK_INDEX = 1750 / 4;
const CALIBRATION_RUNS = 3;
const FIXED_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0);
const PLAN_NAME = 'Harborline Dental Essentials';

type PageName = 'landing' | 'plans' | 'plan' | 'cart' | 'personal-info';
const ALL_PAGES: PageName[] = ['landing', 'plans', 'plan', 'cart', 'personal-info'];

interface Row {
  page: PageName;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
  lcpElement: string;
  failedAccessibility: string[];
  opportunities: string[];
  /** Every run's performance score, in the order run. */
  performanceRuns: number[];
  /** This machine's benchmark index as each run measured it: a run slower than the others shows here. */
  benchmarkIndexes: number[];
}

function chosenPages(): PageName[] {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  if (!wanted) return ALL_PAGES;
  const unknown = wanted.filter((name) => !ALL_PAGES.includes(name as PageName));
  if (unknown.length > 0) throw new Error(`Unknown LIGHTHOUSE_PAGES ${unknown.join(', ')}: use ${ALL_PAGES}`);
  return ALL_PAGES.filter((name) => wanted.includes(name));
}

/** The shopper's way to a checked-out enrollment, in the browser Lighthouse measures next. */
async function shopToCheckout(page: Page): Promise<{ planUrl: string }> {
  await page.goto(`${BASE}/`);
  await page.getByLabel('Zip Code').fill('90210');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await page.getByLabel('Date of Birth').pressSequentially('04121985');
  await page.getByRole('button', { name: 'View Plans' }).click();
  // The landing's featured plans have the same link: read it from the plan list, once the form is saved.
  await page.waitForURL((url) => url.pathname === '/plans');
  const href = await page.getByRole('link', { name: `More Info about ${PLAN_NAME}` }).getAttribute('href');
  const planUrl = new URL(href ?? '', BASE).href;
  await page.goto(planUrl);
  await page.getByRole('heading', { level: 1, name: PLAN_NAME }).waitFor();
  await page.getByLabel(/^Basic: \$/).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('heading', { name: 'My Cart' }).waitFor();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  return { planUrl };
}

/** This machine's benchmark index as Lighthouse measures it (before it loads anything), median of three. */
async function hostBenchmarkIndex(): Promise<number> {
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    // Any address will do: the index is taken on a blank page first. One light audit keeps it short.
    const result = await lighthouse(`${BASE}/healthz`, {
      port: DEBUG_PORT,
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (typeof index !== 'number' || !(index > 0)) throw new Error('Lighthouse gave no benchmark index');
    indexes.push(index);
  }
  return indexes.sort((a, b) => a - b)[Math.floor(CALIBRATION_RUNS / 2)] as number;
}

async function audit(name: PageName, url: string, slowdown: number): Promise<Row> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_KEEP_REPORTS) {
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, `bench/results/lighthouse-${name}.json`), JSON.stringify(lhr));
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) {
      fs.writeFileSync(path.join(ROOT, `bench/results/lighthouse-${name}.trace.json`), JSON.stringify(trace));
    }
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const number = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id));
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    page: name,
    url: new URL(url).pathname,
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    lcpMs: Math.round(number('largest-contentful-paint')),
    tbtMs: Math.round(number('total-blocking-time')),
    cls: Math.round(number('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(number('first-contentful-paint')),
    transferKb: Math.round(number('total-byte-weight') / 1024),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failedAccessibility: Object.values(lhr.audits)
      .filter((a) => accessibilityIds.has(a.id) && a.score !== null && a.score < 1)
      .map((a) => a.id),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && (a.score ?? 1) < 1)
      .map((a) => `${a.id} ${Math.round(a.numericValue ?? 0)} ms`),
    performanceRuns: [lhr.categories.performance?.score ?? 0],
    benchmarkIndexes: [Math.round(lhr.environment.benchmarkIndex)],
  };
}

/** The page audited RUNS times: the median run by performance, with every run's score and the lowest accessibility. */
async function auditRuns(name: PageName, url: string, slowdown: number): Promise<Row> {
  const runs: Row[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(name, url, slowdown));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)] as Row;
  return {
    ...median,
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    performanceRuns: runs.map((run) => run.performance),
    benchmarkIndexes: runs.flatMap((run) => run.benchmarkIndexes),
  };
}

function printTable(rows: Row[]): void {
  const head =
    'page          | path                       | perf | a11y |  LCP ms |  TBT ms |   CLS |  FCP ms | KB';
  console.log(`\n${head}\n${'-'.repeat(head.length)}`);
  for (const r of rows) {
    console.log(
      [
        r.page.padEnd(13),
        r.url.slice(0, 26).padEnd(26),
        r.performance.toFixed(2),
        r.accessibility.toFixed(2),
        String(r.lcpMs).padStart(7),
        String(r.tbtMs).padStart(7),
        r.cls.toFixed(3).padStart(5),
        String(r.fcpMs).padStart(7),
        String(r.transferKb),
      ].join(' | '),
    );
  }
  for (const r of rows) {
    const notes = [
      r.performanceRuns.length > 1 &&
        `performance over ${r.performanceRuns.length} runs: ${r.performanceRuns.map((n) => n.toFixed(2)).join(', ')} (the row is the median run)`,
      `this machine's benchmark index in each run: ${r.benchmarkIndexes.join(', ')}`,
      r.lcpElement && `LCP element ${r.lcpElement}`,
      r.failedAccessibility.length > 0 && `accessibility failures: ${r.failedAccessibility.join(', ')}`,
      r.opportunities.length > 0 && `opportunities: ${r.opportunities.join(', ')}`,
    ].filter(Boolean);
    if (notes.length > 0) console.log(`\n${r.page}:\n  ${notes.join('\n  ')}`);
  }
}

async function main(): Promise<number> {
  const pages = chosenPages();
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-lighthouse-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-lighthouse-chrome-'));
  let server: RunningProcess | undefined;
  let browser: RunningProcess | undefined;
  const stopAll = async () => {
    if (browser) await killGroup(browser);
    if (server) await killGroup(server);
  };
  process.once('SIGINT', () => {
    void stopAll().then(() => process.exit(130));
  });
  try {
    // Both at once, each in its own process group within the start budget; whichever started is
    // stopped in `finally` if the other did not.
    const [serverStart, browserStart] = await Promise.allSettled([
      startReady({
        name: 'the server (src/server/main.ts)',
        command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
        env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
        ready: { url: `${BASE}/healthz` },
        echo: true,
      }),
      startReady({
        name: 'Chromium',
        command: [
          '/usr/bin/chromium',
          ...CHROMIUM_FLAGS,
          `--user-data-dir=${profileDir}`,
          `--remote-debugging-port=${DEBUG_PORT}`,
          'about:blank',
        ],
        env: process.env,
        ready: { url: `http://127.0.0.1:${DEBUG_PORT}/json/version` },
      }),
    ]);
    if (serverStart.status === 'fulfilled') server = serverStart.value;
    if (browserStart.status === 'fulfilled') browser = browserStart.value;
    for (const start of [serverStart, browserStart]) if (start.status === 'rejected') throw start.reason;

    const hostIndex = FIXED_SLOWDOWN ? null : await hostBenchmarkIndex();
    const slowdown =
      FIXED_SLOWDOWN || Math.round(Math.max(1, (hostIndex ?? 0) / PHONE_BENCHMARK_INDEX) * 10) / 10;
    console.log(
      hostIndex === null
        ? `CPU slowdown ${slowdown}x (LIGHTHOUSE_CPU_SLOWDOWN)`
        : `This machine's benchmark index ${Math.round(hostIndex)} (median of ${CALIBRATION_RUNS}): CPU slowdown ${slowdown}x, the phone Lighthouse's 4x makes of an index of 1750`,
    );
    const rows: Row[] = [];
    // A first visitor: nothing stored yet.
    if (pages.includes('landing')) rows.push(await auditRuns('landing', `${BASE}/`, slowdown));
    const rest = pages.filter((name) => name !== 'landing');
    if (rest.length > 0) {
      const driver = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
      const context = driver.contexts()[0];
      if (!context) throw new Error('Chromium has no default profile');
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const { planUrl } = await shopToCheckout(page).catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), 'bs-lighthouse-failed.png'), fullPage: true });
        throw error;
      });
      await page.close();
      await driver.close();
      const urls: Record<PageName, string> = {
        landing: `${BASE}/`,
        plans: `${BASE}/plans`,
        plan: planUrl,
        cart: `${BASE}/cart`,
        'personal-info': `${BASE}/enrollment/personal-info`,
      };
      for (const name of rest) rows.push(await auditRuns(name, urls[name], slowdown));
    }

    printTable(rows);
    const load = os.loadavg().map((n) => n.toFixed(2));
    console.log(
      `\n${rows.length} pages in ${Math.round((Date.now() - started) / 1000)} s; load average ${load}`,
    );
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: os.loadavg(), hostIndex, slowdown, rows }, null, 2)}\n`,
    );
    const over = rows.filter(
      (r) => r.performance < PERFORMANCE_BUDGET || r.accessibility < ACCESSIBILITY_BUDGET,
    );
    if (over.length > 0) {
      console.error(
        `\nOver budget (performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}): ${over.map((r) => r.page).join(', ')}`,
      );
      return 1;
    }
    console.log(
      `\nWithin budget: performance ≥ ${PERFORMANCE_BUDGET} and accessibility ${ACCESSIBILITY_BUDGET} on every page.`,
    );
    const short = rows.filter((r) => r.performance < PERFORMANCE_GOAL).map((r) => r.page);
    if (short.length > 0)
      console.log(`Short of the ${PERFORMANCE_GOAL} goal (docs/performance.md): ${short.join(', ')}`);
    return 0;
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
