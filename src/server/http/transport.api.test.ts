import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdConnections, rawExchange } from '../../../testing/rawHttp';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { recentFailures } from '../access/failedAttempts';
import { routingLookupKey } from '../steps/billing/routingLookupLimit';

const STALLED_BODY =
  'POST /api/v1/add-filter-for-new-user HTTP/1.1\r\nHost: store.test\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n\r\n{"zip": "331';

describe(`slow and idle clients (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        REQUEST_TIMEOUT_MS: '600',
        HEADERS_TIMEOUT_MS: '400',
        KEEP_ALIVE_TIMEOUT_MS: '300',
        MAX_CONNECTIONS: '4',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('drops a request whose body stalls, with 408, soon after its deadline', async () => {
    const { answer, closedAfterMs } = await rawExchange(port, STALLED_BODY, 4_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a connection whose headers stall', async () => {
    const { closedAfterMs } = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: store.test\r\n', 4_000);
    expect(closedAfterMs).not.toBeNull();
  });

  it('closes an idle kept-alive connection', async () => {
    const { answer, closedAfterMs } = await rawExchange(
      port,
      'GET /healthz HTTP/1.1\r\nHost: store.test\r\n\r\n',
      4_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).not.toBeNull();
  });

  it('refuses connections past the cap and serves again once they are gone', async () => {
    const held = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    try {
      const refused = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: store.test\r\n\r\n', 2_000);
      expect(refused.answer).toBe('');
      expect(refused.closedAfterMs).not.toBeNull();
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});

describe(`connections per client address (${TEST_DIALECT})`, () => {
  const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: store.test\r\nConnection: close\r\n\r\n';
  let capped: TestApp;
  let behindProxy: TestApp;
  const portOf = (t: TestApp) => (t.app.server.address() as net.AddressInfo).port;
  beforeAll(async () => {
    [capped, behindProxy] = await Promise.all([
      startTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } }),
      startTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' } }),
    ]);
    for (const t of [capped, behindProxy]) await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await capped.close();
    await behindProxy.close();
  });

  it('closes a connection past the cap from one address at once; other addresses are served', async () => {
    const port = portOf(capped);
    const held = await holdConnections(port, 3, '127.0.0.7');
    try {
      const refused = await rawExchange(port, HEALTH, 2_000, '127.0.0.7');
      expect(refused.answer).toBe('');
      expect(refused.closedAfterMs).not.toBeNull();
      expect((await rawExchange(port, HEALTH, 2_000, '127.0.0.8')).answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Once they are gone, the address is served again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rawExchange(port, HEALTH, 2_000, '127.0.0.7')).answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('does not cap a trusted proxy, whose connections carry many clients', async () => {
    const port = portOf(behindProxy);
    const held = await holdConnections(port, 5);
    try {
      expect((await rawExchange(port, HEALTH, 2_000)).answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe(`answers and addresses (${TEST_DIALECT})`, () => {
  let plain: TestApp;
  let secure: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [plain, secure, proxied] = await Promise.all([
      startTestApp(),
      startTestApp({ env: { PUBLIC_URL: 'https://store.example' } }),
      startTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), secure.close(), proxied.close()]);
  });

  it('answers an address it cannot decode with the envelope and the security headers', async () => {
    // Undecodable, and a path parameter longer than the router reads (100 characters).
    for (const url of ['/%', '/api/v1/%zz', `/api/v1/get-plan-detail/${'1'.repeat(120)}`]) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        statusCode: 400,
        data: [{ target_element: 'path', error_message: 'The address could not be read' }],
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends Strict-Transport-Security and Secure cookies when the store is on https, neither on http', async () => {
    const body = { zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' };
    const onHttps = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: body,
    });
    expect(onHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(onHttps.headers['set-cookie'])).toMatch(/; Secure/);
    const onHttp = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: body,
    });
    expect(onHttp.headers['strict-transport-security']).toBeUndefined();
    expect(String(onHttp.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('counts a client behind a trusted proxy by its own address, and ignores the header from anyone else', async () => {
    const lookup = (app: TestApp, remoteAddress: string) =>
      app.app.inject({
        method: 'GET',
        url: '/api/v1/routing-number-bank-lookup?q=011000015',
        remoteAddress,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    await lookup(proxied, '10.1.2.3');
    expect(await recentFailures(proxied.deps, routingLookupKey('203.0.113.9'))).toBe(1);
    expect(await recentFailures(proxied.deps, routingLookupKey('10.1.2.3'))).toBe(0);

    // Not from the trusted range: the header is the client's own claim and is not believed.
    await lookup(proxied, '198.51.100.7');
    expect(await recentFailures(proxied.deps, routingLookupKey('198.51.100.7'))).toBe(1);
    expect(await recentFailures(proxied.deps, routingLookupKey('203.0.113.9'))).toBe(1);

    // By default no proxy is trusted.
    await lookup(plain, '10.1.2.3');
    expect(await recentFailures(plain.deps, routingLookupKey('10.1.2.3'))).toBe(1);
    expect(await recentFailures(plain.deps, routingLookupKey('203.0.113.9'))).toBe(0);
  });
});
