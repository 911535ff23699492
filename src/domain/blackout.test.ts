import { describe, expect, it } from 'vitest';
import { blackoutMessage, blackoutMonthsText, inBlackout } from './blackout';

describe('blackout months in the catalog', () => {
  it('accepts month numbers 1-12, comma-separated, and nothing else', () => {
    for (const ok of ['12', '1', '11,12', '1,2,3'])
      expect(blackoutMonthsText().safeParse(ok).success).toBe(true);
    for (const bad of ['', '0', '13', '11,', 'Nov', '1;2', ' 12'])
      expect(blackoutMonthsText().safeParse(bad).success).toBe(false);
  });

  it('blocks only the months named, and names them', () => {
    expect(inBlackout('11,12', 11)).toBe(true);
    expect(inBlackout('11,12', 10)).toBe(false);
    expect(inBlackout(null, 11)).toBe(false);
    expect(blackoutMessage('11,12')).toContain('(November, December)');
  });
});
