import { randomUUID } from 'node:crypto';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import type { Db } from '../db/database';
import type { Enrollment834 } from '../x12/enrollment834';
import { type Interchange834, interchange834 } from '../x12/interchange834';
import type { FeedContext } from './feedContext';
import { nextInterchangeNumber } from './feedNumbers';

/** The file's name: the carrier, the interchange number and .x12, the same on every retry. */
const feedFileName = (carrierId: number, interchangeNumber: number) =>
  `834_${carrierId}_${String(interchangeNumber).padStart(9, '0')}.x12`;

/** An audit file's own columns (056); a file of enrollments and changes has none. */
export interface AuditColumns {
  listed: string[];
  heldAt: Date | null;
}

/**
 * Numbers one interchange of `enrollments` for a carrier from the store's one counter, builds it and keeps
 * it sealed as a file to send (or, an audit file held by the guard, to confirm first). Run in the
 * filing's transaction.
 */
export async function storeInterchange(
  db: Db,
  context: FeedContext,
  parties: { agency: AgencyEdi; edi: CarrierEdi; carrierId: number },
  enrollments: Enrollment834[],
  audit: AuditColumns | null = null,
): Promise<{ fileId: string; fileName: string; built: Interchange834 }> {
  const now = context.now();
  const number = await nextInterchangeNumber(db);
  const built = interchange834(parties.agency, parties.edi, enrollments, {
    interchangeNumber: number,
    groupNumber: number,
    createdAt: now,
    usage: context.usage,
  });
  const fileId = randomUUID();
  const fileName = feedFileName(parties.carrierId, number);
  await db
    .insertInto('carrier_feed_files')
    .values({
      id: fileId,
      carrier_id: parties.carrierId,
      interchange_number: number,
      file_name: fileName,
      content: context.secretBox.seal(built.text),
      created_at: now.toISOString(),
      sent_at: null,
      attempts: 0,
      next_attempt_at: now.toISOString(),
      last_error: null,
      lease_until: null,
      acknowledged_at: null,
      delivering_at: null,
      kind: audit ? 'audit' : 'changes',
      listed: audit ? JSON.stringify(audit.listed) : null,
      held_at: audit?.heldAt?.toISOString() ?? null,
    })
    .execute();
  return { fileId, fileName, built };
}
