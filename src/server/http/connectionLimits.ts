import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * The server's hold on slow or idle clients: a request (headers and body) must arrive in time or is
 * answered 408 and closed; an idle kept-alive connection is closed; connections past the cap are
 * refused. Node checks the request and header deadlines every `connectionsCheckingInterval`, set
 * here to a quarter of the shorter one so a stalled body is dropped soon after its deadline.
 */
export function connectionLimits(
  config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & {
  http: ServerOptions;
} {
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // A socket with no traffic at all for this long is closed, whatever stage it is in.
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    http: {
      headersTimeout,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(50, Math.floor(headersTimeout / 4)),
    },
  };
}

/**
 * The TRUST_PROXY setting as Fastify's trustProxy: false, true, a list of addresses, or for a hop
 * count a rule that trusts that many proxies nearest the server.
 */
export function trustProxyOption(
  setting: string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting;
}
