import fs from 'node:fs';
import { parse } from 'csv-parse';
import { didYouMean } from '../../domain/nearestName';
import { TIERS, type Tier } from '../../domain/tiers';
import { US_STATES } from '../../domain/usStates';
import type { ProblemList } from './packageProblem';
import { PACKAGE_FILES, RATE_COLUMNS, type RateRow } from './packageSchema';

const FILE = PACKAGE_FILES.rates;
const STATES = new Set<string>(US_STATES.map(([code]) => code));
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;

/**
 * Option names repeat on every row: one string each, not a million copies. The table lives as long as
 * one read of the file (nothing of one package stays in the process for the next).
 */
type Names = Map<string, string>;
function interned(names: Names, name: string): string {
  const held = names.get(name);
  if (held !== undefined) return held;
  if (names.size > 100_000) names.clear();
  names.set(name, name);
  return name;
}

/** One CSV record as a rate row, or the problems with its fields (each named). */
/** Adds a problem with a rate's field; false, for the row's verdict. */
function noted(problems: ProblemList, file: string, line: number, field: string, message: string): false {
  problems.add({ file, line, field, message });
  return false;
}

function rateOf(
  file: string,
  fields: readonly string[],
  line: number,
  problems: ProblemList,
  names: Names,
): RateRow | null {
  const record = {
    plan: fields[0],
    option: fields[1],
    tier: fields[2],
    age_min: fields[3],
    age_max: fields[4],
    state: fields[5],
    tobacco: fields[6],
    premium: fields[7],
  };
  // No closure for the problems: one made for each of a million rows took a second (tsx names each).
  let ok = true;
  const plan = record.plan ?? '';
  if (!/^\d{1,10}$/.test(plan) || Number(plan) <= 0)
    ok = noted(problems, file, line, 'plan', `"${plan}" is not a plan id`);
  const option = (record.option ?? '').trim();
  if (option === '' || option.length > 60)
    ok = noted(problems, file, line, 'option', 'must be the name of one of the plan’s options');
  const tier = record.tier ?? '';
  if (!(TIERS as readonly string[]).includes(tier))
    ok = noted(problems, file, line, 'tier', `"${tier}" is not a tier (${TIERS.join(', ')})`);
  const ageMin = record.age_min ?? '';
  const ageMax = record.age_max ?? '';
  if (!WHOLE.test(ageMin)) ok = noted(problems, file, line, 'age_min', `"${ageMin}" is not an age`);
  if (!WHOLE.test(ageMax)) ok = noted(problems, file, line, 'age_max', `"${ageMax}" is not an age`);
  if (WHOLE.test(ageMin) && WHOLE.test(ageMax) && Number(ageMin) > Number(ageMax))
    ok = noted(problems, file, line, 'age_max', `is below age_min (${ageMin})`);
  const state = (record.state ?? '').trim().toUpperCase();
  if (state !== '' && !STATES.has(state))
    ok = noted(
      problems,
      file,
      line,
      'state',
      `"${state}" is not a US state (leave it empty for every state)`,
    );
  const tobacco = (record.tobacco ?? '').trim().toLowerCase();
  if (!['', 'yes', 'no'].includes(tobacco))
    ok = noted(problems, file, line, 'tobacco', 'must be yes, no or empty (both)');
  const premium = (record.premium ?? '').trim();
  if (premium.startsWith('-'))
    ok = noted(problems, file, line, 'premium', `${premium} is negative: a premium is at least 0`);
  else if (!DOLLARS.test(premium))
    ok = noted(problems, file, line, 'premium', `"${premium}" is not an amount of dollars such as 74.86`);
  if (!ok) return null;
  return {
    plan: Number(plan),
    option: interned(names, option),
    tier: tier as Tier,
    ageMin: Number(ageMin),
    ageMax: Number(ageMax),
    state: state === '' ? null : interned(names, state),
    tobacco: tobacco === '' ? null : tobacco === 'yes',
    cents: Math.round(Number(premium) * 100),
  };
}

/**
 * Streams a rate file (rates.csv, or a dated one named `name` in the package): each good row goes to
 * `onRow` with its line, each bad one to `problems`. The header must name exactly the rate columns.
 * Answers how many lines were read.
 */
export async function readRates(
  file: string,
  problems: ProblemList,
  onRow: (row: RateRow, line: number) => void,
  name: string = FILE,
): Promise<number> {
  // Each record as its fields (not an object by the header's names): a third less of the parse's time
  // over a million rows. The header is the first record.
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ skip_empty_lines: true, trim: true, info: true, relax_column_count: true }));
  let lines = 0;
  let headerChecked = false;
  const names: Names = new Map();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!headerChecked) {
        headerChecked = true;
        if (record.join(',') !== RATE_COLUMNS.join(',')) {
          problems.add({ file: name, line: 1, message: headerProblem(record) });
          return 0;
        }
        lines = info.lines;
        continue;
      }
      lines = info.lines;
      if (record.length > RATE_COLUMNS.length) {
        const extra = record.slice(RATE_COLUMNS.length);
        noted(
          problems,
          name,
          info.lines,
          `column ${RATE_COLUMNS.length + 1}`,
          `has ${extra.length === 1 ? 'an extra column' : `${extra.length} extra columns`} after premium (${extra.map((value) => JSON.stringify(value)).join(', ')}): a rate row has the ${RATE_COLUMNS.length} columns ${RATE_COLUMNS.join(',')}`,
        );
        continue;
      }
      const row = rateOf(name, record, info.lines, problems, names);
      if (row) onRow(row, info.lines);
    }
  } catch (error) {
    problems.add({
      file: name,
      line: lines + 1,
      message: `cannot be read as CSV: ${(error as Error).message}`,
    });
  }
  return lines;
}

/** What is wrong with a rate file's header: the columns it has that rates do not, or lacks, or their order. */
function headerProblem(header: readonly string[]): string {
  const columns: readonly string[] = RATE_COLUMNS;
  const extra = header.filter((column) => !columns.includes(column));
  const missing = columns.filter((column) => !header.includes(column));
  const parts = [
    ...extra.map((column) => `"${column}" is not a rate column${didYouMean(column, columns)}`),
    ...(missing.length ? [`it lacks ${missing.join(', ')}`] : []),
  ];
  return `the header must be ${columns.join(',')}${parts.length ? `: ${parts.join('; ')}` : `, in that order (found ${header.join(',')})`}`;
}

/** A rate row as a line of rates.csv (no line break). */
export function rateLine(row: RateRow): string {
  const tobacco = row.tobacco === null ? '' : row.tobacco ? 'yes' : 'no';
  const option = /[",\n]/.test(row.option) ? `"${row.option.replaceAll('"', '""')}"` : row.option;
  return [
    row.plan,
    option,
    row.tier,
    row.ageMin,
    row.ageMax,
    row.state ?? '',
    tobacco,
    (row.cents / 100).toFixed(2),
  ].join(',');
}

/** What identifies a rate: everything but its premium. */
export function rateKey(
  row: Pick<RateRow, 'plan' | 'option' | 'tier' | 'ageMin' | 'ageMax' | 'state' | 'tobacco'>,
): string {
  return `${row.plan}|${row.option}|${row.tier}|${row.ageMin}|${row.ageMax}|${row.state ?? ''}|${row.tobacco === null ? '' : row.tobacco ? 'y' : 'n'}`;
}
