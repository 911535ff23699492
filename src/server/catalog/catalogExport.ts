import fs from 'node:fs';
import path from 'node:path';
import { TIERS, type Tier } from '../../domain/tiers';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { rateLine } from './catalogRates';
import { rateOf, recordsOf } from './catalogRows';
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

/** The catalog as it stands: the records, the newest version's rates, and each plan's benefits. */
export interface StoredCatalog {
  records: CatalogRecords;
  rates: RateRow[];
  benefits: Map<number, unknown>;
  /** site.json, the store's face (none: the plain face). */
  site?: SiteFile | null;
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
 * Reads the store's catalog (the plans and carriers not withdrawn, the newest version's rates). With
 * `eachRates` the rates are not kept (`rates` is empty): they are handed over a few plans at a time, each
 * plan's whole and in the order written (diff's RateComparison), so a million are never in memory at once.
 */
export async function readCatalog(
  db: Db,
  options: { eachRates?: (rates: RateRow[]) => void } = {},
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
  return {
    records: recordsOf(tables, optionsAndTiers, version),
    rates,
    benefits,
    site: await storedSiteFile(db),
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
  const lines = [RATE_COLUMNS.join(','), ...catalog.rates.map(rateLine)];
  write(PACKAGE_FILES.rates, `${lines.join('\n')}\n`);
  writeSiteFile(dir, catalog.site ?? null);
}
