import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiCatalog } from '../src/contract/apiCatalog';
import { fullPath } from '../src/contract/callPath';
import type { Endpoint } from '../src/contract/endpoint';

/** What a test app heard that its contract does not declare: one line per answer. */
export interface DeclaredAnswers {
  breaches: string[];
}

const endpointByRoute = new Map<string, Endpoint>(
  Object.values(apiCatalog).map((endpoint: Endpoint) => [
    `${endpoint.method} ${fullPath(endpoint)}`,
    endpoint,
  ]),
);

function bodyText(payload: unknown, encoding: unknown): string | undefined {
  const bytes =
    typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
  if (bytes === undefined) return undefined;
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * Holds the read side of the contract as the write side is held: every successful JSON answer of a
 * declared call, however a test made the request (a test browser or app.inject), is parsed with the
 * call's `data` schema. A breach is kept; the test browser fails at once and the test app's close
 * fails with every breach, so no test can pass on an answer the contract does not describe.
 */
export function checkDeclaredAnswers(app: FastifyInstance): DeclaredAnswers {
  const heard: DeclaredAnswers = { breaches: [] };
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = endpointByRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (endpoint === undefined || endpoint.download || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const text = bodyText(payload, reply.getHeader('content-encoding'));
    if (text === undefined) return payload;
    const body = JSON.parse(text) as { status?: string; data?: unknown };
    if (body.status !== 'success') return payload;
    const declared = endpoint.data.safeParse(body.data);
    if (!declared.success) {
      heard.breaches.push(
        `${endpoint.path} answered data its call does not declare: ${JSON.stringify(declared.error.issues.slice(0, 5))}`,
      );
    }
    return payload;
  });
  return heard;
}
