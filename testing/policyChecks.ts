import type { AppError } from '../src/server/http/appError';
import type { TestApp } from './testApp';

/** A policy's spans as stored, by member then start: dates ISO, the premium on the subscriber's. */
export async function storedSpans(t: TestApp, enrollmentId: string) {
  return t.deps.db
    .selectFrom('coverage_spans')
    .select([
      'member_number',
      'plan_id',
      'option',
      'tier',
      'premium_cents',
      'start_date',
      'end_date',
      'started_by_change',
      'ended_by_change',
      'carrier_id',
    ])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('member_number')
    .orderBy('start_date')
    .orderBy('plan_id')
    .execute();
}

/** How many rows of the policy's tables and feed items there are: a refused change leaves them as they were. */
export async function policyRowCounts(t: TestApp, enrollmentId: string) {
  const count = async (
    table: 'coverage_spans' | 'policy_members' | 'policy_changes' | 'carrier_feed_items',
  ) =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('enrollment_id', '=', enrollmentId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const openSpans = await t.deps.db
    .selectFrom('coverage_spans')
    .select('id')
    .where('enrollment_id', '=', enrollmentId)
    .where('end_date', 'is', null)
    .execute();
  return {
    spans: await count('coverage_spans'),
    open: openSpans.length,
    members: await count('policy_members'),
    changes: await count('policy_changes'),
    feedItems: await count('carrier_feed_items'),
  };
}

/** The AppError a refused call throws (fails when it does not throw one). */
export async function refusedWith(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error && typeof error === 'object' && 'fieldErrors' in error) return error as AppError;
    throw error;
  }
  throw new Error('the call was not refused');
}

/**
 * A plan option's monthly rate in cents at a tier for the test applicant (40 in 2026, in California: the
 * nationwide rows), read from the rate table itself, not through the store's pricing.
 */
export async function catalogRate(t: TestApp, planId: number, tier: string, option: string): Promise<number> {
  const row = await t.deps.db
    .selectFrom('plan_prices')
    .select('price_cents')
    .where('plan_id', '=', planId)
    .where('tier', '=', tier)
    .where('label', '=', option)
    .where('age_min', '<=', 40)
    .where('age_max', '>=', 40)
    .where('state', 'is', null)
    .orderBy('version_id', 'desc')
    .executeTakeFirstOrThrow();
  return row.price_cents;
}
