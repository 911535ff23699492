import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import { INVALID_ZIP } from '../../domain/forms/eligibilityForm';
import { loadConfig } from '../config';
import { contactChecksFromConfig } from './contactChecks';
import { offlineZipCheck, remoteZipCheck } from './zipCheck';
import { offlineZipDirectory } from './zipDirectory';

const offline = offlineZipCheck(offlineZipDirectory);

describe('zip validation', () => {
  let peer: JsonPeer;
  beforeAll(async () => {
    peer = await startJsonPeer(() => ({
      status: 200,
      json: { valid: false, message: '<b>service text</b>' },
    }));
  });
  afterAll(() => peer.close());

  it('offline: a zip of the dataset passes, any other is refused with the spec message', async () => {
    expect(await offline.check('90210')).toEqual({ ok: true });
    expect(await offline.check('00000')).toEqual({ ok: false, message: INVALID_ZIP });
  });

  it("remote: POSTs the zip with the token and follows the service's verdict in the store's words", async () => {
    const warnings: string[] = [];
    const check = remoteZipCheck(
      { baseUrl: peer.url, token: 'secret-token', warn: (m) => warnings.push(m) },
      offline,
    );
    expect(await check.check('90210')).toEqual({ ok: false, message: INVALID_ZIP });
    const request = peer.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/validate-zip');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers['content-type']).toBe('application/json');
    peer.answerWith(() => ({ status: 200, json: { valid: true } }));
    expect(await check.check('00000')).toEqual({ ok: true });
    expect(warnings).toEqual([]);
  });

  it('remote: a failing, slow or odd service falls back to the offline rule with a warning, never the zip', async () => {
    const warnings: string[] = [];
    const check = remoteZipCheck(
      { baseUrl: peer.url, token: 't', warn: (m) => warnings.push(m), timeoutMs: 200 },
      offline,
    );
    peer.answerWith(() => ({ status: 500, json: {} }));
    expect(await check.check('00000')).toEqual({ ok: false, message: INVALID_ZIP });
    peer.answerWith(() => ({ status: 200, json: { valid: 'yes' } }));
    expect(await check.check('90210')).toEqual({ ok: true });
    peer.answerWith(() => 'hang');
    expect(await check.check('90210')).toEqual({ ok: true });
    expect(warnings).toHaveLength(3);
    expect(warnings.join(' ')).not.toContain('90210');
  });

  it('is the offline rule unless ZIP_CHECK_URL and ZIP_CHECK_TOKEN are both set', async () => {
    const before = peer.received.length;
    const plain = contactChecksFromConfig(loadConfig({}), offlineZipDirectory, () => {});
    expect(await plain.zip.check('00000')).toEqual({ ok: false, message: INVALID_ZIP });
    expect(peer.received.length).toBe(before);
    peer.answerWith(() => ({ status: 200, json: { valid: false } }));
    const remote = contactChecksFromConfig(
      loadConfig({ ZIP_CHECK_URL: peer.url, ZIP_CHECK_TOKEN: 't' }),
      offlineZipDirectory,
      () => {},
    );
    expect(await remote.zip.check('90210')).toEqual({ ok: false, message: INVALID_ZIP });
    expect(peer.received.length).toBe(before + 1);
    expect(() =>
      contactChecksFromConfig(loadConfig({ ZIP_CHECK_URL: peer.url }), offlineZipDirectory, () => {}),
    ).toThrow('set both ZIP_CHECK_URL and ZIP_CHECK_TOKEN, or neither');
  });
});
