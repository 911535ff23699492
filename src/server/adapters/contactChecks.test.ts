import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import { loadConfig } from '../config';
import { contactChecksFromConfig } from './contactChecks';
import { offlineEmailCheck } from './emailCheck';
import { offlinePhoneCheck } from './phoneCheck';
import { offlineZipDirectory } from './zipDirectory';

const ADDRESS = { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };

describe('contact checks from configuration', () => {
  let peer: JsonPeer;
  beforeAll(async () => {
    peer = await startJsonPeer((request) => {
      if (request.path === '/validate') return { status: 200, json: { valid: false } };
      if (request.path === '/v4/single/check')
        return { status: 200, json: { status: 'success', result: 'invalid' } };
      return { status: 404, json: { error: { message: 'Address Not Found.' } } };
    });
  });
  afterAll(() => peer.close());

  it('uses the offline rules when no service is configured', async () => {
    const checks = contactChecksFromConfig(loadConfig({}), offlineZipDirectory, () => {});
    expect(checks.phone).toBe(offlinePhoneCheck);
    expect(checks.email).toBe(offlineEmailCheck);
    expect(await checks.address.check(ADDRESS)).toEqual({ ok: true });
    expect(peer.received).toEqual([]);
  });

  it('uses each configured service', async () => {
    const config = loadConfig({
      ADDRESS_CHECK_URL: peer.url,
      ADDRESS_CHECK_TOKEN: 't',
      PHONE_CHECK_URL: peer.url,
      PHONE_CHECK_KEY: 'k',
      EMAIL_CHECK_URL: peer.url,
      EMAIL_CHECK_KEY: 'k',
    });
    const checks = contactChecksFromConfig(config, offlineZipDirectory, () => {});
    expect(await checks.address.check(ADDRESS)).toMatchObject({ ok: false, target: 'address1' });
    expect(await checks.phone.check('3105550182')).toEqual({ ok: false });
    expect(await checks.email.check('maria@example.com')).toEqual({ ok: false });
    expect(peer.received.map((r) => r.path)).toEqual([
      '/addresses/v3/address',
      '/validate',
      '/v4/single/check',
    ]);
  });

  it('refuses a service URL without its key, the reverse, and a URL that is not http(s)', () => {
    expect(() =>
      contactChecksFromConfig(loadConfig({ PHONE_CHECK_URL: peer.url }), offlineZipDirectory, () => {}),
    ).toThrow('set both PHONE_CHECK_URL and PHONE_CHECK_KEY, or neither');
    expect(() =>
      contactChecksFromConfig(loadConfig({ ADDRESS_CHECK_TOKEN: 't' }), offlineZipDirectory, () => {}),
    ).toThrow('set both ADDRESS_CHECK_URL and ADDRESS_CHECK_TOKEN, or neither');
    expect(() => loadConfig({ EMAIL_CHECK_URL: 'file:///etc/passwd', EMAIL_CHECK_KEY: 'k' })).toThrow(
      'EMAIL_CHECK_URL must be an http:// or https:// URL',
    );
  });
});
