import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database';
import { insertBatched } from '../db/insertBatched';
import { carrierRow, planRow, recordRows } from './catalogRows';
import type { CatalogRecords, RateRow } from './packageSchema';

/** Any number like it: names the lock under which one `catalog apply` at a time writes. */
const APPLY_LOCK_ID = 20261127;
const BATCH_ROWS = 500;

export interface ApplyResult {
  version: number;
  effectiveFrom: string | null;
  plans: number;
  rates: number;
  withdrawnPlans: number[];
  /** Rules for a group or portal this store does not have, left out (field rules, verifications, payment methods). */
  skippedRules: string[];
}

/** A package's records and rates, checked (readPackage without problems), with its benefits by plan id. */
export interface CheckedPackage {
  records: CatalogRecords;
  rates: RateRow[];
  benefits: Map<number, unknown>;
  digest: string;
}

/**
 * Makes the package the store's catalog, all or nothing, in one transaction: carriers and plans are
 * written over by id (those it leaves out are withdrawn, not deleted: carts, policies and answers name
 * them), the questions, rules, texts and methods replaced, and its rates stored as a new catalog
 * version that prices coverage from `effectiveFrom` (an ISO date; null from now on). Rates of versions
 * no date from today on can reach any more are deleted, unless a cart still holds one.
 */
export async function applyPackage(
  db: Db,
  checked: CheckedPackage,
  effectiveFrom: string | null,
  now: Date,
): Promise<ApplyResult> {
  return db.transaction().execute((trx) => applyPackageIn(trx, checked, effectiveFrom, now));
}

/** applyPackage in the caller's transaction (first-start seeding applies the demo package in its own). */
export async function applyPackageIn(
  trx: Db,
  checked: CheckedPackage,
  effectiveFrom: string | null,
  now: Date,
): Promise<ApplyResult> {
  {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${APPLY_LOCK_ID})`.execute(trx);
    const { records } = checked;
    const last = await trx
      .selectFrom('catalog_versions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const version = Number(last?.id ?? 0) + 1;

    const carrierIds = records.carriers.map((carrier) => carrier.id);
    for (const carrier of records.carriers) {
      const row = carrierRow(carrier);
      await trx
        .insertInto('carriers')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    if (carrierIds.length > 0)
      await trx.updateTable('carriers').set({ withdrawn: 1 }).where('id', 'not in', carrierIds).execute();

    const logos = new Map(records.carriers.map((carrier) => [carrier.id, carrier.logo]));
    const planIds = records.plans.map((plan) => plan.id);
    const withdrawn = await trx
      .selectFrom('plans')
      .select('id')
      .where('withdrawn', '=', 0)
      .$if(planIds.length > 0, (query) => query.where('id', 'not in', planIds))
      .execute();
    const screened = new Set(records.screening.map((question) => question.plan));
    const stated = new Set(records.supplemental.map((statement) => statement.plan));
    // Successors name other plans of the package: every plan is written before any names one.
    const successors = new Map<number, number | null>();
    for (const plan of records.plans) {
      const row = {
        ...planRow(plan, logos.get(plan.carrier) ?? '', checked.benefits.get(plan.id)),
        has_screening: screened.has(plan.id) ? 1 : 0,
        has_supplemental_questions: stated.has(plan.id) ? 1 : 0,
        successor_plan_id: null,
      };
      successors.set(plan.id, plan.successor);
      await trx
        .insertInto('plans')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const [id, successor] of successors) {
      if (successor !== null)
        await trx.updateTable('plans').set({ successor_plan_id: successor }).where('id', '=', id).execute();
    }
    if (withdrawn.length > 0) {
      await trx
        .updateTable('plans')
        .set({ withdrawn: 1, active: 0 })
        .where(
          'id',
          'in',
          withdrawn.map((plan) => plan.id),
        )
        .execute();
    }

    const rows = recordRows(records);
    const skippedRules = await leaveOutStrangers(trx, rows);
    for (const table of [
      'plan_fees',
      'plan_questions',
      'plan_statements',
      'health_questions',
      'form_fields',
      'custom_fields',
      'option_items',
      'agreement_texts',
      'agreement_verifications',
      'payment_methods',
    ] as const) {
      await trx.deleteFrom(table).execute();
      await insertBatched(trx, table, rows[table]);
    }
    // Assistant answers name their question: questions are written over, and those left out go
    // unless someone answered them.
    for (const question of rows.assistant_questions) {
      await trx
        .insertInto('assistant_questions')
        .values(question)
        .onConflict((oc) => oc.column('id').doUpdateSet(question))
        .execute();
    }
    await trx
      .deleteFrom('assistant_questions')
      .$if(rows.assistant_questions.length > 0, (query) =>
        query.where(
          'id',
          'not in',
          rows.assistant_questions.map((q) => q.id),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('assistant_answers')
              .select('assistant_answers.question_id')
              .whereRef('assistant_answers.question_id', '=', 'assistant_questions.id'),
          ),
        ),
      )
      .execute();

    const lastPrice = await trx
      .selectFrom('plan_prices')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const firstId = Number(lastPrice?.id ?? 0) + 1;
    // Made a batch at a time: a million rates are never a million rows in memory twice.
    for (let start = 0; start < checked.rates.length; start += BATCH_ROWS) {
      const batch = checked.rates.slice(start, start + BATCH_ROWS).map((rate, index) => ({
        id: firstId + start + index,
        plan_id: rate.plan,
        tier: rate.tier,
        age_min: rate.ageMin,
        age_max: rate.ageMax,
        state: rate.state,
        tobacco: rate.tobacco === null ? null : rate.tobacco ? 1 : 0,
        price_cents: rate.cents,
        label: rate.option,
        version_id: version,
      }));
      await trx.insertInto('plan_prices').values(batch).execute();
    }
    await trx
      .insertInto('catalog_versions')
      .values({
        id: version,
        name: records.manifest.name,
        applied_at: now.toISOString(),
        effective_from: effectiveFrom,
        digest: checked.digest,
      })
      .execute();
    await dropUnreachableRates(trx, now);
    return {
      version,
      effectiveFrom,
      plans: records.plans.length,
      rates: checked.rates.length,
      withdrawnPlans: withdrawn.map((plan) => plan.id),
      skippedRules,
    };
  }
}

/**
 * Takes out of `rows` the rules scoped to a group or portal the store does not have (a package written
 * for another store, or the demo's applied to a production store), and names them.
 */
async function leaveOutStrangers(trx: Db, rows: ReturnType<typeof recordRows>): Promise<string[]> {
  const groups = new Set((await trx.selectFrom('groups').select('id').execute()).map((row) => row.id));
  const portals = new Set((await trx.selectFrom('portals').select('id').execute()).map((row) => row.id));
  const known = (row: { group_id: number | null; portal_id?: number | null }) =>
    (row.group_id === null || groups.has(row.group_id)) &&
    (row.portal_id == null || portals.has(row.portal_id));
  const skipped = [
    ...rows.form_fields.filter((row) => !known(row)).map((row) => `field rule ${row.id}`),
    ...rows.agreement_verifications.filter((row) => !known(row)).map((row) => `verification ${row.id}`),
    ...rows.payment_methods.filter((row) => !known(row)).map((row) => `payment method ${row.id}`),
  ];
  rows.form_fields = rows.form_fields.filter(known);
  rows.agreement_verifications = rows.agreement_verifications.filter(known);
  rows.payment_methods = rows.payment_methods.filter(known);
  return skipped;
}

/** The ISO date (yyyy-mm-dd) of `now` in UTC. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * How long a version's rates outlive the version that made them unreachable: a node keeps the version in
 * effect a few seconds (pricing/rateVersion.ts) and a request under way finishes on what it began with.
 */
export const SUPERSEDED_RATES_KEPT_MS = 10 * 60_000;

/**
 * Deletes the rates of versions that price no date from today on (a later version, applied more than
 * SUPERSEDED_RATES_KEPT_MS ago, covers every date they could), except rows a cart still holds: the cart
 * shows those lines as no longer offered. Run by every apply and by the housekeeping sweep.
 */
export async function dropUnreachableRates(trx: Db, now: Date): Promise<void> {
  const today = isoDay(now);
  const settled = new Date(now.getTime() - SUPERSEDED_RATES_KEPT_MS).toISOString();
  const versions = await trx
    .selectFrom('catalog_versions')
    .select(['id', 'effective_from', 'applied_at'])
    .orderBy('id')
    .execute();
  const dead = versions
    .filter((version) => {
      const from = version.effective_from && version.effective_from > today ? version.effective_from : today;
      return versions.some(
        (later) =>
          later.id > version.id &&
          later.applied_at <= settled &&
          (later.effective_from === null || later.effective_from <= from),
      );
    })
    .map((version) => version.id);
  if (dead.length === 0) return;
  await trx
    .deleteFrom('plan_prices')
    .where('version_id', 'in', dead)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('cart_lines')
            .select('cart_lines.plan_id')
            .whereRef('cart_lines.plan_pricing_id', '=', 'plan_prices.id'),
        ),
      ),
    )
    .execute();
}
