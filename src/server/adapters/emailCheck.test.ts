import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import { type EmailCheck, neverBounceEmailCheck, offlineEmailCheck } from './emailCheck';

describe('offline e-mail check (syntax and domain rules)', () => {
  it('takes plain addresses on real-looking domains', async () => {
    const taken = [
      'maria@example.com',
      'Maria.Lopez+benefits@Mail.Example.org',
      "o'brien@sub.domain.co.uk",
      'x@xn--bcher-kva.de',
      '  ann@example.com  ',
    ];
    for (const email of taken) expect((await offlineEmailCheck.check(email)).ok, email).toBe(true);
  });

  it('refuses bad syntax, single-label and reserved domains, and over-long addresses', async () => {
    const refused = [
      '',
      'maria',
      '@example.com',
      'maria@',
      'maria@@example.com',
      'ma ria@example.com',
      '.maria@example.com',
      'maria.@example.com',
      'ma..ria@example.com',
      'maria@localhost',
      'maria@example',
      'maria@example.invalid',
      'maria@shop.test',
      'maria@printer.local',
      'maria@example.c',
      'maria@example.123',
      'maria@-example.com',
      'maria@example-.com',
      'maria@exa_mple.com',
      'maria@[127.0.0.1]',
      '"maria"@example.com',
      '<script>alert(1)</script>@example.com',
      "x'; DROP TABLE members; --@example.com",
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
    ];
    for (const email of refused) expect((await offlineEmailCheck.check(email)).ok, email).toBe(false);
  });
});

describe('NeverBounce-style e-mail client against a local peer', () => {
  let peer: JsonPeer;
  const warnings: string[] = [];
  let check: EmailCheck;
  const result = (value: string) => () => ({
    status: 200,
    json: {
      status: 'success',
      result: value,
      flags: ['has_dns'],
      suggested_correction: '',
      execution_time: 12,
    },
  });

  beforeAll(async () => {
    peer = await startJsonPeer(result('valid'));
    check = neverBounceEmailCheck({
      baseUrl: `${peer.url}/`,
      key: 'secret_nb',
      warn: (m) => warnings.push(m),
      timeoutMs: 300,
    });
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    warnings.length = 0;
    peer.received.length = 0;
  });

  it('asks with the key and the address; valid, catchall and unknown are taken', async () => {
    for (const value of ['valid', 'catchall', 'unknown']) {
      peer.answerWith(result(value));
      expect(await check.check(' maria@example.com '), value).toEqual({ ok: true });
    }
    const [request] = peer.received;
    expect(request?.path).toBe('/v4/single/check');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      key: 'secret_nb',
      email: 'maria@example.com',
    });
  });

  it('refuses invalid and disposable addresses', async () => {
    for (const value of ['invalid', 'disposable']) {
      peer.answerWith(result(value));
      expect(await check.check('maria@example.com'), value).toEqual({ ok: false });
    }
    expect(warnings).toEqual([]);
  });

  it('refuses what the offline rule refuses without asking', async () => {
    peer.answerWith(result('valid'));
    expect(await check.check('maria@localhost')).toEqual({ ok: false });
    expect(peer.received).toEqual([]);
  });

  it('falls back to the offline rule with a warning when the service fails or is slow', async () => {
    const failures = [
      () => ({ status: 200, json: { status: 'auth_failure', message: 'Invalid API key' } }),
      () => ({ status: 200, json: { status: 'success', result: 'something new' } }),
      () => ({ status: 502, text: 'Bad gateway' }),
      () => 'hang' as const,
    ];
    for (const failure of failures) {
      peer.answerWith(failure);
      expect(await check.check('maria@example.com')).toEqual({ ok: true });
      expect(await check.check('maria@example.invalid')).toEqual({ ok: false });
    }
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toBe('e-mail check service failed (status auth_failure); used the offline rule');
    for (const warning of warnings) expect(warning).not.toMatch(/maria|example|secret_nb/);
  });
});
