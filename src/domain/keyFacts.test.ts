import { describe, expect, it } from 'vitest';
import { categoryFacts } from './benefitFacts';
import { CATEGORIES } from './categories';
import { keyFactKeys } from './keyFacts';

describe('key facts per category', () => {
  it('are the facts the issue names for dental, vision and medical, in that order', () => {
    expect(keyFactKeys('dental')).toEqual([
      'annual_maximum',
      'deductible',
      'major_coinsurance',
      'major_waiting_months',
    ]);
    expect(keyFactKeys('vision').slice(0, 2)).toEqual(['exam_copay', 'frame_allowance']);
    expect(keyFactKeys('medical').slice(0, 2)).toEqual(['deductible', 'out_of_pocket_max']);
    expect(keyFactKeys('term_life')[0]).toBe('face_amount');
    for (const category of ['accident', 'hospital', 'critical'] as const) {
      expect(keyFactKeys(category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('are three or four standard facts of each category, none twice', () => {
    for (const category of CATEGORIES) {
      const keys = keyFactKeys(category);
      const standard = categoryFacts(category).map((fact) => fact.key);
      expect(keys.length, category).toBeGreaterThanOrEqual(3);
      expect(keys.length, category).toBeLessThanOrEqual(4);
      expect(new Set(keys).size, category).toBe(keys.length);
      for (const key of keys) expect(standard, `${category} ${key}`).toContain(key);
    }
  });
});
