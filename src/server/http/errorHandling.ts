import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';
import { AppError } from './appError';
import { setSecurityHeaders } from './securityHeaders';

function envelope(statusCode: number, target: string, message: string): ErrorEnvelope {
  return { status: 'error', statusCode, data: [{ target_element: target, error_message: message }] };
}

/** One error path: field errors as the list, client mistakes as 4xx, anything else a bare 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { status: 'error', statusCode: error.statusCode, data: error.fieldErrors };
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(envelope(413, 'body', 'The request is too large'));
    if (status === 415) return reply.code(415).send(envelope(415, 'body', 'Send the request as JSON'));
    if (status >= 400 && status < 500) {
      return reply.code(400).send(envelope(400, 'body', 'The request could not be read'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, 'server', 'Something went wrong. Please try again.'));
  });
}

/**
 * Fastify's own refusals before routing (an address that cannot be decoded, such as `/%`, or a bad
 * content type): the error envelope as a 400, with the security headers every answer carries.
 */
export function frameworkErrorAnswer(hstsMaxAge: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const addressError = ['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_ASYNC_CONSTRAINT'].includes(
      error.code,
    );
    setSecurityHeaders(reply, request.url, hstsMaxAge);
    const body = addressError
      ? envelope(400, 'path', 'The address could not be read')
      : envelope(400, 'body', 'The request could not be read');
    void reply.code(400).send(body);
  };
}
