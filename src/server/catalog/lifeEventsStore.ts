import type { LifeEvent } from '../../domain/lifeEventSchema';
import type { Db } from '../db/database';
import { fromJsonText, toJsonText } from '../db/json';

/** Makes `events` the store's life events, in their order; those the package leaves out go. */
export async function replaceLifeEvents(trx: Db, events: readonly LifeEvent[]): Promise<void> {
  await trx.deleteFrom('life_events').execute();
  if (events.length === 0) return;
  await trx
    .insertInto('life_events')
    .values(
      events.map((event, position) => ({
        id: event.id,
        position,
        name: event.name,
        window_before_days: event.window_before_days,
        window_after_days: event.window_after_days,
        effective: event.effective,
        allows: toJsonText(event.allows),
        proof: event.proof,
        ins04: event.ins04,
        group_windows: event.group ? toJsonText(event.group) : null,
      })),
    )
    .execute();
}

/** The store's life events as life_events.json gives them, in the package's order. */
export async function storedLifeEvents(db: Db): Promise<LifeEvent[]> {
  const rows = await db.selectFrom('life_events').selectAll().orderBy('position').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    window_before_days: row.window_before_days,
    window_after_days: row.window_after_days,
    effective: row.effective as LifeEvent['effective'],
    allows: fromJsonText(row.allows) as LifeEvent['allows'],
    proof: row.proof,
    group: row.group_windows ? (fromJsonText(row.group_windows) as LifeEvent['group']) : null,
    ins04: row.ins04 as LifeEvent['ins04'],
  }));
}
