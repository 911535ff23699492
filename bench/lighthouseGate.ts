/**
 * The Lighthouse gate's rules (bench/lighthouse.ts, docs/performance.md "eleventh pass"), apart from
 * Lighthouse so that a test can hold them to their word.
 *
 * The simulated phone is this machine slowed down by a factor calibrated to its speed (Lighthouse's
 * benchmark index). The machine's speed is taken at the start of every run (Lighthouse does that
 * itself) and once after a page's runs, so each run has a speed before and after it: the index at the
 * next run's start, or the one after the page. A run whose speed moved by more than a quarter between
 * the two ran on a machine that changed under it, and is redone. A steady run's phone is calibrated to
 * the mean of its two speeds: the run is loaded with a slowdown from the latest speed known, and its
 * performance audited again (from the same load) when its own phone differs by more than 5 %. The gate takes the median of the steady runs; when the first ones
 * straddle the line (the median under it, a run over it), it takes the median of two runs more. Runs
 * that could not change the verdict are not made (issue 37): once enough steady runs are at or over
 * the line that the median of those asked for must be too (two of three), the page passes.
 */

/** The benchmark index of the desktop Lighthouse's 4× makes a mid-tier phone of (its docs/throttling.md). */
export const PHONE_BENCHMARK_INDEX = 1750 / 4;
/** A run is steady when the machine's speed after it is within a quarter of its speed before. */
export const STEADY_SHARE = 0.25;
/** The runs added when the first ones straddle the line. */
export const STRADDLE_RUNS = 2;
/** The most runs a page is redone for an unsteady machine, beyond those it needs. */
export const REDO_RUNS = 2;

/** The CPU slowdown that makes a machine of this benchmark index Lighthouse's phone (1× at the least, one decimal). */
export function slowdownFor(index: number): number {
  return Math.round(Math.max(1, index / PHONE_BENCHMARK_INDEX) * 10) / 10;
}

/** The machine's speed around one run: Lighthouse's index at the run's start, and the next one taken after it. */
export interface RunSpeed {
  before: number;
  after: number;
}

/** By how much the machine's speed moved during a run, as a share of the slower of the two. */
export function speedMoved({ before, after }: RunSpeed): number {
  return Math.abs(after - before) / Math.min(before, after);
}

/** Whether the run measured one machine from start to end (its speed moved by a quarter at most). */
export function steady(speed: RunSpeed): boolean {
  return speedMoved(speed) <= STEADY_SHARE;
}

/** The run's own phone: calibrated to the mean of the machine's speed before and after it. */
export function runSlowdown({ before, after }: RunSpeed): number {
  return slowdownFor((before + after) / 2);
}

/** How far a run's slowdown may be from its own phone's before its performance is audited again. */
export const CALIBRATION_TOLERANCE = 0.05;

/** Whether a run loaded with slowdown `used` measured its own phone (`own`) closely enough. */
export function calibratedAlready(used: number, own: number): boolean {
  return Math.abs(used - own) <= CALIBRATION_TOLERANCE * own;
}

/** A run as the gate sees it: its performance score and whether the machine held steady. */
export interface GatedRun {
  performance: number;
  steady: boolean;
}

/**
 * How many of `runs` scores must be at or over the line for their median (below) to be: then the
 * others cannot pull it under, and need not be made. Two of three; one of one.
 */
export function decidingRuns(runs: number): number {
  return runs - Math.floor((runs - 1) / 2);
}

/** The median of the scores: the middle one, or the lower middle one of an even count. */
export function medianScore(scores: readonly number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * What the gate says of a page after these runs, asked for `runs` steady runs: 'pass' or 'fail' on the
 * median of the steady ones, or 'more' with how many steady runs it needs in all: the runs asked for,
 * or STRADDLE_RUNS more when the first ones straddle the budget (median under it, a run at or over
 * it). A pass is decided early when decidingRuns(runs) steady runs are at or over the budget before
 * all are made: the median of all could only be as high (its `median` is then the lowest of those, a
 * bound from below). An unsteady run is redone, REDO_RUNS times at the most; after that the verdict is
 * taken on every run there is, steady or not (`steadyOnly` false: the report says the machine did not
 * hold still).
 */
export type PageVerdict =
  | { kind: 'pass' | 'fail'; median: number; steadyOnly: boolean }
  | { kind: 'more'; need: number };

export function pageVerdict(done: readonly GatedRun[], runs: number, budget: number): PageVerdict {
  const steadyScores = done.filter((run) => run.steady).map((run) => run.performance);
  const unsteady = done.length - steadyScores.length;
  const first = steadyScores.slice(0, runs);
  const over = first.filter((score) => score >= budget);
  if (first.length < runs && over.length >= decidingRuns(runs))
    return { kind: 'pass', median: Math.min(...over), steadyOnly: true };
  const straddles = first.length === runs && medianScore(first) < budget && Math.max(...first) >= budget;
  const need = straddles ? runs + STRADDLE_RUNS : runs;
  if (steadyScores.length < need && unsteady <= REDO_RUNS) return { kind: 'more', need };
  const steadyOnly = steadyScores.length >= need;
  const median = medianScore(steadyOnly ? steadyScores.slice(0, need) : done.map((run) => run.performance));
  return { kind: median >= budget ? 'pass' : 'fail', median, steadyOnly };
}
