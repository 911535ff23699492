import type { CarrierEdi } from '../catalog/packageSchema';

/**
 * When a carrier's waiting enrollments are filed: 'immediate' at the worker's next round; 'daily' once a
 * day, at the first round after `dailyAt` (HH:MM, UTC), into one file. `lastFiledAt` is when the carrier's
 * latest file was made (null: never).
 */
export function feedIsDue(
  schedule: CarrierEdi['schedule'],
  now: Date,
  lastFiledAt: string | null,
  dailyAt: string,
): boolean {
  if (schedule === 'immediate') return true;
  const [hours, minutes] = dailyAt.split(':').map(Number);
  const cutoff = new Date(now);
  cutoff.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0);
  // Before today's time, yesterday's is the one that counts.
  if (cutoff > now) cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return lastFiledAt === null || new Date(lastFiledAt) < cutoff;
}
