import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addFilterForNewUser } from '../../contract/filterCalls';
import type { CommitsOnDisk } from '../db/groupCommit';

const FILTER = { zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' };

/** The store's own wait for its commits, held by the test until it lets it go or makes it fail. */
function heldDisk() {
  const held: Array<{ release: () => void; fail: (error: Error) => void }> = [];
  const wrap =
    (real: CommitsOnDisk): CommitsOnDisk =>
    () =>
      new Promise<void>((resolve, reject) => {
        held.push({ release: () => void real().then(resolve, reject), fail: reject });
      });
  return { held, wrap };
}

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}

describe(`an answer leaves only once what it reports is on disk (${TEST_DIALECT})`, () => {
  const disk = heldDisk();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ commitsOnDisk: disk.wrap });
  });
  afterAll(() => t.close());

  it('holds a saved enrollment until the disk has it, then answers 200', async () => {
    const answer = t.browser().call(addFilterForNewUser, { body: FILTER });
    // The answer waits at the disk however long the request took to get there (a busy machine).
    await expect.poll(() => disk.held.length, { timeout: 30_000 }).toBe(1);
    expect(await settledWithin(answer, 150)).toBe(false);
    disk.held[0]?.release();
    const saved = await answer;
    expect(saved.statusCode).toBe(200);
    expect(saved.data?.temp_enrollment_id).toMatch(/\S/);
  });

  it('answers 503, never "saved", when the disk fails, and shows no trace of the error', async () => {
    const answer = t.browser().call(addFilterForNewUser, { body: FILTER });
    await expect.poll(() => disk.held.length, { timeout: 30_000 }).toBe(2);
    disk.held[1]?.fail(new Error('EIO: i/o error, fdatasync /data/store.db-wal'));
    const refused = await answer;
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toEqual({
      status: 'error',
      statusCode: 503,
      data: [{ target_element: 'server', error_message: 'Something went wrong. Please try again.' }],
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/EIO|store\.db|at /);
  });
});
