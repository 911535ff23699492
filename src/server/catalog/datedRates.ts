import fs from 'node:fs';
import path from 'node:path';
import { fromIsoDate } from '../../domain/dates';
import type { ProblemList } from './packageProblem';
import { PACKAGE_FILES, type RateRow } from './packageSchema';

/**
 * Rates that take effect on a later date travel in the package as `rates/<yyyy-mm-dd>.csv`, one file a
 * date, in rates.csv's format: each is a catalog version of its own, pricing coverage from its date on
 * (docs/catalog.md, "Versions and effective dates"). `export` writes the store's scheduled versions so.
 */
const DATED_RATES_DIR = 'rates';

/** Rates that price coverage from `effectiveFrom` (an ISO date) on. */
export interface DatedRates {
  effectiveFrom: string;
  rates: RateRow[];
}

/** Whether a file of the package is in the dated rates' folder (datedRateFiles checks its name). */
export const inDatedRatesFolder = (file: string) => file.startsWith(`${DATED_RATES_DIR}/`);

/** The package's name of the dated rate file for `isoDate`. */
export const datedRatesFile = (isoDate: string) => `${DATED_RATES_DIR}/${isoDate}.csv`;

/** The dated rate files of a package folder, earliest first; a file not named for a date is a problem. */
export function datedRateFiles(
  dir: string,
  problems: ProblemList,
): { file: string; effectiveFrom: string }[] {
  const folder = path.join(dir, DATED_RATES_DIR);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return [];
  const files: { file: string; effectiveFrom: string }[] = [];
  for (const name of fs.readdirSync(folder).sort()) {
    const date = /^(\d{4}-\d{2}-\d{2})\.csv$/.exec(name)?.[1];
    if (!date || !fromIsoDate(date))
      problems.add({
        file: `${DATED_RATES_DIR}/${name}`,
        message: `is not named for the date its rates take effect: name it as ${DATED_RATES_DIR}/yyyy-mm-dd.csv (e.g. ${datedRatesFile('2027-01-01')})`,
      });
    else files.push({ file: datedRatesFile(date), effectiveFrom: date });
  }
  return files;
}

const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The dates of a package's rate versions against the apply's: each dated file after `effectiveFrom`
 * (the date rates.csv takes effect: --effective, or today), and after today unless past dates are allowed.
 */
export function scheduleProblems(
  dated: readonly { effectiveFrom: string }[],
  hasRatesCsv: boolean,
  effectiveFrom: string | null,
  today: string,
  problems: ProblemList,
): void {
  if (effectiveFrom !== null && !hasRatesCsv && dated.length > 0)
    problems.add({
      file: PACKAGE_FILES.rates,
      message: `is missing, so --effective ${mdy(effectiveFrom)} dates no rates: every rate file of this package carries its own date`,
    });
  const floor = effectiveFrom !== null && hasRatesCsv && effectiveFrom > today ? effectiveFrom : today;
  for (const { effectiveFrom: date } of dated) {
    if (date <= floor)
      problems.add({
        file: datedRatesFile(date),
        message:
          floor === today
            ? `takes effect ${mdy(date)}, not after today (${mdy(today)}): put rates in effect now in ${PACKAGE_FILES.rates}`
            : `takes effect ${mdy(date)}, not after --effective ${mdy(floor)} (rates.csv's date)`,
      });
  }
}
