import { describe, expect, it } from 'vitest';
import { counted, nounFor } from './counted';

describe('counted', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(counted(1, 'item')).toBe('1 item');
    expect(counted(2, 'item')).toBe('2 items');
    expect(counted(0, 'item')).toBe('0 items');
    expect(nounFor(1, 'month')).toBe('month');
    expect(nounFor(12, 'month')).toBe('months');
  });
});
