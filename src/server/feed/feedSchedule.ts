import type { CarrierEdi } from '../catalog/packageSchema';

/**
 * Which of a carrier's waiting enrollments are filed now: 'immediate', all of them, at the worker's next
 * round (null: no bound); 'daily', those queued before the latest cutoff at `dailyAt` (HH:MM, UTC), all of
 * them, in as many files as they fill. An enrollment queued after the cutoff waits for the next one, also
 * a carrier's very first and the first after a day with nothing to send.
 */
export function feedCutoff(schedule: CarrierEdi['schedule'], now: Date, dailyAt: string): Date | null {
  if (schedule === 'immediate') return null;
  const [hours, minutes] = dailyAt.split(':').map(Number);
  const cutoff = new Date(now);
  cutoff.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0);
  // Before today's time, yesterday's is the one that counts.
  if (cutoff > now) cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return cutoff;
}
