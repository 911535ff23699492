import type { ProblemList } from './packageProblem';
import { type CatalogRecords, PACKAGE_FILES, type RateRow } from './packageSchema';

interface Band {
  min: number;
  max: number;
  tobacco: boolean | null;
  line: number;
}

/** Reports `band` when it starts inside `earlier` (the earlier band reaching furthest). */
function reportOverlap(file: string, band: Band, earlier: Band | null, problems: ProblemList): void {
  if (!earlier || band.min > earlier.max) return;
  problems.add({
    file,
    line: band.line,
    field: 'age_min',
    message: `ages ${band.min}-${band.max} overlap ages ${earlier.min}-${earlier.max} on line ${earlier.line} (same plan, option, tier, state and tobacco)`,
  });
}

const furthest = (a: Band | null, b: Band) => (!a || b.max > a.max ? b : a);

/**
 * Bands of one plan, option, tier and state that cover the same age for the same people: a band for
 * both (tobacco empty) clashes with every band, a smokers' band with smokers' bands, a non-smokers'
 * with non-smokers'.
 */
function checkBands(file: string, bands: Band[], problems: ProblemList): void {
  bands.sort((a, b) => a.min - b.min || a.line - b.line);
  let anyBand: Band | null = null;
  let bothBand: Band | null = null;
  const byValue = new Map<boolean, Band | null>();
  for (const band of bands) {
    if (band.tobacco === null) reportOverlap(file, band, anyBand, problems);
    else {
      const same = byValue.get(band.tobacco) ?? null;
      reportOverlap(file, band, bothBand && same ? furthest(bothBand, same) : (bothBand ?? same), problems);
    }
    anyBand = furthest(anyBand, band);
    if (band.tobacco === null) bothBand = furthest(bothBand, band);
    else byValue.set(band.tobacco, furthest(byValue.get(band.tobacco) ?? null, band));
  }
}

/** One file of rates: its name in the package, its rows, and each row's line. */
export interface RateFile {
  file: string;
  rates: RateRow[];
  lines: number[];
}

/**
 * A rate file against the package's plans. `unread`: plans whose record in plans.json has a problem of
 * its own: their rates are not checked (a plan's one problem is not repeated on each of its rate lines).
 * `current`: the rates that match plans.json as it stands (rates.csv, or the latest dated file), which
 * price every option of every tier a plan offers; an earlier dated file may price options and tiers a
 * plan has since dropped (they price coverage before the later date), but only plans of the package.
 */
export function checkRates(
  plans: ReadonlyMap<number, CatalogRecords['plans'][number]>,
  { file, rates, lines }: RateFile,
  problems: ProblemList,
  { unread, current }: { unread: ReadonlySet<number>; current: boolean },
): void {
  const F = PACKAGE_FILES;
  const bands = new Map<string, Band[]>();
  const priced = new Set<string>();
  rates.forEach((rate, index) => {
    const line = lines[index] ?? 0;
    if (unread.has(rate.plan)) return;
    const plan = plans.get(rate.plan);
    if (!plan) {
      problems.add({ file, line, field: 'plan', message: `plan ${rate.plan} is not in ${F.plans}` });
      return;
    }
    if (current && !plan.options.includes(rate.option)) {
      problems.add({
        file,
        line,
        field: 'option',
        message: `plan ${plan.id} has no option "${rate.option}" (${plan.options.join(', ')})`,
      });
      return;
    }
    if (current && !plan.tiers.includes(rate.tier)) {
      problems.add({
        file,
        line,
        field: 'tier',
        message: `plan ${plan.id} is not sold for tier ${rate.tier} (${plan.tiers.join(', ')})`,
      });
      return;
    }
    const key = `${rate.plan}|${rate.option}|${rate.tier}|${rate.state ?? ''}`;
    const list = bands.get(key);
    const band = { min: rate.ageMin, max: rate.ageMax, tobacco: rate.tobacco, line };
    if (list) list.push(band);
    else bands.set(key, [band]);
    priced.add(`${rate.plan}|${rate.option}|${rate.tier}`);
  });
  for (const list of bands.values()) checkBands(file, list, problems);
  if (!current) return;
  for (const plan of plans.values()) {
    for (const option of plan.options) {
      for (const tier of plan.tiers) {
        if (!priced.has(`${plan.id}|${option}|${tier}`))
          problems.add({
            file: F.plans,
            path: `plan ${plan.id}`,
            field: 'tiers',
            message: `has no rate in ${file} for tier ${tier}, option "${option}"`,
          });
      }
    }
  }
}
