import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCatalog } from '../../contract/apiCatalog';
import { startTestApp, TEST_DIALECT, type TestApp } from '../testing/testApp';

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
});
