import { describe, expect, it } from 'vitest';
import type { ComparedPlan } from '../../../contract/compareCalls';
import { compareColumns, factRowsOf } from './compareColumns';

type Line = ComparedPlan['benefit_facts'][number];
const line = (key: string, value: number | boolean, text = String(value)): Line => ({
  key,
  label: key,
  value,
  text,
});

function plan(
  id: number,
  options: { id: number; label: string; price: number; facts: Line[] }[],
  fee = 0,
): ComparedPlan {
  return {
    plan_id: id,
    plan_name: `Plan ${id}`,
    plan_logo: '',
    plan_category: 'dental',
    carrier_name: 'Carrier',
    header_text: '',
    exclusions_text_name: '',
    exclusions_text: '',
    example_text_name: '',
    example_text: '',
    faq_text_name: '',
    faq_titles: [],
    options: options.map((option) => ({
      plan_id: id,
      plan_pricing_id: option.id,
      label: option.label,
      price: option.price,
      is_prudential: false,
      benefit_facts: option.facts,
    })),
    benefit_facts: options[0]?.facts ?? [],
    lowest_price: options[0]?.price ?? null,
    application_fee: fee,
    application_fee_label: fee > 0 ? 'Application fee' : '',
    errorCode: null,
    message: null,
    finish_on_plan_page: false,
  };
}

const dental = [
  line('deductible', 50),
  line('annual_maximum', 1000),
  line('preventive_coinsurance', 100),
  line('basic_coinsurance', 70),
  line('major_coinsurance', 50),
];

describe('the comparison’s columns', () => {
  it('weigh each plan at its chosen option: premium, year and the plan that beats it', () => {
    // Harborline Dental Essentials (demo plan 101) carries a $25 application fee.
    const essentials = plan(
      101,
      [
        { id: 1, label: 'Basic', price: 29.19, facts: dental },
        {
          id: 2,
          label: 'Plus',
          price: 41.5,
          facts: [...dental.slice(0, 1), line('annual_maximum', 1500), ...dental.slice(2)],
        },
      ],
      25,
    );
    const bluewater = plan(104, [
      {
        id: 3,
        label: 'Standard',
        price: 27.91,
        facts: [...dental.slice(0, 1), line('annual_maximum', 2000), ...dental.slice(2)],
      },
    ]);
    const first = compareColumns('dental', [essentials, bluewater], {});
    expect(first.map((column) => column.premiumCents)).toEqual([2919, 2791]);
    expect(first[0]?.beatenBy?.plan_id).toBe(104);
    expect(first[1]?.beatenBy).toBeNull();
    // The first month and the first year carry the fee once; the year's estimates too.
    expect(first.map((column) => column.firstMonthCents)).toEqual([5419, 2791]);
    expect(first.map((column) => column.firstYearCents)).toEqual([37528, 33492]);
    expect(first[0]?.costs?.map((cost) => cost.totalCents)).toEqual([37528, 53028, 187528]);

    const plus = compareColumns('dental', [essentials, bluewater], { 101: 2 });
    expect(plus[0]?.option?.label).toBe('Plus');
    expect(plus[0]?.facts.annual_maximum).toBe(1500);
    expect(plus[0]?.premiumCents).toBe(4150);
    expect(plus[0]?.firstYearCents).toBe(52300);
  });

  it('have no premium, year or mark for a plan without a price', () => {
    const blocked = { ...plan(103, []), benefit_facts: dental };
    const [column] = compareColumns(
      'dental',
      [blocked, plan(104, [{ id: 3, label: 'Standard', price: 1, facts: dental }])],
      {},
    );
    expect(column?.premiumCents).toBeNull();
    expect(column?.firstYearCents).toBeNull();
    expect(column?.costs).toBeNull();
    expect(column?.facts.deductible).toBe(50);
  });
});

describe('the fact rows', () => {
  it('hold every key any column gives, in reading order, a key one plan lacks after the one before it', () => {
    const a = plan(1, [
      { id: 1, label: 'A', price: 1, facts: [line('deductible', 1), line('major_coinsurance', 50)] },
    ]);
    const b = plan(2, [
      {
        id: 2,
        label: 'B',
        price: 1,
        facts: [
          line('deductible', 1),
          line('annual_maximum', 9),
          line('major_coinsurance', 50),
          line('implants', true),
        ],
      },
    ]);
    expect(factRowsOf(compareColumns('dental', [a, b], {})).map((row) => row.key)).toEqual([
      'deductible',
      'annual_maximum',
      'major_coinsurance',
      'implants',
    ]);
  });
});
