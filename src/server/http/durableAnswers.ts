import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';
import type { CommitsOnDisk } from '../db/groupCommit';

const NOT_SAVED: ErrorEnvelope = {
  status: 'error',
  statusCode: 503,
  data: [{ target_element: 'server', error_message: 'Something went wrong. Please try again.' }],
};

/**
 * No answer leaves before what its request committed is on disk: every answer, whatever its method,
 * since a read can write too (an attempt counted, a session touched). When there is nothing new to
 * sync the wait is a counter read. If the disk fails, the answer becomes a 503 and never a "saved".
 */
export function installDurableAnswers(app: FastifyInstance, commitsOnDisk: CommitsOnDisk): void {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      await commitsOnDisk();
      return payload;
    } catch (error) {
      request.log.error({ err: error }, 'commits could not be made durable');
      if (payload && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
      reply.code(503).removeHeader('content-length').type('application/json; charset=utf-8');
      return JSON.stringify(NOT_SAVED);
    }
  });
}
