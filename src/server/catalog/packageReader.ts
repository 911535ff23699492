import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { readRates } from './catalogRates';
import { checkPackage } from './packageChecks';
import { ProblemList } from './packageProblem';
import { type CatalogRecords, FILE_SCHEMAS, PACKAGE_FILES, type RateRow } from './packageSchema';

/** A package as read from its folder: its records and rates when every file could be read, and every problem. */
export interface ReadPackage {
  records: CatalogRecords | null;
  rates: RateRow[];
  /** The CSV line of each rate, by its index in `rates`. */
  rateLines: number[];
  problems: ProblemList;
}

type JsonFile = keyof typeof FILE_SCHEMAS;
/** Files a package may leave out, and what they then hold. */
const OPTIONAL: Partial<Record<JsonFile, unknown>> = {
  screening: [],
  supplemental: [],
  health: [],
  assistant: [],
  fields: [],
  options: {},
  agreementTexts: [],
  verifications: [],
  paymentMethods: [],
};

/** How a record is named in a problem: by its id when it has one ("plan 101"), else by its place. */
function recordName(file: JsonFile, raw: unknown, index: number | string): string {
  const record = Array.isArray(raw) ? raw[Number(index)] : undefined;
  const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  const noun = file === 'plans' ? 'plan' : file === 'carriers' ? 'carrier' : 'record';
  return typeof id === 'number' ? `${noun} ${id}` : `[${index}]`;
}

function readJson<F extends JsonFile>(dir: string, file: F, problems: ProblemList): z.infer<(typeof FILE_SCHEMAS)[F]> | null {
  const name = PACKAGE_FILES[file];
  const full = path.join(dir, name);
  if (!fs.existsSync(full)) {
    if (file in OPTIONAL) return OPTIONAL[file] as z.infer<(typeof FILE_SCHEMAS)[F]>;
    problems.add({ file: name, message: 'is missing: every package has it' });
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    problems.add({ file: name, message: `is not JSON: ${(error as Error).message}` });
    return null;
  }
  const parsed = FILE_SCHEMAS[file].safeParse(raw);
  if (parsed.success) return parsed.data as z.infer<(typeof FILE_SCHEMAS)[F]>;
  for (const issue of parsed.error.issues) {
    const [first, ...rest] = issue.path.map(String);
    const isArray = Array.isArray(raw) && first !== undefined;
    const where = isArray ? recordName(file, raw, first) : first;
    const inside = (isArray ? rest : issue.path.map(String).slice(1)).join('.');
    problems.add({
      file: name,
      path: [where, inside].filter(Boolean).join(' '),
      field: String(issue.path.at(-1) ?? ''),
      message: issue.message,
    });
  }
  return null;
}

/** Reads and checks a package folder: every file, every rate, every cross-reference; every problem at once. */
export async function readPackage(dir: string): Promise<ReadPackage> {
  const problems = new ProblemList();
  const rates: RateRow[] = [];
  const rateLines: number[] = [];
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    problems.add({ file: dir, message: 'is not a folder' });
    return { records: null, rates, rateLines, problems };
  }
  const read = {
    manifest: readJson(dir, 'manifest', problems),
    carriers: readJson(dir, 'carriers', problems),
    plans: readJson(dir, 'plans', problems),
    screening: readJson(dir, 'screening', problems),
    supplemental: readJson(dir, 'supplemental', problems),
    health: readJson(dir, 'health', problems),
    assistant: readJson(dir, 'assistant', problems),
    fields: readJson(dir, 'fields', problems),
    options: readJson(dir, 'options', problems),
    agreementTexts: readJson(dir, 'agreementTexts', problems),
    verifications: readJson(dir, 'verifications', problems),
    paymentMethods: readJson(dir, 'paymentMethods', problems),
  };
  const ratesFile = path.join(dir, PACKAGE_FILES.rates);
  if (fs.existsSync(ratesFile)) {
    await readRates(ratesFile, problems, (row, line) => {
      rates.push(row);
      rateLines.push(line);
    });
  } else problems.add({ file: PACKAGE_FILES.rates, message: 'is missing: every package has it' });
  const complete = Object.values(read).every((value) => value !== null);
  const records = complete ? (read as CatalogRecords) : null;
  if (records) checkPackage(records, rates, rateLines, problems);
  return { records, rates, rateLines, problems };
}
