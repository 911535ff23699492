import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * A submitted enrollment's statuses on its way to the carriers: 'submitted' at submission, then what
 * the carrier feed records ('sent', 'accepted', 'rejected'). The feed, when it moves an enrollment on,
 * sets enrollments.carrier_status and appends the event in one transaction (feed/feedStatus.ts).
 */
const ENROLLMENT_STATUSES = ['submitted', 'sent', 'accepted', 'rejected'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** A submitted enrollment's status with its carriers (enrollments.carrier_status); 'submitted' for any other value. */
export function submittedStatusOf(stored: string | null): EnrollmentStatus {
  return stored !== null && (ENROLLMENT_STATUSES as readonly string[]).includes(stored)
    ? (stored as EnrollmentStatus)
    : 'submitted';
}

export interface StatusEvent {
  status: string;
  at: string;
  detail: string | null;
}

/** Appends one status to an enrollment's history; run it in the transaction that makes the change. */
export async function recordStatusEvent(
  db: Db,
  event: { enrollmentId: string; status: EnrollmentStatus; at: Date; detail?: string },
): Promise<void> {
  await db
    .insertInto('enrollment_status_events')
    .values({
      id: randomUUID(),
      enrollment_id: event.enrollmentId,
      status: event.status,
      at: event.at.toISOString(),
      detail: event.detail ?? null,
    })
    .execute();
}

/** Each enrollment's history, oldest first. */
export async function statusHistories(db: Db, enrollmentIds: string[]): Promise<Map<string, StatusEvent[]>> {
  const histories = new Map<string, StatusEvent[]>(enrollmentIds.map((id) => [id, []]));
  if (enrollmentIds.length === 0) return histories;
  const rows = await db
    .selectFrom('enrollment_status_events')
    .select(['enrollment_id', 'status', 'at', 'detail'])
    .where('enrollment_id', 'in', enrollmentIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows)
    histories.get(row.enrollment_id)?.push({ status: row.status, at: row.at, detail: row.detail });
  return histories;
}
