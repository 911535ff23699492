import { describe, expect, it } from 'vitest';
import { categoryFacts } from './benefitFacts';
import { CATEGORIES } from './categories';
import { bestAmong, bestOf, compareFact, factBetter } from './factBetter';

describe('which way a fact is better', () => {
  it('says higher for what the plan pays, lower for what the shopper pays or waits', () => {
    expect(factBetter('annual_maximum')).toBe('higher');
    expect(factBetter('major_coinsurance')).toBe('higher');
    expect(factBetter('deductible')).toBe('lower');
    expect(factBetter('major_waiting_months')).toBe('lower');
    expect(factBetter('exam_copay')).toBe('lower');
    expect(factBetter('frame_allowance')).toBe('higher');
    expect(factBetter('out_of_pocket_max')).toBe('lower');
    expect(factBetter('frame_frequency_months')).toBe('lower');
    expect(factBetter('implants')).toBe('higher');
    expect(factBetter('network')).toBe('none');
    expect(factBetter('not_a_fact')).toBe('none');
  });

  it('gives every number and yes/no fact of every category a direction; texts have none', () => {
    for (const category of CATEGORIES) {
      for (const fact of categoryFacts(category)) {
        const expected = fact.kind === 'text' ? 'none' : expect.stringMatching(/^(higher|lower)$/);
        expect(factBetter(fact.key), `${category} ${fact.key}`).toEqual(expected);
      }
    }
  });

  it('compares two values the fact’s way, and not across kinds or for texts', () => {
    expect(compareFact('annual_maximum', 2000, 1000)).toBeGreaterThan(0);
    expect(compareFact('deductible', 100, 50)).toBeLessThan(0);
    expect(compareFact('deductible', 50, 50)).toBe(0);
    expect(compareFact('implants', true, false)).toBeGreaterThan(0);
    expect(compareFact('network', 'A', 'B')).toBeNull();
    expect(compareFact('deductible', 50, true)).toBeNull();
  });
});

describe('the best value of a row', () => {
  it('marks the best, all of them when several share it', () => {
    expect([...bestOf('annual_maximum', [1000, 2000, 1500])]).toEqual([1]);
    expect([...bestOf('deductible', [50, 100, 50])]).toEqual([0, 2]);
    expect([...bestOf('orthodontia', [false, true])]).toEqual([1]);
  });

  it('marks nothing when all tie, when one plan alone gives the fact, or for a text', () => {
    expect(bestOf('deductible', [50, 50, 50]).size).toBe(0);
    expect(bestOf('deductible', [50, undefined]).size).toBe(0);
    expect(bestOf('network', ['Harborline PPO', 'Bluewater PPO']).size).toBe(0);
  });

  it('compares only the plans that give the fact', () => {
    expect([...bestOf('annual_maximum', [undefined, 1000, 1500])]).toEqual([2]);
  });
});

describe('the best of amounts', () => {
  it('marks the lowest amount when ranked lower, none when they tie', () => {
    expect([...bestAmong('lower', [359.88, 334.92, 349.0])]).toEqual([1]);
    expect(bestAmong('lower', [100, 100]).size).toBe(0);
    expect([...bestAmong('lower', [undefined, 100, 90])]).toEqual([2]);
  });
});
