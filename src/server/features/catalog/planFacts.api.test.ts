import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { getFilteredPlans, getPlanDetail, getPlanPricingDetail } from '../../../contract/planCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** A fact line as "Label: text", the way a shopper reads it. */
const said = (lines: { label: string; text: string }[]) => lines.map((line) => `${line.label}: ${line.text}`);

describe(`benefit facts on the plan list, the plan page and the price options (${TEST_DIALECT})`, () => {
  it("puts each card's key facts on the list: the demo's dental and vision facts", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const list = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'dental,vision', limit: 100 },
    });
    const card = (planId: number) =>
      list.result.flatMap((group) => group.plans).find((plan) => plan.plan_id === planId);
    expect(said(card(101)?.key_facts ?? [])).toEqual([
      'Annual maximum: $1,000',
      'Deductible: $50',
      'Major services, plan pays: 50%',
      'Waiting period for major services: 12 months',
    ]);
    expect(said(card(102)?.key_facts ?? [])[0]).toBe('Annual maximum: $1,500');
    expect(card(101)?.key_facts[0]).toEqual({
      key: 'annual_maximum',
      label: 'Annual maximum',
      value: 1000,
      text: '$1,000',
    });
    expect(said(card(111)?.key_facts ?? [])).toEqual([
      'Eye exam: $10 copay',
      'Frame allowance: $130',
      'Standard lenses: $25 copay',
    ]);
  });

  it('names the plan that costs less and covers at least as much, over the whole category', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const list = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'dental,vision,medical', limit: 100 },
    });
    const beaten = Object.fromEntries(
      list.result.flatMap((group) => group.plans).map((plan) => [plan.plan_id, plan.beaten_by]),
    );
    // A 41-year-old: Bluewater Dental Plus ($27.91) gives at least what Essentials' Basic ($29.19) gives;
    // Preferred has a third cleaning, Premier an orthodontia maximum the others do not state.
    expect(beaten).toMatchObject({
      101: { plan_id: 104, plan_name: 'Bluewater Dental Plus' },
      102: null,
      103: null,
      104: null,
      111: { plan_id: 112, plan_name: 'Bluewater Vision Choice' },
      112: null,
      113: null,
      // Bronze ($406.98), Silver ($472.10) and Gold ($545.35): each richer plan costs more, none beaten.
      121: null,
      122: null,
      123: null,
    });
    // A page of one plan still names a plan beyond it.
    const first = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'vision', limit: 1 },
    });
    const firstPlan = first.result[0]?.plans[0];
    expect(firstPlan?.beaten_by).toEqual(
      firstPlan?.plan_id === 111 ? { plan_id: 112, plan_name: 'Bluewater Vision Choice' } : null,
    );
  });

  it("answers a plan's every fact and its carrier's own on its page, and nothing for a plan without", async () => {
    const browser = t.browser();
    const dental = await browser.ok(getPlanDetail, { params: { id: 103 } });
    expect(said(dental.benefit_facts)).toEqual([
      'Deductible: $100',
      'Annual maximum: $1,250',
      'Preventive services, plan pays: 100%',
      'Basic services, plan pays: 80%',
      'Major services, plan pays: 50%',
      'Waiting period for basic services: 3 months',
      'Waiting period for major services: 12 months',
      'Orthodontia covered: Yes',
      'Orthodontia lifetime maximum: $1,000',
      'Implants covered: No',
      'Cleanings per year: 2',
      'Provider network: Keystone Dental Network',
    ]);
    expect(dental.carrier_facts).toEqual([
      { label: 'Orthodontia', text: 'Children under 19 only, after 12 months of coverage' },
    ]);
    const vision = await browser.ok(getPlanDetail, { params: { id: 111 } });
    expect(said(vision.benefit_facts)).toEqual([
      'Eye exam: $10 copay',
      'Standard lenses: $25 copay',
      'Frame allowance: $130',
      'Contact lens allowance: $130',
      'Eye exam and lenses: Every 12 months',
      'New frames: Every 24 months',
      'Provider network: Bluewater Vision Network',
    ]);
    expect(vision.carrier_facts).toEqual([]);
    // The association's membership plans give no facts: nothing to show.
    const membership = await browser.ok(getPlanDetail, { params: { id: 901 } });
    expect([membership.benefit_facts, membership.carrier_facts]).toEqual([[], []]);
  });

  it('says what each price option gives where the options differ', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const pricing = await browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
    const byLabel = new Map(pricing.plans.map((option) => [option.label, said(option.option_facts)]));
    expect(byLabel.get('Basic')).toEqual([
      'Annual maximum: $1,000',
      'Basic services, plan pays: 70%',
      'Waiting period for basic services: 6 months',
      'Waiting period for major services: 12 months',
    ]);
    expect(byLabel.get('Plus')).toEqual([
      'Annual maximum: $1,500',
      'Basic services, plan pays: 80%',
      'Waiting period for basic services: None',
      'Waiting period for major services: 6 months',
    ]);
    const single = await browser.ok(getPlanPricingDetail, { query: { pid: 111, enrollment_id: id } });
    expect(single.plans.length).toBeGreaterThan(0);
    for (const option of single.plans) expect(option.option_facts).toEqual([]);
  });
});
