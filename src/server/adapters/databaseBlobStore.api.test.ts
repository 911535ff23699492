import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { loadConfig } from '../config';
import { databaseBlobStore } from './blobStore';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`database blob store (${TEST_DIALECT})`, () => {
  it('puts, gets, replaces and deletes by key, the bytes exactly as given', async () => {
    const store = databaseBlobStore(t.deps.db);
    const bytes = Buffer.from([0, 255, 1, 128, 10, 13, 0]);
    await store.put('screenshots/db-test/review_info-1', bytes);
    expect(await store.get('screenshots/db-test/review_info-1')).toEqual(bytes);
    await store.put('screenshots/db-test/review_info-1', Buffer.from('two'));
    expect((await store.get('screenshots/db-test/review_info-1'))?.toString()).toBe('two');
    await store.delete('screenshots/db-test/review_info-1');
    await store.delete('screenshots/db-test/review_info-1');
    expect(await store.get('screenshots/db-test/review_info-1')).toBeNull();
  });

  it('refuses the keys the file store refuses', async () => {
    const store = databaseBlobStore(t.deps.db);
    for (const key of ['', '.hidden', 'a//b', 'x'.repeat(201)]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('Invalid blob key');
    }
  });

  it('is the store of app nodes on PostgreSQL, unless BLOB_DIR names a folder', () => {
    const postgres = { DATABASE_URL: 'postgres://store@db.internal/store' };
    expect(loadConfig({ ...postgres }).blobsInDatabase).toBe(true);
    expect(loadConfig({ ...postgres, BLOB_DIR: '/srv/blobs' }).blobsInDatabase).toBe(false);
    expect(loadConfig({}).blobsInDatabase).toBe(false);
  });
});
