import type { Server, ServerOptions } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
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

/** An address as the socket gives it, with an IPv4 address mapped into IPv6 read as IPv4. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * Whether a connection's address is a proxy TRUST_PROXY trusts: then its connections carry many
 * clients and are not capped per address. `true` or a hop count trusts whoever connects (no cap).
 */
export function trustedProxyMatcher(setting: string): (address: string) => boolean {
  if (setting === 'false') return () => false;
  if (setting === 'true' || /^\d+$/.test(setting)) return () => true;
  const list = new BlockList();
  for (const entry of setting.split(',')) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Caps the connections one client address holds open at once: one past the cap is closed as it
 * arrives, so one machine holding hundreds of half-sent requests cannot take every connection
 * (MAX_CONNECTIONS) from everyone else. Trusted proxies are not capped (trustedProxyMatcher).
 */
export function capConnectionsPerAddress(
  server: Server,
  cap: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (exempt(address)) return;
    const held = open.get(address) ?? 0;
    if (held >= cap) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
