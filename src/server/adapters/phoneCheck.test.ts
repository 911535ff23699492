import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import { numverifyPhoneCheck, offlinePhoneCheck, type PhoneCheck } from './phoneCheck';

describe('offline phone check (libphonenumber)', () => {
  it('takes ten digits that make a valid US number', async () => {
    for (const phone of ['3105550182', '2125550100', '8005550100', '7875550100', ' 3105550182 ']) {
      expect((await offlinePhoneCheck.check(phone)).ok, phone).toBe(true);
    }
  });

  it('refuses numbers that are not ten digits, not valid, or not in the United States', async () => {
    const refused = [
      '',
      '310555018',
      '31055501822',
      '(310) 555-0182',
      '+13105550182',
      '1234567890',
      '0000000000',
      '3101234567',
      '4165550100', // Toronto: a valid number, but Canadian
      'abcdefghij',
      '3'.repeat(10_000),
    ];
    for (const phone of refused) expect((await offlinePhoneCheck.check(phone)).ok, phone).toBe(false);
  });
});

describe('numverify-style phone client against a local peer', () => {
  let peer: JsonPeer;
  const warnings: string[] = [];
  let check: PhoneCheck;
  const answer = (valid: boolean) => () => ({
    status: 200,
    json: { valid, number: '13105550182', country_code: 'US', line_type: 'mobile', carrier: 'Demo' },
  });

  beforeAll(async () => {
    peer = await startJsonPeer(answer(true));
    check = numverifyPhoneCheck({
      baseUrl: peer.url,
      accessKey: 'key-abc',
      warn: (m) => warnings.push(m),
      timeoutMs: 300,
    });
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    warnings.length = 0;
    peer.received.length = 0;
  });

  it('asks with the access key, the number and country US, and takes a valid answer', async () => {
    expect(await check.check('3105550182')).toEqual({ ok: true });
    const [request] = peer.received;
    expect(request?.path).toBe('/validate');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      access_key: 'key-abc',
      number: '3105550182',
      country_code: 'US',
    });
  });

  it('refuses what the service calls invalid, even a number libphonenumber takes', async () => {
    peer.answerWith(answer(false));
    expect(await check.check('3105550182')).toEqual({ ok: false });
    expect(warnings).toEqual([]);
  });

  it('refuses anything but ten digits without asking', async () => {
    peer.answerWith(answer(true));
    for (const phone of ['310555018', '310-555-0182', `3105550182${'1'.repeat(500)}`]) {
      expect(await check.check(phone)).toEqual({ ok: false });
    }
    expect(peer.received).toEqual([]);
  });

  it('falls back to the offline rule with a warning when the service fails or is slow', async () => {
    const failures = [
      () => ({
        status: 200,
        json: { success: false, error: { code: 101, type: 'invalid_access_key', info: 'x' } },
      }),
      () => ({ status: 500, json: { message: 'oops' } }),
      () => ({ status: 200, text: 'not json' }),
      () => 'hang' as const,
    ];
    for (const failure of failures) {
      peer.answerWith(failure);
      expect(await check.check('3105550182')).toEqual({ ok: true });
      expect(await check.check('1234567890')).toEqual({ ok: false });
    }
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toBe('phone check service failed (error code 101); used the offline rule');
    for (const warning of warnings) expect(warning).not.toMatch(/3105550182|1234567890|key-abc/);
  });
});
