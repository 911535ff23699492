import { describe, expect, it } from 'vitest';
import { isZip } from './zip';

describe('zip codes', () => {
  it('are exactly five digits', () => {
    expect(isZip('90210')).toBe(true);
    for (const bad of ['9021', '902100', '9021a', ' 9021', '', '90 10']) expect(isZip(bad)).toBe(false);
  });
});
