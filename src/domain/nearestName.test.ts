import { describe, expect, it } from 'vitest';
import { didYouMean, nearestName } from './nearestName';

describe('nearestName', () => {
  it('finds the allowed name a typo was meant to be, and none when nothing is close', () => {
    expect(nearestName('deductable', ['annual_maximum', 'deductible', 'waiting_period'])).toBe('deductible');
    expect(nearestName('Layuot', ['layout', 'text'])).toBe('layout');
    expect(nearestName('flavour', ['deductible', 'annual_maximum'])).toBeNull();
  });

  it('says the nearest and every allowed name', () => {
    expect(didYouMean('deductable', ['deductible', 'annual_maximum'])).toBe(
      ' (did you mean "deductible"?); allowed: deductible, annual_maximum',
    );
    expect(didYouMean('zzz', ['a', 'b'])).toBe('; allowed: a, b');
  });
});
