import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { type PlanYear, planYearSchema } from './packageSchema';

/** A carrier's days for reinstatement when the store does not know it: the package's default. */
const DEFAULT_REINSTATE_WITHIN_DAYS = 30;

/**
 * How many days after a coverage of carrier `carrierId` ended it may still be reinstated (carriers.json
 * `reinstate_within_days`; 30 unless the package says otherwise).
 */
export async function reinstateWithinDays(db: Db, carrierId: number): Promise<number> {
  const row = await db
    .selectFrom('carriers')
    .select('reinstate_within_days')
    .where('id', '=', carrierId)
    .executeTakeFirst();
  return row?.reinstate_within_days ?? DEFAULT_REINSTATE_WITHIN_DAYS;
}

const planYearOf = (text: string | null): PlanYear | null =>
  text === null ? null : planYearSchema.parse(fromJsonText(text));

/** The store's plan years: each carrier's, and a group's own at a carrier over it. */
export interface PlanYears {
  /** The plan year of a policy's coverage at `carrierId` (its group's when it has one there); null: none. */
  of(carrierId: number, groupId: number | null): PlanYear | null;
  /** Every plan year the store has, by carrier (and group, for a group's own), to find which are due on a day. */
  entries(): { carrierId: number; groupId: number | null; year: PlanYear }[];
}

/** Reads every plan year once (a renewal round asks for many policies). */
export async function readPlanYears(db: Db): Promise<PlanYears> {
  const carriers = new Map(
    (await db.selectFrom('carriers').select(['id', 'plan_year']).execute()).map((row) => [
      row.id,
      planYearOf(row.plan_year),
    ]),
  );
  const groupRows = await db
    .selectFrom('group_numbers')
    .select(['group_id', 'carrier_id', 'plan_year'])
    .where('plan_year', 'is not', null)
    .execute();
  const groups = new Map(
    groupRows.map((row) => [`${row.group_id}/${row.carrier_id}`, planYearOf(row.plan_year)]),
  );
  return {
    of: (carrierId, groupId) =>
      (groupId === null ? undefined : groups.get(`${groupId}/${carrierId}`)) ??
      carriers.get(carrierId) ??
      null,
    entries: () => [
      ...[...carriers].flatMap(([carrierId, year]) => (year ? [{ carrierId, groupId: null, year }] : [])),
      ...groupRows.flatMap((row) => {
        const year = groups.get(`${row.group_id}/${row.carrier_id}`);
        return year ? [{ carrierId: row.carrier_id, groupId: row.group_id, year }] : [];
      }),
    ],
  };
}
