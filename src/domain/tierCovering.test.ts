import { describe, expect, it } from 'vitest';
import { tierCovering } from './tierCovering';

describe('the tier that covers the listed dependents', () => {
  it('is Family for a spouse and a child, Member + Spouse or Member + Children for one kind, none for nobody', () => {
    expect(tierCovering(['spouse', 'child', 'child'])).toBe('IF');
    expect(tierCovering(['child', 'spouse'])).toBe('IF');
    expect(tierCovering(['spouse'])).toBe('IS');
    expect(tierCovering(['child', 'child'])).toBe('IC');
    expect(tierCovering([])).toBeNull();
  });
});
