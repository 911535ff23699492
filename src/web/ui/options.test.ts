import { describe, expect, it } from 'vitest';
import { tierOptions } from './options';

describe('tierOptions: the tier choices name the tier as the summary does', () => {
  it('offers Member + Children outside premier mode', () => {
    expect(tierOptions(false).find((option) => option.value === 'IC')?.label).toBe('Member + Children');
  });

  it('offers "Member + 1 Child" once a premier plan is in the cart', () => {
    const labels = tierOptions(true).map((option) => option.label);
    expect(labels).toContain('Member + 1 Child');
    expect(labels).not.toContain('Member + Children');
  });
});
