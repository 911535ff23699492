import { describe, expect, it } from 'vitest';
import { planIdOf } from './planQueries';

describe('planIdOf', () => {
  it('reads a positive whole number from the address', () => {
    expect(planIdOf('42')).toBe(42);
  });
  it.each([undefined, '', '0', '-3', '1.5', 'abc', '1e400'])('refuses %s', (param) => {
    expect(planIdOf(param)).toBeNull();
  });
});
