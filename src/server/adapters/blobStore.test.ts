import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileBlobStore } from './blobStore';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-blobs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('file blob store', () => {
  const store = fileBlobStore(path.join(root, 'blobs'));

  it('puts, gets, replaces and deletes by key, leaving no temporary files', async () => {
    await store.put('screenshots/abc/review_info-1', Buffer.from('one'));
    await store.put('screenshots/abc/review_info-1', Buffer.from('two'));
    expect((await store.get('screenshots/abc/review_info-1'))?.toString()).toBe('two');
    expect(fs.readdirSync(path.join(root, 'blobs/screenshots/abc'))).toEqual(['review_info-1']);
    await store.delete('screenshots/abc/review_info-1');
    await store.delete('screenshots/abc/review_info-1');
    expect(await store.get('screenshots/abc/review_info-1')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../outside', '/etc/passwd', 'a/../../b', 'a//b', '', '.hidden', 'a\\..\\b']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('Invalid blob key');
      await expect(store.get(key), key).rejects.toThrow('Invalid blob key');
    }
    expect(fs.existsSync(path.join(root, 'outside'))).toBe(false);
  });
});
