import { describe, expect, it } from 'vitest';
import type { PlanBenefits } from './benefitFacts';
import { keyFactLines, optionFactLines, planFactLines } from './factLines';

const dental: PlanBenefits = {
  plan: 101,
  facts: {
    network: 'Harborline Dental PPO',
    deductible: 50,
    annual_maximum: 1000,
    basic_coinsurance: 70,
    major_coinsurance: 50,
    major_waiting_months: 12,
    orthodontia: false,
  },
  options: { Plus: { annual_maximum: 1500, basic_coinsurance: 80, major_coinsurance: 50 } },
  extra: [{ label: 'Orthodontia', value: 'Children under 19 only' }],
};

describe('keyFactLines', () => {
  it("gives a card its category's key facts in their order, worded from the facts' labels", () => {
    expect(keyFactLines('dental', dental)).toEqual([
      { key: 'annual_maximum', label: 'Annual maximum', value: 1000, text: '$1,000' },
      { key: 'deductible', label: 'Deductible', value: 50, text: '$50' },
      { key: 'major_coinsurance', label: 'Major services, plan pays', value: 50, text: '50%' },
      {
        key: 'major_waiting_months',
        label: 'Waiting period for major services',
        value: 12,
        text: '12 months',
      },
    ]);
  });

  it('leaves out key facts the plan does not give', () => {
    const vision: PlanBenefits = { plan: 111, facts: { frame_allowance: 130, lasik: 'Discount' } };
    expect(keyFactLines('vision', vision).map((line) => line.text)).toEqual(['$130']);
  });
});

describe('planFactLines', () => {
  it("lists every standard fact in the category's reading order, then the carrier's own", () => {
    const { facts, carrierFacts } = planFactLines('dental', dental);
    expect(facts.map((line) => line.key)).toEqual([
      'deductible',
      'annual_maximum',
      'basic_coinsurance',
      'major_coinsurance',
      'major_waiting_months',
      'orthodontia',
      'network',
    ]);
    expect(facts.find((line) => line.key === 'orthodontia')?.text).toBe('No');
    expect(carrierFacts).toEqual([{ label: 'Orthodontia', text: 'Children under 19 only' }]);
  });
});

describe('optionFactLines', () => {
  it('says what each option gives where the options differ, not where they agree', () => {
    expect(optionFactLines('dental', dental, 'Plus').map((line) => `${line.label} ${line.text}`)).toEqual([
      'Annual maximum $1,500',
      'Basic services, plan pays 80%',
    ]);
    expect(optionFactLines('dental', dental, 'Basic').map((line) => `${line.label} ${line.text}`)).toEqual([
      'Annual maximum $1,000',
      'Basic services, plan pays 70%',
    ]);
  });

  it('says nothing when the options do not differ in their facts', () => {
    expect(optionFactLines('dental', { plan: 104, facts: { annual_maximum: 2000 } }, 'Basic')).toEqual([]);
  });
});
