import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getAflacQuestions, saveAflacQuestions } from '../../../contract/supplementalCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const PLAN = 201;

describe(`supplemental-carrier statements (${TEST_DIALECT})`, () => {
  it('are listed for plans that have them, and required before the cart', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const data = await browser.ok(getAflacQuestions, { query: { plan_id: PLAN, enrollment_id: id } });
    expect(data.required).toBe(true);
    expect(data.answered).toBe(false);
    expect(data.result.map((s) => s.true_condition)).toEqual([1, 1, 0]);
    const none = await browser.ok(getAflacQuestions, { query: { plan_id: 101, enrollment_id: id } });
    expect(none).toEqual({ required: false, answered: false, result: [] });
    const early = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: PLAN, plan_pricing_id: 1 },
    });
    expect(early.errors).toEqual([
      { target_element: 'plan_id', error_message: "Please confirm the carrier's statements first" },
    ]);
  });

  it('keep the statements that start true locked, need every answer, and then let the plan in', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const [a, b, c] = [2015, 2016, 2017];
    const changed = await browser.call(saveAflacQuestions, {
      body: {
        enrollment_id: id,
        plan_id: PLAN,
        aflac_data: [
          { qid: a, true_condition: 0 },
          { qid: b, true_condition: 1 },
          { qid: c, true_condition: 0 },
        ],
      },
    });
    expect(changed.errors).toEqual([
      {
        target_element: 'aflac_data.0.true_condition',
        error_message: 'This answer is set by the carrier and cannot be changed',
      },
    ]);
    const missing = await browser.call(saveAflacQuestions, {
      body: { enrollment_id: id, plan_id: PLAN, aflac_data: [{ qid: a, true_condition: 1 }] },
    });
    expect(missing.errors[0]?.error_message).toBe('Please answer all questions');
    const typed = await browser.call(saveAflacQuestions, {
      body: { enrollment_id: id, plan_id: PLAN, aflac_data: [{ qid: 'x', true_condition: 'yes' }] },
    });
    expect(typed.statusCode).toBe(400);
    await browser.ok(saveAflacQuestions, {
      body: {
        enrollment_id: id,
        plan_id: PLAN,
        aflac_data: [a, b, c].map((qid) => ({ qid, true_condition: qid === c ? 0 : 1 })),
      },
    });
    expect(
      (await browser.ok(getAflacQuestions, { query: { plan_id: PLAN, enrollment_id: id } })).answered,
    ).toBe(true);
    await addCheapest(browser, id, PLAN);
  });
});
