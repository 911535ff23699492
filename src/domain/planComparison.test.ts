import { describe, expect, it } from 'vitest';
import { addPick, COMPARE_LIMIT_MESSAGE, COMPARE_ONE_CATEGORY_MESSAGE, faqQuestions } from './planComparison';

const dental = (plan_id: number) => ({ plan_id, category: 'dental' });

describe('plan comparison picks', () => {
  it('takes up to three plans of one category, once each', () => {
    let picks = [dental(101)];
    for (const id of [102, 103, 102]) {
      const next = addPick(picks, dental(id));
      expect(next.ok).toBe(true);
      if (next.ok) picks = next.picks;
    }
    expect(picks.map((p) => p.plan_id)).toEqual([101, 102, 103]);
  });

  it('refuses a fourth plan and a plan of another category', () => {
    expect(addPick([dental(101), dental(102), dental(103)], dental(104))).toEqual({
      ok: false,
      message: COMPARE_LIMIT_MESSAGE,
    });
    expect(addPick([dental(101)], { plan_id: 111, category: 'vision' })).toEqual({
      ok: false,
      message: COMPARE_ONE_CATEGORY_MESSAGE,
    });
  });

  it("reads the FAQ's questions", () => {
    expect(
      faqQuestions(
        'When does coverage start? On the effective date you choose in your cart. Can I cancel? Yes, at any time.',
      ),
    ).toEqual(['When does coverage start?', 'Can I cancel?']);
    expect(faqQuestions('')).toEqual([]);
  });
});
