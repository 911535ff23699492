import type { FastifyInstance, FastifyReply } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every answer carries: a strict Content-Security-Policy, the usual hardening headers,
 * Strict-Transport-Security when the store is reached over https (hstsMaxAge > 0), and no-store on
 * API answers.
 */
export function setSecurityHeaders(reply: FastifyReply, url: string, hstsMaxAge: number): void {
  reply.header('content-security-policy', CSP);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
  if (hstsMaxAge > 0) reply.header('strict-transport-security', `max-age=${hstsMaxAge}; includeSubDomains`);
  if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
}

/** The security headers on every answer that goes through Fastify's send (the framework's own errors set them directly). */
export function installSecurityHeaders(app: FastifyInstance, hstsMaxAge: number): void {
  app.addHook('onSend', async (request, reply) => {
    setSecurityHeaders(reply, request.url, hstsMaxAge);
  });
}
