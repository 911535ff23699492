import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { apiCatalog } from '../../contract/apiCatalog';
import { TOO_DEEP_MESSAGE } from './jsonDepth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`http surface (${TEST_DIALECT})`, () => {
  it('answers /healthz once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document listing every call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(apiCatalog).sort());
    expect(doc.paths['/api/v1/get-plan-detail/{id}']?.get).toBeDefined();
    expect(doc.paths['/api/benefit/v2/validate-dob']?.get).toBeDefined();
  });

  it('sets a strict Content-Security-Policy and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/get-states' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers unreadable, oversized and unknown requests with the error envelope, never a stack', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'content-type': 'application/json' },
      payload: '{"zip": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      status: 'error',
      statusCode: 400,
      data: [{ target_element: 'body', error_message: 'The request could not be read' }],
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ zip: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().data).toEqual([{ target_element: 'body', error_message: 'The request is too large' }]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/drop-all-tables' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('error');
    for (const response of [broken, huge, unknown])
      expect(response.body).not.toMatch(/at .*\(|node_modules|\.ts:/);
  });

  it('refuses JSON nested past a sane depth before parsing it, on any call', async () => {
    // 250,000 levels in 500 KB took 244 ms of JSON.parse before any check; a tenth of it is plenty here.
    const deep = `${'['.repeat(25_000)}${']'.repeat(25_000)}`;
    for (const url of ['/api/v1/add-filter-for-new-user', '/api/v1/save-screenshot']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().data).toEqual([{ target_element: 'body', error_message: TOO_DEEP_MESSAGE }]);
    }
    // Deep, but inside a string, is only text: the call reads it and says what is wrong with the field.
    const inText = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ zip: '['.repeat(100), gender: '1', tier: 'IO', dob: '04/12/1985' }),
    });
    expect(inText.statusCode).toBe(400);
    expect(inText.json().data[0].target_element).toBe('zip');
    // __proto__ is still refused, as Fastify's own parser does.
    const polluted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"eprocess":"rep"},"zip":"90210"}',
    });
    expect(polluted.statusCode).toBe(400);
  });

  it('limits each body by its call: small by default, large only where a picture, signature or list travels', async () => {
    const post = (url: string, bytes: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ filler: 'x'.repeat(bytes) }),
      });
    expect((await post('/api/v1/add-filter-for-new-user', 70 * 1024)).statusCode).toBe(413);
    expect((await post('/api/v1/save-review-info', 70 * 1024)).statusCode).toBe(413);
    // The calls that carry more take it (and then answer for their fields).
    for (const url of [
      '/api/v1/save-agreement-info',
      '/api/v1/save-enrollment',
      '/api/v1/save-dependent-info',
      '/api/v1/save-screenshot',
    ]) {
      expect((await post(url, 150 * 1024)).statusCode, url).toBe(400);
    }
  });
});
