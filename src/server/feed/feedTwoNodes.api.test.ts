import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { carrierFolders } from '../adapters/carrierFolders';
import { loadConfig } from '../config';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

const HARBORLINE = 1;

let t: TestApp;
let temp: string;
beforeAll(async () => {
  t = await startTestApp();
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-two-nodes-feed-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** A node of the store: its own data folder, the store's database and its carrier files folder. */
function node(name: string, env: Record<string, string>): FeedContext {
  const config = loadConfig({ DATA_DIR: path.join(temp, name), ...env });
  return feedContextOf({
    ...t.deps,
    config: { ...t.deps.config, dataDir: config.dataDir, carrierFilesDir: config.carrierFilesDir },
  });
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    .sort();
}

describe(`two nodes, one carrier files folder (${TEST_DIALECT})`, () => {
  it('takes the carrier files folder from CARRIER_FILES_DIR, and DATA_DIR when it is unset', () => {
    expect(loadConfig({ DATA_DIR: '/srv/store-a' }).carrierFilesDir).toBe('/srv/store-a');
    expect(loadConfig({ DATA_DIR: '/srv/store-a', CARRIER_FILES_DIR: '/srv/carriers' }).carrierFilesDir).toBe(
      '/srv/carriers',
    );
  });

  it('writes an interchange once: the node that takes over a send cut short finds the file the first one wrote', async () => {
    const shared = path.join(temp, 'carriers');
    const first = node('node-a', { CARRIER_FILES_DIR: shared });
    const second = node('node-b', { CARRIER_FILES_DIR: shared });
    await submitFamily(t);
    await runFeedRound(first, () => {}, new Set());
    const file = await t.deps.db
      .selectFrom('carrier_feed_files')
      .selectAll()
      .where('carrier_id', '=', HARBORLINE)
      .executeTakeFirstOrThrow();
    const written = path.join(carrierFolders(shared, HARBORLINE).outbound, file.file_name);
    const bytes = fs.readFileSync(written);

    // The first node is killed between the rename and its mark: the file is there, not marked sent.
    await t.deps.db
      .updateTable('carrier_feed_files')
      .set({ sent_at: null, lease_until: null, next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', file.id)
      .execute();
    await runFeedRound(second, () => {}, new Set());

    const after = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select(['sent_at'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(after.sent_at).not.toBeNull();
    // One copy of the interchange, where the first node wrote it, unchanged; none in either node's own folder.
    expect(filesUnder(shared).filter((name) => name.endsWith(file.file_name))).toEqual([
      path.join('outbound', String(HARBORLINE), file.file_name),
    ]);
    expect(fs.readFileSync(written).equals(bytes)).toBe(true);
    expect(filesUnder(path.join(temp, 'node-a'))).toEqual([]);
    expect(filesUnder(path.join(temp, 'node-b'))).toEqual([]);
  });
});
