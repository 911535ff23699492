import type { z } from 'zod';
import type { agencyEnrollmentSchema } from '../../../contract/agencyCalls';
import { ownedOutsideBrowser } from '../../access/enrollmentAccess';
import type { ApiKeyScope } from '../../agency/apiKeys';
import { type StatusEvent, statusHistories, submittedStatusOf } from '../../agency/statusEvents';
import type { AppDeps } from '../../appDeps';
import type { Db } from '../../db/database';
import type { EnrollmentTable } from '../../db/schema';
import { purchaseOfSubmitted } from '../../enrollment/submittedPurchase';

type AgencyEnrollment = z.output<typeof agencyEnrollmentSchema>;
/** Submitted enrollments: those with a policy id (one in progress has none). */
const submitted = (db: Db) => db.selectFrom('enrollments').where('enrollments.policy_id', 'is not', null);
type EnrollmentQuery = ReturnType<typeof submitted>;

/** Submitted enrollments that a key's scope reaches: a rep's by agent, a group's by group. */
function inScope(db: Db, scope: ApiKeyScope): EnrollmentQuery {
  let query = submitted(db);
  if (scope.kind === 'rep') query = query.where('enrollments.agent_id', '=', scope.agentId);
  if (scope.kind === 'group') query = query.where('enrollments.group_id', '=', scope.groupId);
  return query;
}

export interface ListFilter {
  page: number;
  limit: number;
  /** ISO 8601: only those changed after it (the row, a status the feed recorded, a policy change or its carrier status). */
  changedSince?: string;
  status?: string;
}

function filtered(db: Db, scope: ApiKeyScope, filter: ListFilter): EnrollmentQuery {
  let query = inScope(db, scope);
  if (filter.status) query = query.where('enrollments.carrier_status', '=', filter.status);
  if (filter.changedSince) {
    // Times are stored as ISO 8601 in UTC, so they compare as text on both databases.
    const since = new Date(filter.changedSince).toISOString();
    query = query.where((eb) =>
      eb.or([
        eb('enrollments.updated_at', '>', since),
        eb.exists(
          eb
            .selectFrom('enrollment_status_events')
            .select('enrollment_status_events.id')
            .whereRef('enrollment_status_events.enrollment_id', '=', 'enrollments.id')
            .where('enrollment_status_events.at', '>', since),
        ),
        // A change made to the policy, or one whose carrier status moved (issue 41).
        eb.exists(
          eb
            .selectFrom('policy_changes')
            .select('policy_changes.id')
            .whereRef('policy_changes.enrollment_id', '=', 'enrollments.id')
            .where((change) =>
              change.or([
                change('policy_changes.made_at', '>', since),
                change('policy_changes.carrier_status_at', '>', since),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

/** One enrollment as the list gives it, with its history (for its latest change). */
export async function describeEnrollment(
  deps: AppDeps,
  row: EnrollmentTable,
  history: StatusEvent[],
): Promise<AgencyEnrollment> {
  const purchase = await purchaseOfSubmitted(deps, ownedOutsideBrowser(row));
  const changes = await deps.db
    .selectFrom('policy_changes')
    .select(['made_at', 'carrier_status_at'])
    .where('enrollment_id', '=', row.id)
    .execute();
  const times = [
    ...history.map((event) => event.at),
    ...changes.flatMap((change) => [change.made_at, change.carrier_status_at]),
  ];
  const updatedAt = times.reduce((latest, at) => (at > latest ? at : latest), row.updated_at);
  return {
    policy_id: row.policy_id ?? '',
    status: submittedStatusOf(row.carrier_status),
    submitted_at: row.submitted_at ?? '',
    updated_at: updatedAt,
    effective_date: row.effective_date ?? purchase.effective_date,
    plans: purchase.plans,
    premium: {
      initial_month_cost: purchase.initial_month_cost,
      recurring_month_cost: purchase.recurring_month_cost,
      one_time_fees: purchase.one_time_fees,
    },
    rep_id: row.agent_id,
    group_id: row.group_id,
  };
}

/** A page of the submitted enrollments in scope, newest submission first, and how many match in all. */
export async function listInScope(
  deps: AppDeps,
  scope: ApiKeyScope,
  filter: ListFilter,
): Promise<{ total: number; items: AgencyEnrollment[] }> {
  const counted = await filtered(deps.db, scope, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(deps.db, scope, filter)
    .selectAll('enrollments')
    .orderBy('enrollments.submitted_at', 'desc')
    .orderBy('enrollments.id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  const histories = await statusHistories(
    deps.db,
    rows.map((row) => row.id),
  );
  const items: AgencyEnrollment[] = [];
  for (const row of rows) items.push(await describeEnrollment(deps, row, histories.get(row.id) ?? []));
  return { total: Number(counted.n), items };
}

/** The submitted enrollment with this policy id, if the scope reaches it; else undefined (answered as unknown). */
export async function findInScope(
  db: Db,
  scope: ApiKeyScope,
  policyId: string,
): Promise<EnrollmentTable | undefined> {
  return inScope(db, scope)
    .selectAll('enrollments')
    .where('enrollments.policy_id', '=', policyId)
    .executeTakeFirst();
}
