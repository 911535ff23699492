import { sql } from 'kysely';
import type { PriceRow } from '../../domain/pricing';
import { type CarrierDeliveryRules, STRICT_DELIVERY_RULES } from '../adapters/carrierDeliveryRules';
import { type Db, isPostgres } from '../db/database';
import { type BulkColumn, BulkInsert, insertBatched } from '../db/insertBatched';
import { toJsonText } from '../db/json';
import type { Database } from '../db/schema';
import { ListingWriter, planListingRows } from '../pricing/planListings';
import { carrierRow, planRow, recordRows } from './catalogRows';
import type { DatedRates } from './datedRates';
import { checkCarrierDeliveries } from './packageChecks';
import { type PackageProblem, ProblemList, problemText } from './packageProblem';
import type { CatalogRecords, RateRow } from './packageSchema';

/** Any number like it: names the lock under which one `catalog apply` at a time writes. */
const APPLY_LOCK_ID = 20261127;
/** plan_prices' columns in the order apply writes them. */
const PRICE_COLUMNS = [
  ['id', 'integer'],
  ['plan_id', 'integer'],
  ['tier', 'text'],
  ['age_min', 'integer'],
  ['age_max', 'integer'],
  ['state', 'text'],
  ['tobacco', 'integer'],
  ['price_cents', 'integer'],
  ['label', 'text'],
  ['version_id', 'integer'],
] as const satisfies readonly (readonly [keyof Database['plan_prices'], BulkColumn[1]])[];

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
  /** The date `rates` carry in the package (a dated file's, when it has no rates.csv): over --effective. */
  ratesFrom?: string | null;
  /** Later rate versions the package carries (rates/yyyy-mm-dd.csv), earliest first, each its own version. */
  scheduled?: DatedRates[];
  benefits: Map<number, unknown>;
  digest: string;
}

/** What apply throws for a package whose carriers' deliveries break the store's rules; nothing is written. */
export class PackageRefused extends Error {
  constructor(readonly problems: PackageProblem[]) {
    super(`The package is refused; nothing was changed:\n${problems.map(problemText).join('\n')}`);
    this.name = 'PackageRefused';
  }
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
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<ApplyResult> {
  return db.transaction().execute((trx) => applyPackageIn(trx, checked, effectiveFrom, now, rules));
}

/**
 * applyPackage in the caller's transaction (first-start seeding applies the demo package in its own).
 * The carriers' deliveries are checked again against the store's rules (`rules`; unset, the strictest),
 * whoever checked the package before: a delivery the store would not use is never stored.
 */
export async function applyPackageIn(
  trx: Db,
  checked: CheckedPackage,
  effectiveFrom: string | null,
  now: Date,
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<ApplyResult> {
  {
    const refused = new ProblemList();
    checkCarrierDeliveries(checked.records.carriers, rules, refused);
    if (refused.total > 0) throw new PackageRefused(refused.problems);
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
      'group_numbers',
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

    const from = checked.ratesFrom ?? effectiveFrom;
    const versions = [{ effectiveFrom: from, rates: checked.rates }, ...(checked.scheduled ?? [])];
    for (const [at, rateVersion] of versions.entries()) {
      if (at > 0 && (versions[at - 1]?.effectiveFrom ?? '') >= (rateVersion.effectiveFrom ?? ''))
        throw new Error(`rates dated ${rateVersion.effectiveFrom} do not come after the version before them`);
      await writeRateVersion(trx, rateVersion.rates, version + at);
      await trx
        .insertInto('catalog_versions')
        .values({
          id: version + at,
          name: records.manifest.name,
          applied_at: now.toISOString(),
          effective_from: rateVersion.effectiveFrom,
          digest: checked.digest,
          agency_edi: records.manifest.agency === undefined ? null : toJsonText(records.manifest.agency),
        })
        .execute();
    }
    await dropUnreachableRates(trx, now);
    return {
      version: version + versions.length - 1,
      effectiveFrom: from,
      plans: records.plans.length,
      rates: checked.rates.length,
      withdrawnPlans: withdrawn.map((plan) => plan.id),
      skippedRules,
    };
  }
}

/** Writes one version's rates and its plan lists' rows (writeListings). */
async function writeRateVersion(trx: Db, rates: readonly RateRow[], version: number): Promise<void> {
  const lastPrice = await trx
    .selectFrom('plan_prices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const firstId = Number(lastPrice?.id ?? 0) + 1;
  // Written many to a statement (BulkInsert), each row made as it goes: a million rates are never a
  // million rows in memory twice.
  const prices = new BulkInsert(trx, 'plan_prices', PRICE_COLUMNS);
  let id = firstId;
  for (const rate of rates) {
    await prices.add([
      id++,
      rate.plan,
      rate.tier,
      rate.ageMin,
      rate.ageMax,
      rate.state,
      rate.tobacco === null ? null : rate.tobacco ? 1 : 0,
      rate.cents,
      rate.option,
      version,
    ]);
  }
  await prices.flush();
  await writeListings(trx, rates, firstId, version);
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
    ...rows.group_numbers
      .filter((row) => !known(row))
      .map((row) => `group ${row.group_id}'s number at carrier ${row.carrier_id}`),
  ];
  rows.form_fields = rows.form_fields.filter(known);
  rows.agreement_verifications = rows.agreement_verifications.filter(known);
  rows.payment_methods = rows.payment_methods.filter(known);
  rows.group_numbers = rows.group_numbers.filter(known);
  return skipped;
}

/** The ISO date (yyyy-mm-dd) of `now` in UTC. */
const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * How long a version's rates outlive the version that made them unreachable: a node keeps the version in
 * effect a few seconds (pricing/rateVersion.ts) and a request under way finishes on what it began with.
 */
const SUPERSEDED_RATES_KEPT_MS = 10 * 60_000;

/**
 * The versions that price no date from today on: a later version, applied more than `keptMs`
 * (SUPERSEDED_RATES_KEPT_MS; export: 0) ago, covers every date they could.
 */
export async function unreachableVersions(
  trx: Db,
  now: Date,
  keptMs = SUPERSEDED_RATES_KEPT_MS,
): Promise<number[]> {
  const today = isoDay(now);
  const settled = new Date(now.getTime() - keptMs).toISOString();
  const versions = await trx
    .selectFrom('catalog_versions')
    .select(['id', 'effective_from', 'applied_at'])
    .orderBy('id')
    .execute();
  return versions
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
}

/**
 * Deletes the rates of versions that price no date from today on (unreachableVersions), except rows a
 * cart still holds: the cart shows those lines as no longer offered. Their plan lists' rows go with them
 * (no list is made on a version no date reaches). Run by every apply and by the housekeeping sweep.
 */
export async function dropUnreachableRates(trx: Db, now: Date): Promise<void> {
  const dead = await unreachableVersions(trx, now);
  if (dead.length === 0) return;
  await trx.deleteFrom('plan_listings').where('version_id', 'in', dead).execute();
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

/**
 * The plan lists' rows of the version (pricing/planListings.ts), from the rates just written (`rates[i]`
 * is row `firstId + i`), a plan at a time, in the same transaction as the rates; throws (and so undoes
 * the apply) when a rate names a plan the store does not have.
 */
async function writeListings(
  trx: Db,
  rates: readonly RateRow[],
  firstId: number,
  version: number,
): Promise<void> {
  const byPlan = new Map<number, number[]>();
  rates.forEach((rate, index) => {
    const indexes = byPlan.get(rate.plan);
    if (indexes) indexes.push(index);
    else byPlan.set(rate.plan, [index]);
  });
  // The plans the rates name are in the store: what the rates' foreign key checked a row at a time
  // (dropped on PostgreSQL, where its trigger took 10 s of a million-rate apply: migration 037).
  const named = [...byPlan.keys()];
  const known = new Set<number>();
  for (let start = 0; start < named.length; start += 1_000) {
    const some = named.slice(start, start + 1_000);
    for (const row of await trx.selectFrom('plans').select('id').where('id', 'in', some).execute())
      known.add(row.id);
  }
  const unknown = named.filter((plan) => !known.has(plan));
  if (unknown.length > 0)
    throw new Error(`rates name plans the store does not have: ${unknown.slice(0, 10).join(', ')}`);
  const writer = new ListingWriter(trx);
  for (const [planId, indexes] of byPlan) {
    const planRates = indexes.map((index) => rates[index] as RateRow);
    await writer.add(
      planListingRows(
        planId,
        version,
        planRates.map((rate, at) => ({
          id: firstId + (indexes[at] as number),
          tier: rate.tier as PriceRow['tier'],
          ageMin: rate.ageMin,
          ageMax: rate.ageMax,
          state: rate.state,
          tobacco: rate.tobacco === null ? null : rate.tobacco ? 1 : 0,
          priceCents: rate.cents,
          label: rate.option,
        })),
        planRates.map((rate) => rate.tier),
      ),
    );
  }
  await writer.flush();
}
