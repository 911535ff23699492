import type { FastifyRequest } from 'fastify';

/** The value of one cookie the browser sent, or null; `shape` refuses a value that cannot be one of ours. */
export function readCookie(request: FastifyRequest, name: string, shape: RegExp): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return shape.test(value) ? value : null;
    }
  }
  return null;
}

/** A Set-Cookie line for the whole site: HttpOnly, SameSite=Lax, Secure when asked; Max-Age 0 removes it. */
export function cookieLine(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
