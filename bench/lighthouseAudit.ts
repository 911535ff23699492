import lighthouse, { type Artifacts, auditFlowArtifacts, type Flags, type Result } from 'lighthouse';

/**
 * Lighthouse's calls for bench/lighthouse.ts: one page load audited with a CPU slowdown, the same
 * load audited again with another (simulated throttling slows nothing while the page loads: the
 * slowdown only scales the main-thread work in the simulation afterwards, so a run can be calibrated
 * once its machine's speed is known), and the machine's speed alone (Lighthouse's benchmark index).
 */

/** One run's figures, as the report shows them. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  transferKb: number;
  lcpElement: string;
  failedAccessibility: string[];
  opportunities: string[];
}

/** A page load as Lighthouse gathered it, with the report of its audit and the machine's speed at its start. */
export interface AuditedLoad {
  lhr: Result;
  artifacts: Artifacts;
  /** Lighthouse's benchmark index, taken on a blank page just before this load. */
  indexBefore: number;
}

const flags = (port: number, slowdown: number): Flags => ({
  port,
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
  throttling: { cpuSlowdownMultiplier: slowdown },
});

/** Loads `url` in the browser on `port` and audits it with this CPU slowdown. */
export async function auditLoad(url: string, port: number, slowdown: number): Promise<AuditedLoad> {
  const result = await lighthouse(url, flags(port, slowdown));
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return { lhr: result.lhr, artifacts: result.artifacts, indexBefore: result.artifacts.BenchmarkIndex };
}

/** The audits the performance score is made of (its weighted metrics; every other audit of the category weighs 0). */
const SCORED_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The figures that move with the CPU slowdown: the performance score and its metrics. */
export type SlowdownFigures = Pick<RunFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'siMs'>;

/**
 * The same load's performance audited again with another CPU slowdown, without loading the page
 * again; only the score's metrics are audited (a few seconds, where the whole audit takes several).
 * Lighthouse refuses settings that differ from the gathering's, but under simulated throttling the
 * CPU slowdown and the choice of audits are not used while gathering, so the gathering's settings
 * are given the new ones too.
 */
export async function reauditLoad(
  load: AuditedLoad,
  port: number,
  slowdown: number,
): Promise<SlowdownFigures> {
  const settings = load.artifacts.settings;
  if (settings.throttlingMethod !== 'simulate') throw new Error('only a simulated run can be audited again');
  const throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
  const artifacts: Artifacts = {
    ...load.artifacts,
    settings: { ...settings, onlyCategories: null, onlyAudits: SCORED_METRICS, throttling },
  };
  const runFlags: Flags = { port, logLevel: 'error', output: 'json', onlyAudits: SCORED_METRICS, throttling };
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts, flags: runFlags }] });
  const lhr = flow.steps[0]?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no report for the audit again');
  const { performance, lcpMs, tbtMs, cls, fcpMs, siMs } = figuresOf(lhr);
  return { performance, lcpMs, tbtMs, cls, fcpMs, siMs };
}

/** This machine's benchmark index now, as Lighthouse measures it before a load (one light audit of `url`, a few seconds). */
export async function benchmarkIndex(url: string, port: number): Promise<number> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyAudits: ['viewport'] });
  const index = result?.lhr.environment.benchmarkIndex;
  if (typeof index !== 'number' || !(index > 0)) throw new Error('Lighthouse gave no benchmark index');
  return index;
}

/** The figures of one report. */
export function figuresOf(lhr: Result): RunFigures {
  const number = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id));
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    lcpMs: Math.round(number('largest-contentful-paint')),
    tbtMs: Math.round(number('total-blocking-time')),
    cls: Math.round(number('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(number('first-contentful-paint')),
    siMs: Math.round(number('speed-index')),
    transferKb: Math.round(number('total-byte-weight') / 1024),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failedAccessibility: Object.values(lhr.audits)
      .filter((a) => accessibilityIds.has(a.id) && a.score !== null && a.score < 1)
      .map((a) => a.id),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && (a.score ?? 1) < 1)
      .map((a) => `${a.id} ${Math.round(a.numericValue ?? 0)} ms`),
  };
}
