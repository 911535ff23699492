import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactRequest, holdConnections, rawExchange } from '../testing/rawHttp';
import { type RealServer, startRealServer, stopEverything, tinyWebBuild } from './realServer';

/** Attack 3 (slow and many connections) and attack 10 (the headers of every answer), on an https store. */
let server: RealServer;
const web = tinyWebBuild();
const REQUEST_TIMEOUT_MS = 1_500;
const MAX_CONNECTIONS = 8;

beforeAll(async () => {
  server = await startRealServer({
    PUBLIC_URL: 'https://store.example',
    SERVE_WEB: 'true',
    WEB_DIST: web.dir,
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
});

afterAll(stopEverything);

const STALLED_BODY =
  'POST /api/v1/add-filter-for-new-user HTTP/1.1\r\nHost: store.example\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n\r\n{"zip": "331';

describe('attack 3: slow and many connections', () => {
  it('closes a connection holding a half-sent body with 408, soon after REQUEST_TIMEOUT_MS', async () => {
    const { answer, closedAfterMs } = await rawExchange(server.port, STALLED_BODY, REQUEST_TIMEOUT_MS * 4);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const stalled = 'GET /healthz HTTP/1.1\r\nHost: store.example\r\n';
    const { closedAfterMs } = await rawExchange(server.port, stalled, REQUEST_TIMEOUT_MS * 4);
    expect(closedAfterMs).not.toBeNull();
  });

  it('refuses connections past MAX_CONNECTIONS, and serves again once they are gone', async () => {
    const held = await holdConnections(server.port, MAX_CONNECTIONS);
    try {
      const refused = await rawExchange(
        server.port,
        'GET /healthz HTTP/1.1\r\nHost: store.example\r\n\r\n',
        2_000,
      );
      expect(refused.answer).toBe('');
      expect(refused.closedAfterMs).not.toBeNull();
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await exactRequest(server.port, 'GET', '/healthz')).status).toBe(200);
  });
});

describe('attack 10: transport headers', () => {
  const HARDENING = {
    'content-security-policy': expect.stringContaining("default-src 'self'"),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  };

  it('sends the security headers and HSTS on every answer: errors, 404s, static files and pages', async () => {
    const json = { 'content-type': 'application/json' };
    const asks: Array<[string, string, { headers?: Record<string, string>; body?: string }, number]> = [
      ['GET', '/%', {}, 400],
      ['GET', '/api/v1/%zz', {}, 400],
      ['GET', '/api/v1/no-such-call', {}, 404],
      ['GET', '/assets/no-such-file.js', {}, 404],
      ['GET', '/healthz', {}, 200],
      ['GET', '/', {}, 200],
      ['GET', web.asset, {}, 200],
      ['GET', '/api/v1/get-states', {}, 200],
      ['POST', '/api/v1/add-filter-for-new-user', { headers: json, body: '{"zip":' }, 400],
      ['POST', '/api/v1/add-filter-for-new-user', { headers: json, body: '{}' }, 400],
      [
        'POST',
        '/api/v1/auth/sign-out',
        { headers: { ...json, origin: 'https://evil.example' }, body: '{}' },
        403,
      ],
    ];
    for (const [method, path, options, status] of asks) {
      const answer = await exactRequest(server.port, method, path, options);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status });
      expect({ path, ...answer.headers }).toMatchObject({ path, ...HARDENING });
    }
    const undecodable = await exactRequest(server.port, 'GET', '/%');
    expect(JSON.parse(undecodable.body)).toEqual({
      status: 'error',
      statusCode: 400,
      data: [{ target_element: 'path', error_message: 'The address could not be read' }],
    });
  });

  it('marks cookies Secure when the store is on https', async () => {
    const answer = await exactRequest(server.port, 'POST', '/api/v1/add-filter-for-new-user', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' }),
    });
    expect(answer.status).toBe(200);
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/; HttpOnly; .*; Secure$/);
  });
});
