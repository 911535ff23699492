import { describe, expect, it } from 'vitest';
import {
  calibratedAlready,
  decidingRuns,
  type GatedRun,
  medianScore,
  pageVerdict,
  REDO_RUNS,
  runSlowdown,
  STRADDLE_RUNS,
  slowdownFor,
  speedMoved,
  steady,
} from './lighthouseGate';

const run = (performance: number, isSteady = true): GatedRun => ({ performance, steady: isSteady });

describe('the simulated phone', () => {
  it('is this machine slowed to the phone Lighthouse’s 4× makes of a desktop of index 1750', () => {
    expect(slowdownFor(1750)).toBe(4);
    expect(slowdownFor(2852)).toBe(6.5);
    // A machine slower than the phone is not sped up.
    expect(slowdownFor(300)).toBe(1);
  });

  it('is calibrated to the mean of the machine’s speed before and after the run', () => {
    expect(runSlowdown({ before: 1600, after: 1900 })).toBe(slowdownFor(1750));
  });
});

describe('a steady run', () => {
  it('is one whose machine’s speed moved by a quarter at most, whichever way', () => {
    expect(steady({ before: 1200, after: 1500 })).toBe(true);
    expect(steady({ before: 1500, after: 1200 })).toBe(true);
    // The swing, 1,051 to 1,687 within the run: 61 %.
    expect(speedMoved({ before: 1051, after: 1687 })).toBeCloseTo(0.605, 2);
    expect(steady({ before: 1051, after: 1687 })).toBe(false);
    expect(steady({ before: 1687, after: 1051 })).toBe(false);
  });
});

describe('the page verdict', () => {
  it('passes or fails on the median of three steady runs', () => {
    expect(medianScore([0.98, 0.93, 0.97])).toBe(0.97);
    expect(pageVerdict([run(0.98), run(0.96), run(0.97)], 3, 0.95)).toEqual({
      kind: 'pass',
      median: 0.97,
      steadyOnly: true,
    });
    // A real regression: every run far under the line, and no run more is taken.
    expect(pageVerdict([run(0.71), run(0.74), run(0.69)], 3, 0.95)).toEqual({
      kind: 'fail',
      median: 0.71,
      steadyOnly: true,
    });
  });

  it('takes two runs more when the first ones straddle the line, and decides on the median of five', () => {
    // The plan page: 0.93, 0.98, 0.93.
    const first = [run(0.93), run(0.98), run(0.93)];
    expect(pageVerdict(first, 3, 0.95)).toEqual({ kind: 'more', need: 3 + STRADDLE_RUNS });
    expect(pageVerdict([...first, run(0.97), run(0.96)], 3, 0.95)).toMatchObject({
      kind: 'pass',
      median: 0.96,
    });
    expect(pageVerdict([...first, run(0.94), run(0.97)], 3, 0.95)).toMatchObject({
      kind: 'fail',
      median: 0.94,
    });
  });

  it('passes on two steady runs at or over the line, which the third cannot pull under; else asks for it', () => {
    expect(decidingRuns(3)).toBe(2);
    expect(decidingRuns(1)).toBe(1);
    expect(decidingRuns(5)).toBe(3);
    expect(pageVerdict([run(0.98), run(0.96)], 3, 0.95)).toEqual({
      kind: 'pass',
      median: 0.96,
      steadyOnly: true,
    });
    // One under the line: the third decides.
    expect(pageVerdict([run(0.98), run(0.93)], 3, 0.95)).toEqual({ kind: 'more', need: 3 });
    // One unsteady: it does not count, so two steady ones are still wanted.
    expect(pageVerdict([run(0.98), run(0.99, false)], 3, 0.95)).toEqual({ kind: 'more', need: 3 });
    // Two under the line decide nothing early: a third over it would make a straddle, five runs.
    expect(pageVerdict([run(0.93), run(0.94)], 3, 0.95)).toEqual({ kind: 'more', need: 3 });
  });

  it('does not count an unsteady run and redoes it, at most REDO_RUNS times', () => {
    expect(pageVerdict([run(0.98), run(0.7, false), run(0.93)], 3, 0.95)).toEqual({ kind: 'more', need: 3 });
    expect(pageVerdict([run(0.98), run(0.7, false), run(0.93), run(0.96)], 3, 0.95)).toMatchObject({
      kind: 'pass',
      median: 0.96,
      steadyOnly: true,
    });
    // Past the redos the verdict is taken on every run, steady or not, and says so.
    const restless = [run(0.98), run(0.7, false), run(0.93)];
    for (let i = 0; i < REDO_RUNS; i++) restless.push(run(0.6, false));
    expect(pageVerdict(restless, 3, 0.95)).toMatchObject({ kind: 'fail', steadyOnly: false });
  });
});

describe('a run loaded before its own speed was known', () => {
  it('is audited again as its own phone when the slowdown it was loaded with is more than 5 % off', () => {
    expect(calibratedAlready(2.8, 2.7)).toBe(true);
    expect(calibratedAlready(3.9, 2.7)).toBe(false);
    expect(calibratedAlready(1, 1.4)).toBe(false);
  });
});
