import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonPeer, startJsonPeer } from '../../../testing/jsonPeer';
import { startTestApp, type TestApp } from '../../../testing/testApp';
import { loadDemoRoutingDirectory } from '../routing/routingImport';
import {
  httpRoutingDirectory,
  offlineRoutingDirectory,
  ROUTING_MESSAGES,
  type RoutingDirectory,
  routingDirectoryFromConfig,
} from './routingDirectory';

/**
 * In the demo directory as "EXAMPLE CITY DEMO BANK (FICTIONAL)"; 123456780 passes the checksum but is
 * in no directory, and neither is Chase's real 021000021 (no demo bank sits on a real bank's number).
 */
const DEMO_BANK = '011000015';
const DEMO_BANK_NAME = 'EXAMPLE CITY DEMO BANK (FICTIONAL)';
const UNSEEDED = '123456780';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadDemoRoutingDirectory(t.deps.db);
});
afterAll(() => t.close());

describe('offline routing directory (checksum and bank_routing)', () => {
  it('names a bank of the imported directory in upper case', async () => {
    const directory = offlineRoutingDirectory(t.deps.db);
    expect(await directory.lookup(DEMO_BANK)).toEqual({ found: true, bankName: DEMO_BANK_NAME });
    expect(await directory.lookup('021000021')).toEqual({
      found: false,
      reason: 'unknown',
      message: ROUTING_MESSAGES.unknown,
    });
  });

  it('refuses a wrong length, a failed checksum and an unknown number with their messages', async () => {
    const directory = offlineRoutingDirectory(t.deps.db);
    for (const value of ['01100001', '0110000150', 'abcdefghi', '']) {
      expect(await directory.lookup(value), value).toEqual({
        found: false,
        reason: 'digits',
        message: ROUTING_MESSAGES.digits,
      });
    }
    expect(await directory.lookup('011000016')).toEqual({
      found: false,
      reason: 'invalid',
      message: ROUTING_MESSAGES.invalid,
    });
    expect(await directory.lookup(UNSEEDED)).toEqual({
      found: false,
      reason: 'unknown',
      message: ROUTING_MESSAGES.unknown,
    });
  });
});

describe('routing-directory client against a local peer', () => {
  let peer: JsonPeer;
  const warnings: string[] = [];
  let directory: RoutingDirectory;

  beforeAll(async () => {
    peer = await startJsonPeer(() => ({ status: 404, json: {} }));
    directory = httpRoutingDirectory(
      { baseUrl: `${peer.url}/v1/`, key: 'secret-key', warn: (m) => warnings.push(m), timeoutMs: 300 },
      offlineRoutingDirectory(t.deps.db),
    );
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    warnings.length = 0;
    peer.received.length = 0;
  });

  it("asks GET {base}/routing/{number} with the key and takes the service's name", async () => {
    peer.answerWith((request) => ({
      status: 200,
      json: { routing_number: request.path.split('/').pop(), bank_name: 'Seaside Bank ' },
    }));
    expect(await directory.lookup(UNSEEDED)).toEqual({ found: true, bankName: 'SEASIDE BANK' });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.method).toBe('GET');
    expect(peer.received[0]?.path).toBe(`/v1/routing/${UNSEEDED}`);
    expect(peer.received[0]?.headers['x-api-key']).toBe('secret-key');
    expect(warnings).toEqual([]);
  });

  it("answers the service's 404 as unknown, without the offline directory", async () => {
    peer.answerWith(() => ({ status: 404, json: { message: 'not found' } }));
    expect(await directory.lookup(DEMO_BANK)).toEqual({
      found: false,
      reason: 'unknown',
      message: ROUTING_MESSAGES.unknown,
    });
    expect(warnings).toEqual([]);
  });

  it('never asks the service about a number that fails the format or the checksum', async () => {
    expect(await directory.lookup('011000016')).toEqual({
      found: false,
      reason: 'invalid',
      message: ROUTING_MESSAGES.invalid,
    });
    expect(await directory.lookup('12345')).toEqual({
      found: false,
      reason: 'digits',
      message: ROUTING_MESSAGES.digits,
    });
    expect(peer.received).toHaveLength(0);
  });

  it('falls back to the offline directory on a 500, a bad answer, a wrong number or no answer, with a warning', async () => {
    const failures = [
      () => ({ status: 500, json: { error: 'down' } }),
      () => ({ status: 200, text: 'not json' }),
      () => ({ status: 200, json: { name: 'no bank_name' } }),
      () => ({ status: 200, json: { routing_number: '021000021', bank_name: 'Other Bank' } }),
      () => 'hang' as const,
    ];
    for (const failure of failures) {
      peer.answerWith(failure);
      expect(await directory.lookup(DEMO_BANK)).toEqual({ found: true, bankName: DEMO_BANK_NAME });
    }
    expect(warnings).toHaveLength(failures.length);
    for (const warning of warnings) {
      expect(warning).toMatch(/^routing lookup service failed/);
      expect(warning).not.toContain(DEMO_BANK);
      expect(warning).not.toContain('secret-key');
    }
  });

  it('is chosen by configuration: both settings, neither, or a refusal to start with one', async () => {
    const warn = () => {};
    peer.answerWith(() => ({ status: 200, json: { routing_number: UNSEEDED, bank_name: 'Seaside Bank' } }));
    const configured = routingDirectoryFromConfig(
      { ROUTING_LOOKUP_URL: peer.url, ROUTING_LOOKUP_KEY: 'k' },
      t.deps.db,
      warn,
    );
    expect(await configured.lookup(UNSEEDED)).toEqual({ found: true, bankName: 'SEASIDE BANK' });
    const offline = routingDirectoryFromConfig({}, t.deps.db, warn);
    expect(await offline.lookup(UNSEEDED)).toEqual({
      found: false,
      reason: 'unknown',
      message: ROUTING_MESSAGES.unknown,
    });
    expect(() => routingDirectoryFromConfig({ ROUTING_LOOKUP_URL: peer.url }, t.deps.db, warn)).toThrow(
      /ROUTING_LOOKUP_KEY/,
    );
  });
});
