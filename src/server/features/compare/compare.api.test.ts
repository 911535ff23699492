import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { comparePlans } from '../../../contract/compareCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { COMPARE_LIMIT_MESSAGE, COMPARE_ONE_CATEGORY_MESSAGE } from '../../../domain/planComparison';
import { PRICING_MESSAGES } from '../../../domain/pricingMessages';
import { NOT_IN_GROUP_MENU } from '../../pricing/groupMenu';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`compare-plans (${TEST_DIALECT})`, () => {
  it('answers three dental plans side by side, each priced as its own page prices it', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const data = await browser.ok(comparePlans, { query: { enrollment_id: id, plan_ids: '102,101,103' } });
    expect(data.result.map((plan) => plan.plan_id)).toEqual([102, 101, 103]);
    for (const plan of data.result) {
      const page = await browser.ok(getPlanPricingDetail, {
        query: { pid: plan.plan_id, enrollment_id: id },
      });
      // The same options at the same prices (the page's also say what each option gives).
      expect(plan.options.map(({ benefit_facts: _facts, ...option }) => option)).toEqual(
        page.plans.map(({ option_facts: _facts, ...option }) => option),
      );
      expect(plan.options.length).toBeGreaterThan(0);
      expect(plan.lowest_price).toBe(Math.min(...page.plans.map((option) => option.price)));
      expect(plan.errorCode).toBeNull();
      expect(plan.plan_category).toBe('dental');
      expect(plan.header_text).toContain(plan.plan_name);
      expect(plan.faq_titles).toEqual(['When does coverage start?', 'Can I cancel?']);
      expect(plan.finish_on_plan_page).toBe(false);
    }
    expect(data.result[0]?.carrier_name).toBe('Harborline Mutual');
    expect(data.result[2]?.carrier_name).toBe('Keystone Benefit Life');
  });

  it("lines up every standard fact of each option: the plan's, with the option's own values", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const data = await browser.ok(comparePlans, { query: { enrollment_id: id, plan_ids: '101,104' } });
    const [essentials, plus] = data.result;
    const fact = (facts: { key: string; text: string }[] | undefined, key: string) =>
      facts?.find((line) => line.key === key)?.text;
    expect(fact(essentials?.benefit_facts, 'annual_maximum')).toBe('$1,000');
    const byOption = new Map(essentials?.options.map((option) => [option.label, option.benefit_facts]));
    expect(fact(byOption.get('Basic'), 'annual_maximum')).toBe('$1,000');
    expect(fact(byOption.get('Plus'), 'annual_maximum')).toBe('$1,500');
    expect(fact(byOption.get('Plus'), 'deductible')).toBe('$50');
    expect(byOption.get('Plus')?.length).toBe(essentials?.benefit_facts.length);
    expect(fact(plus?.options[0]?.benefit_facts, 'annual_maximum')).toBe('$2,000');
  });

  it('tells what blocks a plan: tobacco use not given, the tier, unanswered screening questions, statements', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const family = t.browser();
    const familyId = await startEnrollment(family, { ...ADULT_FILTER, tier: 'IC' });
    const life = await family.ok(comparePlans, { query: { enrollment_id: familyId, plan_ids: '142,143' } });
    expect(life.result[0]).toMatchObject({ plan_id: 142, options: [], errorCode: 'smokerError' });
    expect(life.result[1]).toMatchObject({
      plan_id: 143,
      options: [],
      lowest_price: null,
      errorCode: 'tierError',
      message: PRICING_MESSAGES.tierError,
    });
    const critical = await browser.ok(comparePlans, { query: { enrollment_id: id, plan_ids: '192,193' } });
    expect(critical.result[0]).toMatchObject({ plan_id: 192, options: [], errorCode: 'newQuestionsError' });
    expect(critical.result[1]?.errorCode).toBeNull();
    const statements = await browser.ok(comparePlans, { query: { enrollment_id: id, plan_ids: '201,203' } });
    expect(statements.result.map((plan) => plan.finish_on_plan_page)).toEqual([true, false]);
  });

  it('refuses a fourth plan, plans of two categories, repeats and unknown plans', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const four = await browser.call(comparePlans, {
      query: { enrollment_id: id, plan_ids: '101,102,103,104' },
    });
    expect(four.statusCode).toBe(400);
    expect(four.errors).toEqual([{ target_element: 'plan_ids', error_message: COMPARE_LIMIT_MESSAGE }]);
    const mixed = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '101,111' } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.errors).toEqual([
      { target_element: 'plan_ids', error_message: COMPARE_ONE_CATEGORY_MESSAGE },
    ]);
    const twice = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '101,101' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.errors[0]?.target_element).toBe('plan_ids');
    const none = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '' } });
    expect(none.statusCode).toBe(400);
    const unknown = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '101,999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.errors).toEqual([{ target_element: 'plan_ids', error_message: 'Plan not found' }]);
    const retired = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '171,173' } });
    expect(retired.statusCode).toBe(404);
  });

  it("answers 404 for another browser's enrollment", async () => {
    const id = await startEnrollment(t.browser());
    const stranger = t.browser();
    await startEnrollment(stranger);
    const result = await stranger.call(comparePlans, { query: { enrollment_id: id, plan_ids: '101,102' } });
    expect(result.statusCode).toBe(404);
    expect(result.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
    ]);
  });

  it("never compares a plan outside a group's menu for its enrollment", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: '2512' });
    const pet = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '221,222' } });
    expect(pet.statusCode).toBe(403);
    expect(pet.errors).toEqual([{ target_element: 'plan_ids', error_message: NOT_IN_GROUP_MENU }]);
    const mixed = await browser.call(comparePlans, { query: { enrollment_id: id, plan_ids: '101,221' } });
    expect(mixed.statusCode).toBe(403);
    const inMenu = await browser.ok(comparePlans, { query: { enrollment_id: id, plan_ids: '101,102' } });
    expect(inMenu.result).toHaveLength(2);
    // Without a group the same pet plans compare.
    const open = t.browser();
    const openId = await startEnrollment(open);
    expect(
      (await open.ok(comparePlans, { query: { enrollment_id: openId, plan_ids: '221,222' } })).result,
    ).toHaveLength(2);
  });
});
