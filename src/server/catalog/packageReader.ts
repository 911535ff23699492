import fs from 'node:fs';
import path from 'node:path';
import { ZodArray, type z } from 'zod';
import { benefitProblems, type PlanBenefits, planBenefitsSchema } from '../../domain/benefitFacts';
import { CATEGORIES, type Category } from '../../domain/categories';
import type { LifeEvent } from '../../domain/lifeEventSchema';
import { didYouMean } from '../../domain/nearestName';
import type { CarrierDeliveryRules } from '../adapters/carrierDeliveryRules';
import { readRates } from './catalogRates';
import { type DatedRates, datedRateFiles, datedRatesFile, inDatedRatesFolder } from './datedRates';
import { parsedJson } from './jsonText';
import { readLifeEventsFile } from './lifeEventsFile';
import { checkCarrierDeliveries, checkPackage } from './packageChecks';
import { ProblemList } from './packageProblem';
import { type CatalogRecords, FILE_SCHEMAS, PACKAGE_FILES, type RateRow } from './packageSchema';
import { plainIssue, valueAt } from './plainIssue';
import { checkRates, type RateFile } from './rateChecks';
import { readSiteFile } from './siteFaceFile';
import type { SiteFile } from './siteFaceSchema';

/** A package as read from its folder: its records and rates when every file could be read, and every problem. */
export interface ReadPackage {
  records: CatalogRecords | null;
  /** rates.csv's rates; without rates.csv, the earliest dated file's (`ratesFrom` its date). */
  rates: RateRow[];
  /** The date `rates` take effect when they come from a dated file; null for rates.csv. */
  ratesFrom: string | null;
  /** The later dated files' rates, earliest first (datedRates.ts). */
  scheduled: DatedRates[];
  /** Each plan's benefit facts (benefits.json), by plan id. */
  benefits: Map<number, PlanBenefits>;
  /** site.json, the store's face; null when the package has none. */
  site: SiteFile | null;
  /** life_events.json's events; none when the package has no such file. */
  lifeEvents: LifeEvent[];
  problems: ProblemList;
}

type JsonFile = keyof typeof FILE_SCHEMAS;
/** Files a package may leave out, and what they then hold. */
export const OPTIONAL_FILES: Partial<Record<JsonFile, unknown>> = {
  screening: [],
  supplemental: [],
  health: [],
  assistant: [],
  fields: [],
  customFields: [],
  options: {},
  agreementTexts: [],
  verifications: [],
  paymentMethods: [],
  groupNumbers: [],
};

const RECORD_NOUNS: Partial<Record<JsonFile, string>> = {
  carriers: 'carrier',
  plans: 'plan',
  screening: 'question',
  supplemental: 'statement',
  health: 'question',
  assistant: 'question',
  fields: 'rule',
  customFields: 'field',
  agreementTexts: 'text',
  verifications: 'verification',
  paymentMethods: 'rule',
};

/** An element's own name (its id, name or value), when it has one. */
function ownName(element: unknown): string | null {
  if (!element || typeof element !== 'object') return null;
  const own = element as Record<string, unknown>;
  for (const key of ['id', 'name', 'value']) {
    const value = own[key];
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) return String(value);
  }
  return null;
}

/** How a record is named in a problem: by its id when it has one ("plan 101", "field gym"), else by its place. */
function recordName(file: JsonFile, raw: unknown, index: number | string): string {
  const record = Array.isArray(raw) ? raw[Number(index)] : undefined;
  const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  const noun = RECORD_NOUNS[file] ?? 'record';
  return typeof id === 'number' || (typeof id === 'string' && id.trim() !== '')
    ? `${noun} ${id}`
    : `${noun} ${Number(index) + 1} (the ${ordinal(Number(index) + 1)} in the file)`;
}

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * A path inside a record as an operator reads it: fields by name, listed elements by their own name
 * where they have one ("options[own].label"), else by place ("options[0]").
 */
function insidePath(record: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  let at = record;
  for (const key of path) {
    const next = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    if (Array.isArray(at)) text += `[${ownName(next) ?? String(key)}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
    at = next;
  }
  return text;
}

function readJson<F extends JsonFile>(
  dir: string,
  file: F,
  problems: ProblemList,
  unread?: Set<number>,
): z.infer<(typeof FILE_SCHEMAS)[F]> | null {
  const name = PACKAGE_FILES[file];
  const full = path.join(dir, name);
  if (!fs.existsSync(full)) {
    if (file in OPTIONAL_FILES) return OPTIONAL_FILES[file] as z.infer<(typeof FILE_SCHEMAS)[F]>;
    problems.add({ file: name, message: 'is missing: every package has it' });
    return null;
  }
  const raw = parsedJson(name, fs.readFileSync(full, 'utf8'), problems);
  if (raw === undefined) return null;
  const schema = FILE_SCHEMAS[file];
  // A list is checked record by record: the good ones still take part in the checks across files,
  // so one bad record does not hide the problems of the others.
  if (schema instanceof ZodArray && Array.isArray(raw)) {
    const good: unknown[] = [];
    raw.forEach((record, index) => {
      const parsed = (schema.element as z.ZodType).safeParse(record);
      if (parsed.success) good.push(parsed.data);
      else {
        const id = (record as { id?: unknown } | null)?.id;
        if (typeof id === 'number') unread?.add(id);
        report(
          file,
          raw,
          parsed.error.issues.map(
            (issue) => ({ ...issue, path: [index, ...issue.path] }) as z.core.$ZodIssue,
          ),
          problems,
        );
      }
    });
    return good as z.infer<(typeof FILE_SCHEMAS)[F]>;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data as z.infer<(typeof FILE_SCHEMAS)[F]>;
  report(file, raw, parsed.error.issues, problems);
  return null;
}

/** Each zod issue as a problem in plain words, at the record (by its own id) and the path inside it. */
function report(
  file: JsonFile,
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
  problems: ProblemList,
): void {
  const name = PACKAGE_FILES[file];
  // An unknown key is a problem of that key: one each, at the key.
  const each: { issue: z.core.$ZodIssue; path: PropertyKey[] }[] = [];
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') each.push({ issue, path: issue.path });
    else
      for (const key of issue.keys)
        each.push({ issue: { ...issue, keys: [key] }, path: [...issue.path, key] });
  }
  for (const { issue, path } of each) {
    const value = valueAt(raw, path);
    const message = plainIssue(issue, value, FILE_SCHEMAS[file]);
    const [first, ...rest] = path;
    const isArray = Array.isArray(raw) && first !== undefined;
    const record = isArray ? raw[Number(first)] : raw;
    const where = isArray ? recordName(file, raw, String(first)) : '';
    const inside = insidePath(record, isArray ? rest : path);
    problems.add({
      file: name,
      path: [where, inside].filter(Boolean).join(' '),
      field: String(path.at(-1) ?? ''),
      message,
    });
  }
}

/** benefits.json (optional): each entry checked by its shape, then against its plan's category and options. */
function readBenefits(
  dir: string,
  plans: CatalogRecords['plans'] | null,
  unreadPlans: ReadonlySet<number>,
  problems: ProblemList,
): Map<number, PlanBenefits> {
  const benefits = new Map<number, PlanBenefits>();
  const name = PACKAGE_FILES.benefits;
  const full = path.join(dir, name);
  if (!fs.existsSync(full)) return benefits;
  const raw = parsedJson(name, fs.readFileSync(full, 'utf8'), problems);
  if (raw === undefined) return benefits;
  if (!Array.isArray(raw)) {
    problems.add({ file: name, message: 'must be a list of plans’ benefits' });
    return benefits;
  }
  const byId = new Map((plans ?? []).map((plan) => [plan.id, plan]));
  raw.forEach((entry, index) => {
    const parsed = planBenefitsSchema().safeParse(entry);
    const planId = (entry as { plan?: unknown } | null)?.plan;
    const where = typeof planId === 'number' ? `plan ${planId}` : `[${index}]`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.add({
          file: name,
          path: [where, insidePath(entry, issue.path)].filter(Boolean).join(' '),
          field: String(issue.path.at(-1) ?? ''),
          message: plainIssue(issue, valueAt(entry, issue.path), planBenefitsSchema()),
        });
      return;
    }
    const benefit = parsed.data;
    if (benefits.has(benefit.plan))
      problems.add({
        file: name,
        path: where,
        field: 'plan',
        message: `plan ${benefit.plan} has benefits twice`,
      });
    benefits.set(benefit.plan, benefit);
    // A plan with a problem of its own: its benefits are checked once it reads.
    if (!plans || unreadPlans.has(benefit.plan)) return;
    const plan = byId.get(benefit.plan);
    if (!plan) {
      problems.add({
        file: name,
        path: where,
        field: 'plan',
        message: `names plan ${benefit.plan}, which the package does not have`,
      });
      return;
    }
    if (!(CATEGORIES as readonly string[]).includes(plan.category)) {
      problems.add({
        file: name,
        path: where,
        field: 'facts',
        message: `${plan.category} plans carry no benefit facts`,
      });
      return;
    }
    for (const problem of benefitProblems(plan.category as Category, benefit, plan.options))
      problems.add({
        file: name,
        path: `${where} ${problem.path}`,
        field: problem.path.split('.').at(-1) ?? '',
        message: problem.message,
      });
  });
  return benefits;
}

/**
 * Reads and checks a package folder: every file, every rate, every cross-reference, the carriers'
 * deliveries against the store's rules; every problem at once.
 */
export async function readPackage(dir: string, rules: CarrierDeliveryRules): Promise<ReadPackage> {
  const problems = new ProblemList();
  const none = { rates: [], ratesFrom: null, scheduled: [], benefits: new Map(), site: null, lifeEvents: [] };
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    problems.add({ file: dir, message: 'is not a folder' });
    return { records: null, ...none, problems };
  }
  unknownFiles(dir, problems);
  const unreadPlans = new Set<number>();
  const unreadCarriers = new Set<number>();
  const read = {
    manifest: readJson(dir, 'manifest', problems),
    carriers: readJson(dir, 'carriers', problems, unreadCarriers),
    plans: readJson(dir, 'plans', problems, unreadPlans),
    screening: readJson(dir, 'screening', problems),
    supplemental: readJson(dir, 'supplemental', problems),
    health: readJson(dir, 'health', problems),
    assistant: readJson(dir, 'assistant', problems),
    fields: readJson(dir, 'fields', problems),
    customFields: readJson(dir, 'customFields', problems),
    options: readJson(dir, 'options', problems),
    agreementTexts: readJson(dir, 'agreementTexts', problems),
    verifications: readJson(dir, 'verifications', problems),
    paymentMethods: readJson(dir, 'paymentMethods', problems),
    groupNumbers: readJson(dir, 'groupNumbers', problems),
  };
  const rateFiles = await readRateFiles(dir, problems);
  if (read.carriers) checkCarrierDeliveries(read.carriers, rules, problems);
  if (read.plans) {
    const plans = new Map(read.plans.map((plan) => [plan.id, plan]));
    for (const [index, rateFile] of rateFiles.entries())
      checkRates(plans, rateFile, problems, {
        unread: unreadPlans,
        current: index === rateFiles.length - 1,
      });
  }
  const complete = Object.values(read).every((value) => value !== null);
  const records = complete ? (read as CatalogRecords) : null;
  if (records) checkPackage(records, problems, unreadPlans, unreadCarriers);
  const benefits = readBenefits(dir, read.plans, unreadPlans, problems);
  const site = readSiteFile(dir, problems);
  const lifeEvents = readLifeEventsFile(dir, problems);
  const [first, ...later] = rateFiles;
  return {
    records,
    rates: first?.rates ?? [],
    ratesFrom: first?.effectiveFrom ?? null,
    scheduled: later.map(({ effectiveFrom, rates }) => ({ effectiveFrom: effectiveFrom as string, rates })),
    benefits,
    site,
    lifeEvents,
    problems,
  };
}

/**
 * Files a package may not have: a misnamed file (forms/custom_fields.json) would otherwise be skipped
 * without a word. Notes beside the files (*.md) and hidden files (.git, .DS_Store) are let be; the
 * dated rate files are rates/'s own (datedRates.ts).
 */
function unknownFiles(dir: string, problems: ProblemList): void {
  const known: string[] = Object.values(PACKAGE_FILES);
  const allowed = [...known, datedRatesFile('yyyy-mm-dd')];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (known.includes(file) || inDatedRatesFolder(file)) continue;
    if (file.split('/').some((part) => part.startsWith('.')) || file.endsWith('.md')) continue;
    problems.add({
      file,
      message: `is not a file a package may have${didYouMean(file, allowed)}`,
    });
  }
}

/**
 * rates.csv (when there) and each dated file (rates/yyyy-mm-dd.csv), earliest first, each with its
 * date (null for rates.csv); a package has at least one of them.
 */
async function readRateFiles(
  dir: string,
  problems: ProblemList,
): Promise<(RateFile & { effectiveFrom: string | null })[]> {
  const files: { file: string; effectiveFrom: string | null }[] = [];
  if (fs.existsSync(path.join(dir, PACKAGE_FILES.rates)))
    files.push({ file: PACKAGE_FILES.rates, effectiveFrom: null });
  const dated = datedRateFiles(dir, problems);
  if (files.length === 0 && dated.length === 0)
    problems.add({
      file: PACKAGE_FILES.rates,
      message: `is missing: every package has it (or rate files dated as ${datedRatesFile('yyyy-mm-dd')})`,
    });
  const read: (RateFile & { effectiveFrom: string | null })[] = [];
  for (const { file, effectiveFrom } of [...files, ...dated]) {
    const rates: RateRow[] = [];
    const lines: number[] = [];
    await readRates(
      path.join(dir, file),
      problems,
      (row, line) => {
        rates.push(row);
        lines.push(line);
      },
      file,
    );
    read.push({ file, rates, lines, effectiveFrom });
  }
  return read;
}
