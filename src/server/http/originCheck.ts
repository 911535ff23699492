import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** host[:port] of an origin such as https://store.example:8443, or null when it is not one. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A call that changes something (any API method but GET, HEAD and OPTIONS) must come from the store's
 * own pages. A browser says where a request comes from: `Origin` must name the host the request was sent
 * to (or PUBLIC_URL's), and `Sec-Fetch-Site`, when sent, must say same-origin. A page on another site,
 * or on another subdomain of the same site (whose requests carry SameSite=Lax cookies), is refused with
 * 403 before the handler runs, so nothing changes. A client that sends neither header (a script with no
 * browser's cookies) is let through to the usual checks.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicHost = hostOf(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownHost = String(request.headers.host ?? '').toLowerCase();
    const originHost = origin === undefined ? undefined : hostOf(origin);
    const fromElsewhere =
      (originHost !== undefined &&
        (originHost === null || (originHost !== ownHost && originHost !== publicHost))) ||
      (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none');
    if (!fromElsewhere) return;
    const body: ErrorEnvelope = {
      status: 'error',
      statusCode: 403,
      data: [
        { target_element: 'origin', error_message: 'This request came from another site and was refused.' },
      ],
    };
    return reply.code(403).send(body);
  });
}
