import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows ten digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('8882434011')).toBe('(888) 243-4011');
    expect(formatPhone('212-555-0144')).toBe('(212) 555-0144');
  });
  it('leaves anything else as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
