import { describe, expect, it } from 'vitest';
import { landingSlugProblem, slugOfName } from './landingSlug';

describe('landing page slugs', () => {
  it('are made of names: letters and digits kept, accents dropped, the rest joins words', () => {
    expect(slugOfName('Dana Wu')).toBe('dana-wu');
    expect(slugOfName("  Renée O'Brien-Smith ")).toBe('renee-o-brien-smith');
    expect(slugOfName('李')).toBe('');
  });

  it("refuse what is not a slug, and the store's own pages", () => {
    expect(landingSlugProblem('dana-wu')).toBeNull();
    expect(landingSlugProblem('dana--wu')).toMatch(/^A landing page slug is 1 to 60 lower-case letters/);
    expect(landingSlugProblem('Dana')).toMatch(/Dana is not$/);
    expect(landingSlugProblem('cart')).toBe("cart is one of the store's own pages; choose another slug");
    expect(landingSlugProblem('benadvancehome')).toBe(
      "benadvancehome is one of the store's own pages; choose another slug",
    );
  });
});
