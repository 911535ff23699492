import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER } from '../../../testing/journey';
import { largeDemoPackage } from '../../../testing/largeDemoPackage';
import { alive, finished, killGroup, type RunningProcess } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { RealBrowser } from '../../../testing/realBrowser';
import { freePort, runEntry, startServer } from '../../../testing/serverProcess';
import { addFilterForNewUser } from '../../contract/filterCalls';
import { getFilteredPlans } from '../../contract/planCalls';
import { createDb } from '../db/database';
import { APPLY_STALE_MS } from './applyClaim';

/**
 * `npm run catalog -- apply` of a million rate rows on the SQLite store while it serves (issue 39): the
 * real server and the real command, each a process of its own, and shoppers asking for plan lists and
 * starting enrollments all the while. No answer fails or waits on the apply, and each list is wholly on
 * the old rates or wholly on the new.
 */
const GENERATED_PLANS = 2_000;
/** The longest a shopper's answer may take while the apply runs. */
const SLOWEST_MS = 1_000;
/** A node keeps the version in effect 5 s (pricing/rateVersion.ts): the lists turn to the new one by then. */
const NEW_VERSION_SEEN_MS = 15_000;
const LISTERS = 2;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-apply-load-'));
const running: RunningProcess[] = [];
const folders: string[] = [dataDir];
let packageDir = '';
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  call: string;
  status: number;
  ms: number;
  /** Whether the apply was running when the request was sent. */
  duringApply: boolean;
}
type Prices = Map<number, number>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a million rate rows applied to the SQLite store while it serves', () => {
  it('answers every plan list and new enrollment within a second, each list wholly old or wholly new', {
    timeout: timeoutForStarts(1, 240_000),
  }, async () => {
    const large = largeDemoPackage(GENERATED_PLANS, 2);
    packageDir = large.dir;
    folders.push(packageDir);
    expect(large.rates).toBeGreaterThan(1_000_000);
    const plans = (JSON.parse(fs.readFileSync(path.join(packageDir, 'plans.json'), 'utf8')) as unknown[])
      .length;

    const port = await freePort();
    // Many enrollments from one address: the shoppers here all come from 127.0.0.1.
    const env = { DATA_DIR: dataDir, NEW_ENROLLMENTS_PER_ADDRESS: '1000000' };
    running.push(await startServer(port, env));
    const base = `http://127.0.0.1:${port}`;

    const answers: Answer[] = [];
    let applying = true;
    const timed = async <T extends { status: number }>(call: string, request: () => Promise<T>) => {
      const duringApply = applying;
      const started = performance.now();
      const answer = await request();
      answers.push({ call, status: answer.status, ms: Math.round(performance.now() - started), duringApply });
      return answer;
    };

    const listers = await Promise.all(
      Array.from({ length: LISTERS }, async () => {
        const browser = new RealBrowser(base);
        const created = await browser.ok(addFilterForNewUser, { body: ADULT_FILTER });
        return { browser, id: created.temp_enrollment_id };
      }),
    );
    const listOf = async ({ browser, id }: (typeof listers)[number]): Promise<Prices | null> => {
      const answer = await timed('get-filtered-plans', () =>
        browser.call(getFilteredPlans, { query: { enrollment_id: id, categories: 'dental,vision' } }),
      );
      if (answer.status !== 200 || !answer.data) return null;
      return new Map(
        answer.data.result.flatMap((group) =>
          group.plans.map((plan) => [plan.plan_id, Math.round(plan.price * 100)] as const),
        ),
      );
    };
    const before = await listOf(listers[0]!);
    expect(before?.size).toBeGreaterThan(3);
    answers.length = 0;

    // Each list is the old one, or the new one (every price twice the old), never a mix.
    const kind = (prices: Prices) => {
      const kinds = new Set(
        [...prices].map(([plan, cents]) => {
          const old = before?.get(plan);
          return cents === old ? 'old' : cents === (old ?? Number.NaN) * 2 ? 'new' : 'other';
        }),
      );
      return kinds.size === 1 ? [...kinds][0] : 'mixed';
    };
    const lists: { kind: string | undefined }[] = [];
    let stop = false;
    const list = async (lister: (typeof listers)[number]) => {
      while (!stop) {
        const prices = await listOf(lister);
        if (prices) lists.push({ kind: kind(prices) });
        await sleep(50);
      }
    };
    const start = async () => {
      while (!stop) {
        await timed('add-filter-for-new-user', () =>
          new RealBrowser(base).call(addFilterForNewUser, { body: ADULT_FILTER }),
        );
        await sleep(100);
      }
    };
    const shopping = Promise.all([...listers.map(list), start()]);

    const startedAt = performance.now();
    const apply = runEntry('src/server/catalogCommand.ts', ['apply', packageDir], env);
    running.push(apply);
    apply.stdin?.end();
    const applied = await finished(apply);
    const applySeconds = (performance.now() - startedAt) / 1000;
    applying = false;
    const seenBy = performance.now() + NEW_VERSION_SEEN_MS;
    while (lists.at(-1)?.kind !== 'new' && performance.now() < seenBy) await sleep(200);
    stop = true;
    await shopping;

    expect(applied).toMatchObject({
      code: 0,
      stdout: `Applied ${packageDir} as catalog version 2 (${plans} plans, ${large.rates} rate rows).\n`,
    });
    const during = answers.filter((answer) => answer.duringApply);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    // What the run saw, for whoever reads the log: the apply's time and the shoppers' slowest answer.
    console.log(
      `apply of ${large.rates} rate rows: ${applySeconds.toFixed(1)} s; ${answers.length} answers (${during.length} during the apply), slowest ${slowest} ms`,
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.ms >= SLOWEST_MS)).toEqual([]);
    // The shoppers were at it the whole apply long: lists and new enrollments alike.
    expect(during.filter((answer) => answer.call === 'get-filtered-plans').length).toBeGreaterThan(
      applySeconds,
    );
    expect(during.filter((answer) => answer.call === 'add-filter-for-new-user').length).toBeGreaterThan(
      applySeconds,
    );
    expect(lists.filter((seen) => seen.kind !== 'old' && seen.kind !== 'new')).toEqual([]);
    expect(lists.at(-1)?.kind).toBe('new');
  });
});

describe('an apply killed part way on the SQLite store', () => {
  // The apply is killed once it has written 100,000 rates; its last beat is then dated 31 s back.
  it('leaves the catalog as it was; the next apply is refused while the killed one may still be writing, then clears it', {
    timeout: timeoutForStarts(1, 240_000),
  }, async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-apply-killed-'));
    folders.push(ownDir);
    const large = largeDemoPackage(GENERATED_PLANS, 3);
    folders.push(large.dir);
    const port = await freePort();
    const env = { DATA_DIR: ownDir };
    running.push(await startServer(port, env));
    const browser = new RealBrowser(`http://127.0.0.1:${port}`);
    const { temp_enrollment_id: id } = await browser.ok(addFilterForNewUser, { body: ADULT_FILTER });
    const list = async () =>
      (
        await browser.ok(getFilteredPlans, { query: { enrollment_id: id, categories: 'dental,vision' } })
      ).result.flatMap((group) => group.plans.map((plan) => [plan.plan_id, plan.price]));
    const before = await list();
    expect(before.length).toBeGreaterThan(3);

    const db = createDb({ sqliteFile: path.join(ownDir, 'store.db') });
    try {
      const versions = async () =>
        (await db.selectFrom('catalog_versions').select('id').orderBy('id').execute()).map((row) => row.id);
      const versionsBefore = await versions();
      const ratesOf = async (version: number) =>
        Number(
          (
            await db
              .selectFrom('plan_prices')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('version_id', '=', version)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const apply = runEntry('src/server/catalogCommand.ts', ['apply', large.dir], env);
      running.push(apply);
      apply.stdin?.end();
      let writing: { version_id: number } | undefined;
      const deadline = performance.now() + 120_000;
      while (performance.now() < deadline) {
        writing = await db
          .selectFrom('catalog_applies')
          .select('version_id')
          .where('state', '=', 'writing')
          .executeTakeFirst();
        if (writing && (await ratesOf(writing.version_id)) >= 100_000) break;
        await sleep(100);
      }
      if (!writing) throw new Error('the apply never began writing');
      const killed = writing.version_id;
      await killGroup(apply);
      expect((await finished(apply)).stdout).toBe('');

      // Nothing of it is the store's: the same versions, and every list as before.
      expect(await versions()).toEqual(versionsBefore);
      expect(await ratesOf(killed)).toBeGreaterThanOrEqual(100_000);
      await sleep(6_000);
      expect(await list()).toEqual(before);

      // At once, the killed apply may as well be writing still: refused, nothing changed.
      const { beat_at } = await db
        .selectFrom('catalog_applies')
        .select('beat_at')
        .where('version_id', '=', killed)
        .executeTakeFirstOrThrow();
      const refused = runEntry('src/server/catalogCommand.ts', ['apply', 'catalog/demo'], env);
      running.push(refused);
      refused.stdin?.end();
      expect(await finished(refused)).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `catalog: Another apply is writing catalog version ${killed} (it last wrote at ${beat_at}); nothing was changed. Run apply again once it has finished; if it was stopped, 30 s after it last wrote.\n`,
      });
      expect(await versions()).toEqual(versionsBefore);

      // 30 s after it last wrote, the next apply clears it and applies. The killed apply is gone (its
      // process group is dead), so its last beat is moved 31 s back rather than waited out.
      await db
        .updateTable('catalog_applies')
        .set({ beat_at: new Date(new Date(beat_at).getTime() - APPLY_STALE_MS - 1_000).toISOString() })
        .where('version_id', '=', killed)
        .execute();
      const next = runEntry('src/server/catalogCommand.ts', ['apply', 'catalog/demo'], env);
      running.push(next);
      next.stdin?.end();
      const applied = await finished(next);
      expect(applied.code).toBe(0);
      expect(applied.stdout).toMatch(
        new RegExp(`^Applied catalog/demo as catalog version ${killed + 1} \\(`),
      );
      expect(await ratesOf(killed)).toBe(0);
      expect(
        await db
          .selectFrom('catalog_applies')
          .select('state')
          .where('version_id', '=', killed)
          .executeTakeFirst(),
      ).toEqual({ state: 'cleared' });
      expect(await versions()).toEqual([...versionsBefore, killed + 1]);
    } finally {
      await db.destroy();
    }
  });
});
