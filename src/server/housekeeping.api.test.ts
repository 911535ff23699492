import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../testing/testApp';
import { recentFailures } from './access/failedAttempts';
import { startHousekeeping, sweepExpired } from './housekeeping';

const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe(`housekeeping (${TEST_DIALECT})`, () => {
  it('removes attempts older than every window and ended sessions, and nothing a check still reads', async () => {
    await t.deps.db.deleteFrom('sign_in_failures').execute();
    const key = 'mail-to-day:sweep@example.com';
    await t.deps.db
      .insertInto('sign_in_failures')
      .values([
        { key, at: ago(3 * 24 * HOUR), attempt_id: 'old-1' },
        { key, at: ago(49 * HOUR), attempt_id: 'old-2' },
        { key, at: ago(23 * HOUR), attempt_id: 'in-day' },
        { key, at: ago(1000), attempt_id: 'now' },
      ])
      .execute();
    const account = await t.deps.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('sessions')
      .values([
        {
          token_hash: 'sweep-ended',
          account_id: account.id,
          created_at: ago(13 * HOUR),
          expires_at: ago(HOUR),
        },
        {
          token_hash: 'sweep-live',
          account_id: account.id,
          created_at: ago(HOUR),
          expires_at: ago(-11 * HOUR),
        },
      ])
      .execute();
    const dayCount = await recentFailures(t.deps, key, 24 * HOUR);

    expect(await sweepExpired(t.deps)).toMatchObject({ attempts: 2 });
    // The day's count is what it was: only rows no window reaches went.
    expect(await recentFailures(t.deps, key, 24 * HOUR)).toBe(dayCount);
    const left = await t.deps.db
      .selectFrom('sign_in_failures')
      .select('attempt_id')
      .where('key', '=', key)
      .execute();
    expect(left.map((row) => row.attempt_id).sort()).toEqual(['in-day', 'now']);
    const sessions = await t.deps.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'like', 'sweep-%')
      .execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['sweep-live']);
  });

  it('removes sign-in links past their end, used or not, and keeps the live ones', async () => {
    const account = await t.deps.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    const link = (token_hash: string, expiresAgo: number, used_at: string | null = null) => ({
      token_hash,
      account_id: account.id,
      created_at: ago(expiresAgo + 15 * 60_000),
      expires_at: ago(expiresAgo),
      used_at,
    });
    await t.deps.db
      .insertInto('sign_in_links')
      .values([
        link('sweep-link-ended', 60_000),
        link('sweep-link-used', 1000, ago(5 * 60_000)),
        link('sweep-link-live', -10 * 60_000),
      ])
      .execute();
    expect(await sweepExpired(t.deps)).toMatchObject({ signInLinks: 2 });
    const left = await t.deps.db.selectFrom('sign_in_links').select('token_hash').execute();
    expect(left.map((row) => row.token_hash)).toEqual(['sweep-link-live']);
  });

  it('runs a sweep at start, then on its schedule, until stopped', async () => {
    await t.deps.db
      .insertInto('sign_in_failures')
      .values({ key: 'sweep-job', at: ago(5 * 24 * HOUR), attempt_id: 'job-old' })
      .execute();
    const stop = startHousekeeping(t.deps, 60_000);
    for (let n = 0; n < 50; n += 1) {
      const row = await t.deps.db
        .selectFrom('sign_in_failures')
        .select('key')
        .where('key', '=', 'sweep-job')
        .executeTakeFirst();
      if (!row) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop();
    expect(
      await t.deps.db.selectFrom('sign_in_failures').select('key').where('key', '=', 'sweep-job').execute(),
    ).toEqual([]);
  });
});
