import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import {
  ADDRESS_MESSAGES,
  type AddressCheck,
  type AddressInput,
  offlineAddressCheck,
  uspsAddressCheck,
} from './addressCheck';
import { offlineZipDirectory } from './zipDirectory';

const HOME: AddressInput = {
  address1: '120 Palm Drive',
  address2: '',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
};

describe('offline address check (zip dataset)', () => {
  const check = offlineAddressCheck(offlineZipDirectory);

  it('takes a zip, city and state that agree, whatever the case and spacing of the city', async () => {
    expect(await check.check(HOME)).toEqual({ ok: true });
    expect(await check.check({ ...HOME, city: '  beverly   HILLS ', state: 'ca' })).toEqual({ ok: true });
    expect(await check.check({ ...HOME, city: 'New York', state: 'NY', zip: '10001' })).toEqual({ ok: true });
  });

  it('refuses an unknown zip at the zip, a state elsewhere at the state, another city at the city', async () => {
    expect(await check.check({ ...HOME, zip: '00000' })).toEqual({
      ok: false,
      target: 'zip',
      message: ADDRESS_MESSAGES.zipNotFound,
    });
    expect(await check.check({ ...HOME, state: 'NY' })).toEqual({
      ok: false,
      target: 'state',
      message: ADDRESS_MESSAGES.stateMismatch,
    });
    expect(await check.check({ ...HOME, city: 'Los Angeles' })).toEqual({
      ok: false,
      target: 'city',
      message: ADDRESS_MESSAGES.cityMismatch,
    });
    expect((await check.check({ ...HOME, zip: '9021' })).ok).toBe(false);
  });
});

describe('USPS-style address client against a local peer', () => {
  let peer: JsonPeer;
  const warnings: string[] = [];
  let check: AddressCheck;
  const found = (address: Record<string, unknown>) => () => ({
    status: 200,
    json: { firm: '', address, additionalInfo: { deliveryPoint: '20' } },
  });

  beforeAll(async () => {
    peer = await startJsonPeer(
      found({
        streetAddress: '120 PALM DR',
        city: 'BEVERLY HILLS',
        state: 'CA',
        ZIPCode: '90210',
        ZIPPlus4: '4321',
      }),
    );
    check = uspsAddressCheck(
      { baseUrl: `${peer.url}/api/`, token: 'token-123', warn: (m) => warnings.push(m), timeoutMs: 300 },
      offlineAddressCheck(offlineZipDirectory),
    );
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    warnings.length = 0;
    peer.received.length = 0;
  });

  it('asks with a bearer token and the address fields, and takes the ZIP+4 of an address found', async () => {
    expect(await check.check({ ...HOME, address2: 'Apt 4', state: 'ca' })).toEqual({
      ok: true,
      zip4: '4321',
    });
    const [request] = peer.received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/api/addresses/v3/address');
    expect(request?.headers.authorization).toBe('Bearer token-123');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      streetAddress: '120 Palm Drive',
      secondaryAddress: 'Apt 4',
      city: 'Beverly Hills',
      state: 'CA',
      ZIPCode: '90210',
    });
    expect(warnings).toEqual([]);
  });

  it('refuses an address the service does not find (400, 404) at address1', async () => {
    for (const status of [400, 404]) {
      peer.answerWith(() => ({
        status,
        json: { apiVersion: '3.0.0', error: { code: String(status), message: 'Address Not Found.' } },
      }));
      expect(await check.check(HOME)).toEqual({
        ok: false,
        target: 'address1',
        message: ADDRESS_MESSAGES.notFound,
      });
    }
    expect(warnings).toEqual([]);
  });

  it('refuses a zip, state or city that differ from what the service found for the street', async () => {
    peer.answerWith(found({ city: 'BEVERLY HILLS', state: 'CA', ZIPCode: '90211', ZIPPlus4: null }));
    expect(await check.check(HOME)).toMatchObject({ ok: false, target: 'zip' });
    peer.answerWith(found({ city: 'BEVERLY HILLS', state: 'NV', ZIPCode: '90210' }));
    expect(await check.check(HOME)).toMatchObject({ ok: false, target: 'state' });
    peer.answerWith(found({ city: 'LOS ANGELES', state: 'CA', ZIPCode: '90210' }));
    expect(await check.check(HOME)).toMatchObject({ ok: false, target: 'city' });
  });

  it('falls back to the offline rule with a warning when the service fails, is refused or is slow', async () => {
    const failures = [
      () => ({ status: 401, json: { error: { code: '401', message: 'Unauthorized' } } }),
      () => ({ status: 503, text: '<html>down</html>' }),
      () => ({ status: 200, json: { unexpected: true } }),
      () => 'hang' as const,
    ];
    for (const failure of failures) {
      peer.answerWith(failure);
      expect(await check.check(HOME)).toEqual({ ok: true });
      expect(await check.check({ ...HOME, state: 'NY' })).toMatchObject({ ok: false, target: 'state' });
    }
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toContain('HTTP 401');
    expect(warnings[6]).toContain('no answer within 300 ms');
    for (const warning of warnings) {
      expect(warning).not.toMatch(/Palm|90210|Beverly|token-123/i);
    }
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = await startJsonPeer(() => ({ status: 200, json: {} }));
    await closed.close();
    const unreachable = uspsAddressCheck(
      { baseUrl: closed.url, token: 't', warn: (m) => warnings.push(m), timeoutMs: 300 },
      offlineAddressCheck(offlineZipDirectory),
    );
    expect(await unreachable.check(HOME)).toEqual({ ok: true });
    expect(warnings).toEqual(['address check service failed (unreachable); used the offline zip rule']);
  });
});
