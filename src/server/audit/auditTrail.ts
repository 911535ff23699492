import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { toJsonText } from '../db/json';

/** Append-only record of what was agreed and submitted: who, when, from where, and a hash of it. */
export async function recordAudit(
  db: Db,
  entry: {
    enrollmentId: string;
    action: string;
    request: FastifyRequest;
    document: unknown;
    at: Date;
    /** What the entry is about beyond the document's hash (the Agreement step: who signed as what). */
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      enrollment_id: entry.enrollmentId,
      action: entry.action,
      at: entry.at.toISOString(),
      ip: entry.request.ip,
      user_agent: String(entry.request.headers['user-agent'] ?? '').slice(0, 300),
      document_hash: createHash('sha256').update(JSON.stringify(entry.document)).digest('hex'),
      details: entry.details === undefined ? null : toJsonText(entry.details),
    })
    .execute();
}
