import { describe, expect, it } from 'vitest';
import { yearCost, yearCostAssumptions } from './yearCost';

/** Each level's care and total in dollars, to read against the hand-worked sums. */
function inDollars(costs: ReturnType<typeof yearCost>) {
  return costs?.map((cost) => ({
    level: cost.level,
    premium: cost.premiumCents / 100,
    care: cost.careCents / 100,
    total: cost.totalCents / 100,
  }));
}

const essentials = {
  deductible: 50,
  annual_maximum: 1000,
  preventive_coinsurance: 100,
  basic_coinsurance: 70,
  major_coinsurance: 50,
  network: 'Harborline Dental PPO',
};

describe('a dental year', () => {
  it('adds twelve premiums to the share of care the plan leaves', () => {
    // Medium: $50 deductible on the fillings, then 30% of $350 = $105: $155.
    // High: the plan's share is 300 + 245 + 900 = $1,445, over the $1,000 maximum: the shopper pays
    // $2,500 - $1,000 = $1,500.
    expect(inDollars(yearCost('dental', essentials, 2999))).toEqual([
      { level: 'low', premium: 359.88, care: 0, total: 359.88 },
      { level: 'medium', premium: 359.88, care: 155, total: 514.88 },
      { level: 'high', premium: 359.88, care: 1500, total: 1859.88 },
    ]);
  });

  it("adds a one-time fee once, to the first year's premiums, as the cart does", () => {
    // Harborline Dental Essentials, Basic, for a 41-year-old in California: $29.19 a month and its $25 application fee.
    expect(
      yearCost('dental', essentials, 2919, 2500)?.map((cost) => [cost.feeCents, cost.totalCents]),
    ).toEqual([
      [2500, 37528],
      [2500, 53028],
      [2500, 187528],
    ]);
    expect(yearCost('dental', essentials, 2919, 2500)?.[0]?.premiumCents).toBe(35028);
  });

  it('stays under a higher annual maximum', () => {
    // High: the plan pays 300 + (80% of 350 = 280) + (50% of 1,800 = 900) = $1,480 of $2,500.
    const plus = { ...essentials, annual_maximum: 2000, basic_coinsurance: 80 };
    expect(yearCost('dental', plus, 0)?.map((cost) => cost.careCents / 100)).toEqual([0, 120, 1020]);
  });

  it('applies no deductible to preventive care', () => {
    const preventiveOnly = { ...essentials, preventive_coinsurance: 80, deductible: 500 };
    // 20% of $300, the deductible untouched.
    expect(yearCost('dental', preventiveOnly, 0)?.[0]?.careCents).toBe(6000);
  });

  it('gives no estimate without the annual maximum or a class’s share', () => {
    const { annual_maximum: _, ...noMaximum } = essentials;
    expect(yearCost('dental', noMaximum, 2999)).toBeNull();
    const { major_coinsurance: __, ...noMajor } = essentials;
    expect(yearCost('dental', noMajor, 2999)).toBeNull();
  });
});

describe('a vision year', () => {
  const basic = { exam_copay: 10, lens_copay: 25, frame_allowance: 130 };

  it('counts the copays and the frames above the allowance', () => {
    // Low: $10. Medium: 10 + 25 + (150 - 130) = $55. High: 10 + 25 + (250 - 130) = $155.
    expect(
      yearCost('vision', basic, 1000)?.map((cost) => [cost.careCents / 100, cost.totalCents / 100]),
    ).toEqual([
      [10, 130],
      [55, 175],
      [155, 275],
    ]);
  });

  it('never charges a copay above the price, nor frames under the allowance', () => {
    const generous = { exam_copay: 200, lens_copay: 0, frame_allowance: 300 };
    expect(yearCost('vision', generous, 0)?.map((cost) => cost.careCents / 100)).toEqual([150, 150, 150]);
  });
});

describe('a medical year', () => {
  const gold = {
    deductible: 1500,
    out_of_pocket_max: 7000,
    coinsurance: 80,
    primary_care_copay: 20,
    specialist_copay: 50,
    generic_drug_copay: 10,
  };

  it('adds copays, the deductible and coinsurance', () => {
    // Low: 2 × 20 + 4 × 10 = $80. Medium: 80 + 100 + 120 + (1,500 + 20% of 500) = $1,900.
    // High: 1,900 + 20% of 25,000 = $6,900, under the $7,000 maximum.
    expect(yearCost('medical', gold, 0)?.map((cost) => cost.careCents / 100)).toEqual([80, 1900, 6900]);
  });

  it('stops at the out-of-pocket maximum', () => {
    const bronze = {
      deductible: 7500,
      out_of_pocket_max: 9800,
      coinsurance: 60,
      primary_care_copay: 50,
      specialist_copay: 100,
      generic_drug_copay: 25,
    };
    // High: 200 + 200 + 300 + 2,000 + (5,500 + 40% of 19,500 = 13,300) = $16,000, capped at $9,800.
    expect(yearCost('medical', bronze, 40000)?.at(-1)).toEqual({
      level: 'high',
      premiumCents: 480000,
      feeCents: 0,
      careCents: 980000,
      totalCents: 1460000,
    });
  });

  it('sends a service without a copay to the deductible', () => {
    const noDrugCopay = {
      deductible: 1000,
      out_of_pocket_max: 5000,
      coinsurance: 80,
      primary_care_copay: 20,
    };
    // Low: two $20 copays and four $20 prescriptions under the deductible: $120.
    expect(yearCost('medical', noDrugCopay, 0)?.[0]?.careCents).toBe(12000);
  });

  it('gives no estimate without the out-of-pocket maximum', () => {
    const { out_of_pocket_max: _, ...rest } = gold;
    expect(yearCost('medical', rest, 0)).toBeNull();
  });
});

describe('categories', () => {
  it('estimates dental, vision and medical only, each with its assumptions', () => {
    expect(yearCost('term_life', { face_amount: 100000 }, 1000)).toBeNull();
    expect(yearCostAssumptions('term_life')).toBeNull();
    for (const category of ['dental', 'vision', 'medical']) {
      const assumptions = yearCostAssumptions(category);
      expect(assumptions?.profiles.low, category).toMatch(/\$/);
      expect(assumptions?.rules.length, category).toBeGreaterThan(1);
    }
  });
});
