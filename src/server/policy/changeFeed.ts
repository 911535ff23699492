import type { Db } from '../db/database';
import { queueFeedItems } from '../feed/feedQueue';
import type { ChangePlan } from './changePlan';

/**
 * Queues a change for its carriers' 834s by the submission's rule (feed/feedQueue.ts): one pending item,
 * named by the change, per carrier whose spans the change ends or starts (and those it also tells, e.g.
 * of an address) that has EDI settings, when the agency has EDI ids. 'submitted' when any was queued.
 */
export async function queueChangeFeed(
  db: Db,
  enrollmentId: string,
  changeId: string,
  plan: ChangePlan,
  at: Date,
): Promise<'none' | 'submitted'> {
  const carriers = [
    ...plan.ends.map((ended) => ended.span.row.carrier_id),
    ...plan.starts.map((span) => span.carrierId),
    ...plan.alsoCarriers,
  ];
  const queued = await queueFeedItems(db, enrollmentId, carriers, changeId, at);
  return queued.length > 0 ? 'submitted' : 'none';
}
