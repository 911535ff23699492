import type { FastifyRequest } from 'fastify';

/**
 * A cookie's name as the store sets it: on https with the `__Host-` prefix, which browsers accept only
 * from this very host (Secure, Path=/, no Domain), so a sibling subdomain cannot plant or overwrite it.
 */
function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/**
 * The value of one of the store's cookies as the browser sent it, or null; `shape` refuses a value
 * that cannot be one of ours. `secure` says which name it was set under (cookieName).
 */
export function readCookie(
  request: FastifyRequest,
  name: string,
  shape: RegExp,
  secure: boolean,
): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const wanted = cookieName(name, secure);
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) {
      const value = rest.join('=');
      return shape.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * A Set-Cookie line for the whole site: HttpOnly, SameSite=Lax; on https Secure and named with the
 * `__Host-` prefix (cookieName). Max-Age 0 removes it.
 */
export function cookieLine(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${cookieName(name, secure)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
