import { describe, expect, it } from 'vitest';
import {
  benefitProblems,
  categoryFacts,
  FACT_KINDS,
  factDefinition,
  factText,
  optionFacts,
  type PlanBenefits,
  planBenefitsSchema,
} from './benefitFacts';
import { CATEGORIES } from './categories';

const dental = (facts: PlanBenefits['facts'], options?: PlanBenefits['options']): PlanBenefits => ({
  plan: 101,
  facts,
  ...(options ? { options } : {}),
});

/** What a dental plan's facts may be, in the order the messages list them. */
const DENTAL_FACTS =
  'deductible, annual_maximum, preventive_coinsurance, basic_coinsurance, major_coinsurance, basic_waiting_months, major_waiting_months, orthodontia, orthodontia_lifetime_max, implants, cleanings_per_year, network';

describe('standard benefit facts', () => {
  it('gives every category its keys, each with a label, no label twice in a category', () => {
    for (const category of CATEGORIES) {
      const facts = categoryFacts(category);
      expect(facts.length, category).toBeGreaterThanOrEqual(3);
      expect(new Set(facts.map((f) => f.label)).size, category).toBe(facts.length);
      for (const fact of facts) expect(FACT_KINDS).toContain(fact.kind);
    }
  });

  it('has the keys the issue names', () => {
    const keys = (category: (typeof CATEGORIES)[number]) => categoryFacts(category).map((f) => f.key);
    expect(keys('dental')).toEqual(
      expect.arrayContaining([
        'deductible',
        'annual_maximum',
        'preventive_coinsurance',
        'basic_coinsurance',
        'major_coinsurance',
        'orthodontia',
        'basic_waiting_months',
        'major_waiting_months',
      ]),
    );
    expect(keys('vision')).toEqual(
      expect.arrayContaining(['exam_copay', 'frame_allowance', 'contact_allowance', 'frequency_months']),
    );
    expect(keys('medical')).toEqual(
      expect.arrayContaining([
        'deductible',
        'out_of_pocket_max',
        'primary_care_copay',
        'specialist_copay',
        'emergency_room_copay',
        'generic_drug_copay',
      ]),
    );
    expect(keys('term_life')).toEqual(expect.arrayContaining(['face_amount', 'term_years']));
    expect(keys('di')).toEqual(
      expect.arrayContaining(['monthly_benefit', 'benefit_period_months', 'elimination_days']),
    );
  });

  it('says in the label of every percent that it is what the plan pays or a share', () => {
    for (const category of CATEGORIES) {
      for (const fact of categoryFacts(category).filter((f) => f.kind === 'percent')) {
        expect(fact.label).toMatch(/plan pays|share of|replaced/);
      }
    }
  });
});

describe('planBenefitsSchema', () => {
  it('takes facts, option overrides and extra facts', () => {
    const entry = {
      plan: 101,
      facts: { annual_maximum: 1000, orthodontia: false, network: 'Harborline Dental PPO' },
      options: { Plus: { annual_maximum: 1500 } },
      extra: [{ label: 'Orthodontia', value: 'Children under 19 only' }],
    };
    expect(planBenefitsSchema().parse(entry)).toEqual(entry);
  });

  it('refuses an unknown field, a long extra label and a fact that is not a plain value', () => {
    const schema = planBenefitsSchema();
    expect(schema.safeParse({ plan: 101, facts: {}, notes: 'x' }).success).toBe(false);
    expect(
      schema.safeParse({ plan: 101, facts: {}, extra: [{ label: 'x'.repeat(61), value: 'y' }] }).success,
    ).toBe(false);
    expect(schema.safeParse({ plan: 101, facts: { annual_maximum: { amount: 1 } } }).success).toBe(false);
    expect(schema.safeParse({ plan: 0, facts: {} }).success).toBe(false);
  });
});

describe('benefitProblems', () => {
  it('finds nothing in good facts', () => {
    const benefits = dental(
      { deductible: 50, annual_maximum: 1000, orthodontia: false },
      { Plus: { annual_maximum: 1500 } },
    );
    expect(benefitProblems('dental', benefits, ['Basic', 'Plus'])).toEqual([]);
  });

  it('finds a key that is not a fact of the category, with its path', () => {
    expect(benefitProblems('dental', dental({ frame_allowance: 150, flavour: 'mint' }))).toEqual([
      {
        path: 'facts.frame_allowance',
        message: `"frame_allowance" is not a benefit fact of Dental plans; allowed: ${DENTAL_FACTS}.`,
      },
      {
        path: 'facts.flavour',
        message: `"flavour" is not a benefit fact of Dental plans; allowed: ${DENTAL_FACTS}.`,
      },
    ]);
  });

  it('finds a value of the wrong kind, a negative amount and a percent over 100', () => {
    const problems = benefitProblems(
      'dental',
      dental({ orthodontia: 'yes', deductible: -50, major_coinsurance: 120, annual_maximum: 1500.5 }),
    );
    expect(problems).toEqual([
      { path: 'facts.orthodontia', message: 'Orthodontia covered must be true or false (it is "yes").' },
      {
        path: 'facts.deductible',
        message: 'Deductible must be a whole number of dollars, 0 or more (it is -50).',
      },
      {
        path: 'facts.major_coinsurance',
        message: 'Major services, plan pays must be a whole percentage from 0 to 100 (it is 120).',
      },
      {
        path: 'facts.annual_maximum',
        message: 'Annual maximum must be a whole number of dollars, 0 or more (it is 1500.5).',
      },
    ]);
  });

  it('checks option overrides: unknown option labels, keys outside the category, wrong kinds', () => {
    const benefits = dental(
      { annual_maximum: 1000 },
      { Gold: { annual_maximum: 3000 }, Plus: { exam_copay: 10, major_waiting_months: -1 } },
    );
    expect(benefitProblems('dental', benefits, ['Basic', 'Plus'])).toEqual([
      { path: 'options.Gold', message: 'The plan has no pricing option "Gold" (its options: Basic, Plus).' },
      {
        path: 'options.Plus.exam_copay',
        message: `"exam_copay" is not a benefit fact of Dental plans; allowed: ${DENTAL_FACTS}.`,
      },
      {
        path: 'options.Plus.major_waiting_months',
        message: 'Waiting period for major services must be a whole number of months, 0 or more (it is -1).',
      },
    ]);
  });

  it('leaves option labels alone when the plan does not say which it has', () => {
    expect(benefitProblems('dental', dental({}, { Gold: { annual_maximum: 3000 } }))).toEqual([]);
  });

  it('checks each category against its own keys', () => {
    const benefits: PlanBenefits = { plan: 141, facts: { face_amount: 25000, term_years: 0 } };
    expect(benefitProblems('term_life', benefits).map((p) => p.path)).toEqual(['facts.term_years']);
    expect(benefitProblems('accident', benefits).map((p) => p.path)).toEqual([
      'facts.face_amount',
      'facts.term_years',
    ]);
  });
});

describe('optionFacts', () => {
  it("is the plan's facts with the option's overrides", () => {
    const benefits = dental({ annual_maximum: 1000, deductible: 50 }, { Plus: { annual_maximum: 1500 } });
    expect(optionFacts(benefits, 'Plus')).toEqual({ annual_maximum: 1500, deductible: 50 });
    expect(optionFacts(benefits, 'Basic')).toEqual({ annual_maximum: 1000, deductible: 50 });
  });
});

describe('factText', () => {
  it('formats each kind as a shopper reads it', () => {
    expect(factText('annual_maximum', 1500)).toBe('$1,500');
    expect(factText('face_amount', 100000)).toBe('$100,000');
    expect(factText('exam_copay', 10)).toBe('$10 copay');
    expect(factText('exam_copay', 0)).toBe('$0 copay');
    expect(factText('basic_coinsurance', 80)).toBe('80%');
    expect(factText('major_waiting_months', 6)).toBe('6 months');
    expect(factText('major_waiting_months', 1)).toBe('1 month');
    expect(factText('major_waiting_months', 0)).toBe('None');
    expect(factText('elimination_days', 90)).toBe('90 days');
    expect(factText('term_years', 20)).toBe('20 years');
    expect(factText('doctor_visits_per_year', 4)).toBe('4');
    expect(factText('frequency_months', 12)).toBe('Every 12 months');
    expect(factText('network', 'Harborline Dental PPO')).toBe('Harborline Dental PPO');
    expect(factText('orthodontia', true)).toBe('Yes');
    expect(factText('orthodontia', false)).toBe('No');
  });

  it('shows a key it does not know as the plain value', () => {
    expect(factDefinition('flavour')).toBeUndefined();
    expect(factDefinition('toString')).toBeUndefined();
    expect(factText('flavour', 12000)).toBe('12,000');
  });
});
