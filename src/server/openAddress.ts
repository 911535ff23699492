/** Hosts a browser on this machine reaches as localhost: the loopback addresses and "every interface". */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

/**
 * The address to open in a browser for the server listening on `host` and `port`, for the line
 * `npm start` prints: http://localhost:3000 for the default, http://[address]:port for an IPv6 address.
 */
export function openAddress(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
