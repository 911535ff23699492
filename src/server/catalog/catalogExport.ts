import fs from 'node:fs';
import path from 'node:path';
import type { LifeEvent } from '../../domain/lifeEventSchema';
import { TIERS, type Tier } from '../../domain/tiers';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { unreachableVersions } from './catalogApply';
import { rateLine } from './catalogRates';
import { rateOf, recordsOf } from './catalogRows';
import { type DatedRates, datedRatesFile } from './datedRates';
import { writeLifeEventsFile } from './lifeEventsFile';
import { storedLifeEvents } from './lifeEventsStore';
import {
  type CatalogRecords,
  FILE_SCHEMAS,
  PACKAGE_FILES,
  RATE_COLUMNS,
  type RateRow,
} from './packageSchema';
import { writeSiteFile } from './siteFaceFile';
import type { SiteFile } from './siteFaceSchema';
import { storedSiteFile } from './siteFaceStore';

/**
 * The catalog as it stands: the records, each plan's benefits, and the rates of every version that prices
 * some date from today on: `rates` the one in effect now (or, when none is yet, the first, from
 * `ratesFrom`), `scheduled` the later ones by date.
 */
export interface StoredCatalog {
  records: CatalogRecords;
  rates: RateRow[];
  ratesFrom?: string | null;
  scheduled?: DatedRates[];
  benefits: Map<number, unknown>;
  /** site.json, the store's face (none: the plain face). */
  site?: SiteFile | null;
  /** life_events.json's events (none: the store has none). */
  lifeEvents?: LifeEvent[];
}

/** The newest catalog version's id, or null before any package was applied. */
export async function newestVersion(
  db: Db,
): Promise<{ id: number; name: string; agency_edi: string | null } | null> {
  const row = await db
    .selectFrom('catalog_versions')
    .select(['id', 'name', 'agency_edi'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

const byTier = (a: Tier, b: Tier) => TIERS.indexOf(a) - TIERS.indexOf(b);

/**
 * Plans whose stored rates are read at a time by readCatalog's `eachRates` (a few hundred rates a plan).
 * Few: what a read makes is garbage once compared, and a read of 50 plans' (26,000 rows) outlived the
 * young generation's collections, so the heap grew by 250 MB over a million rates; with 5 it stays flat.
 */
const PLANS_PER_READ = 5;

/**
 * Reads the store's catalog (the plans and carriers not withdrawn, the rates of every version in effect
 * from today on: StoredCatalog). With `eachRates` the rates are not kept (`rates` is empty): the newest
 * version's are handed over a few plans at a time, each plan's whole and in the order written (diff's
 * RateComparison), so a million are never in memory at once.
 */
export async function readCatalog(
  db: Db,
  options: { eachRates?: (rates: RateRow[]) => void; now?: Date } = {},
): Promise<StoredCatalog | null> {
  const version = await newestVersion(db);
  if (!version) return null;
  const [carriers, plans] = await Promise.all([
    db.selectFrom('carriers').selectAll().where('withdrawn', '=', 0).orderBy('id').execute(),
    db.selectFrom('plans').selectAll().where('withdrawn', '=', 0).orderBy('id').execute(),
  ]);
  const tables = {
    carriers,
    plans,
    plan_fees: await db.selectFrom('plan_fees').selectAll().orderBy('plan_id').execute(),
    plan_questions: await db.selectFrom('plan_questions').selectAll().orderBy('id').execute(),
    plan_statements: await db.selectFrom('plan_statements').selectAll().orderBy('id').execute(),
    health_questions: await db.selectFrom('health_questions').selectAll().orderBy('question_id').execute(),
    assistant_questions: await db.selectFrom('assistant_questions').selectAll().orderBy('id').execute(),
    form_fields: await db.selectFrom('form_fields').selectAll().orderBy('id').execute(),
    custom_fields: await db
      .selectFrom('custom_fields')
      .selectAll()
      .orderBy('step')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    option_items: await db
      .selectFrom('option_items')
      .selectAll()
      .orderBy('list')
      .orderBy('position')
      .execute(),
    agreement_texts: await db.selectFrom('agreement_texts').selectAll().orderBy('id').execute(),
    agreement_verifications: await db
      .selectFrom('agreement_verifications')
      .selectAll()
      .orderBy('id')
      .execute(),
    payment_methods: await db.selectFrom('payment_methods').selectAll().orderBy('id').execute(),
    group_numbers: await db
      .selectFrom('group_numbers')
      .selectAll()
      .orderBy('group_id')
      .orderBy('carrier_id')
      .execute(),
  };
  // A plan's options in the order its rows were written (the package's order), its tiers in the usual order.
  const optionsAndTiers = new Map<number, { options: string[]; tiers: Tier[] }>();
  const note = (rate: RateRow) => {
    const entry = optionsAndTiers.get(rate.plan) ?? { options: [], tiers: [] };
    if (!entry.options.includes(rate.option)) entry.options.push(rate.option);
    if (!entry.tiers.includes(rate.tier)) entry.tiers.push(rate.tier);
    optionsAndTiers.set(rate.plan, entry);
  };
  let rates: RateRow[] = [];
  const { eachRates } = options;
  if (eachRates) {
    const stored = await db
      .selectFrom('plan_prices')
      .select('plan_id')
      .distinct()
      .where('version_id', '=', version.id)
      .orderBy('plan_id')
      .execute();
    for (let start = 0; start < stored.length; start += PLANS_PER_READ) {
      const some = await db
        .selectFrom('plan_prices')
        .selectAll()
        .where('version_id', '=', version.id)
        .where(
          'plan_id',
          'in',
          stored.slice(start, start + PLANS_PER_READ).map((row) => row.plan_id),
        )
        .orderBy('plan_id')
        .orderBy('id')
        .execute();
      const chunk = some.map(rateOf);
      for (const rate of chunk) note(rate);
      eachRates(chunk);
    }
  } else {
    const prices = await db
      .selectFrom('plan_prices')
      .selectAll()
      .where('version_id', '=', version.id)
      .orderBy('id')
      .execute();
    rates = prices.map((price) => {
      const rate = rateOf(price);
      note(rate);
      return rate;
    });
  }
  for (const entry of optionsAndTiers.values()) entry.tiers.sort(byTier);
  const benefits = new Map<number, unknown>();
  for (const plan of plans) if (plan.benefits !== null) benefits.set(plan.id, fromJsonText(plan.benefits));
  const records = recordsOf(tables, optionsAndTiers, version);
  const site = await storedSiteFile(db);
  const lifeEvents = await storedLifeEvents(db);
  if (eachRates) return { records, rates, benefits, site, lifeEvents };
  return {
    records,
    benefits,
    site,
    lifeEvents,
    ...(await ratesInEffect(db, options.now ?? new Date(), rates, plans)),
  };
}

/**
 * The rates of every version that prices a date from today on, the newest's (`newest`) already read:
 * the first as `rates` (with its date when it is not yet in effect), the later ones by date. A plan
 * withdrawn since is sold on no date: its rates in the earlier versions are left out.
 */
async function ratesInEffect(
  db: Db,
  now: Date,
  newest: RateRow[],
  plans: { id: number }[],
): Promise<Pick<StoredCatalog, 'rates' | 'ratesFrom' | 'scheduled'>> {
  const today = now.toISOString().slice(0, 10);
  const unreachable = new Set(await unreachableVersions(db, now, 0));
  const versions = (
    await db.selectFrom('catalog_versions').select(['id', 'effective_from']).orderBy('id').execute()
  ).filter((version) => !unreachable.has(version.id));
  const sold = new Set(plans.map((plan) => plan.id));
  const dated: DatedRates[] = [];
  for (const [at, version] of versions.entries()) {
    const rates =
      at === versions.length - 1
        ? newest
        : (
            await db
              .selectFrom('plan_prices')
              .selectAll()
              .where('version_id', '=', version.id)
              .orderBy('id')
              .execute()
          )
            .map(rateOf)
            .filter((rate) => sold.has(rate.plan));
    dated.push({ effectiveFrom: version.effective_from ?? today, rates });
  }
  const [first, ...later] = dated;
  return {
    rates: first?.rates ?? newest,
    ratesFrom: first && first.effectiveFrom > today ? first.effectiveFrom : null,
    scheduled: later,
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes a catalog as a package folder, in the format `validate` and `apply` read. */
export function writePackage(dir: string, catalog: StoredCatalog): void {
  const { records } = catalog;
  const write = (file: string, text: string) => {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  };
  for (const file of Object.keys(FILE_SCHEMAS) as (keyof typeof FILE_SCHEMAS)[]) {
    write(PACKAGE_FILES[file], json(records[file]));
  }
  if (catalog.benefits.size > 0) write(PACKAGE_FILES.benefits, json([...catalog.benefits.values()]));
  const rateFile = (rates: RateRow[]) => `${[RATE_COLUMNS.join(','), ...rates.map(rateLine)].join('\n')}\n`;
  // Rates in effect now in rates.csv; each later version (and a first one not yet in effect) in a file
  // named for its date, which apply makes a version of its own again (datedRates.ts).
  write(catalog.ratesFrom ? datedRatesFile(catalog.ratesFrom) : PACKAGE_FILES.rates, rateFile(catalog.rates));
  for (const { effectiveFrom, rates } of catalog.scheduled ?? [])
    write(datedRatesFile(effectiveFrom), rateFile(rates));
  writeSiteFile(dir, catalog.site ?? null);
  writeLifeEventsFile(dir, catalog.lifeEvents ?? []);
}
