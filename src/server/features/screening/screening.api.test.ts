import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { checkAlreadyAnswered, getQuestions, saveQuestionAnswers } from '../../../contract/screeningCalls';
import { saveAflacQuestions } from '../../../contract/supplementalCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const PLAN = 191;
const allNo = [1911, 1912, 1913, 1914].map((question_id) => ({ question_id, yes_no_flag: '0' }));

describe(`screening questions (${TEST_DIALECT})`, () => {
  it('get-questions lists the four questions with their kinds and option groups', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const data = await browser.ok(getQuestions, {
      query: { enrollment_id: id, plan_id: PLAN, type: 'save' },
    });
    expect(data.result.map((q) => q.question_sub_type)).toEqual([
      'yes_no',
      'checkbox',
      'detail',
      'text_field',
    ]);
    expect(new Set(data.result[1]?.options.map((o) => o.option_group))).toEqual(
      new Set(['A. Prior to age 60:', 'B. Prior to age 75']),
    );
    expect(JSON.stringify(data)).not.toContain('declines_on_yes');
    const none = await browser.ok(getQuestions, { query: { enrollment_id: id, plan_id: 101 } });
    expect(none.result).toEqual([]);
  });

  it('prices the plan only after its questions are answered', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const before = await browser.ok(getPlanPricingDetail, { query: { pid: PLAN, enrollment_id: id } });
    expect(before).toMatchObject({ plans: [], errorCode: 'newQuestionsError' });
    const early = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: PLAN, plan_pricing_id: 1 },
    });
    expect(early.errors).toEqual([
      { target_element: 'plan_id', error_message: "Please answer this plan's questions first" },
    ]);

    const missing = await browser.call(saveQuestionAnswers, {
      body: { enrollment_id: id, plan_id: PLAN, answers: allNo.slice(1) },
    });
    expect(missing.errors).toEqual([
      { target_element: 'answers', error_message: 'Please answer all questions' },
    ]);
    const yesWithoutDetail = await browser.call(saveQuestionAnswers, {
      body: {
        enrollment_id: id,
        plan_id: PLAN,
        answers: [
          allNo[0],
          { question_id: 1912, yes_no_flag: '1', checkbox_answers: [] },
          allNo[2],
          allNo[3],
        ],
      },
    });
    expect(yesWithoutDetail.errors).toEqual([
      { target_element: 'answers.1.checkbox_answers', error_message: 'Please choose at least one' },
    ]);
    expect(
      (await browser.ok(checkAlreadyAnswered, { query: { enrollment_id: id, plan_id: PLAN } })).status,
    ).toBe(false);

    const saved = await browser.ok(saveQuestionAnswers, {
      body: { enrollment_id: id, plan_id: PLAN, answers: allNo },
    });
    expect(saved).toEqual({
      errorCode: null,
      success_message: 'Thank you. Your answers have been saved.',
      error_message: null,
    });
    expect(await browser.ok(checkAlreadyAnswered, { query: { enrollment_id: id, plan_id: PLAN } })).toEqual({
      status: true,
      outcome: 'accepted',
    });
    const priced = await browser.ok(getPlanPricingDetail, { query: { pid: PLAN, enrollment_id: id } });
    expect(priced.errorCode).toBeNull();
    // This plan's carrier also has statements to confirm.
    await browser.ok(saveAflacQuestions, {
      body: {
        enrollment_id: id,
        plan_id: PLAN,
        aflac_data: [1915, 1916, 1917].map((qid) => ({ qid, true_condition: 1 })),
      },
    });
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: PLAN, plan_pricing_id: priced.plans[0]?.plan_pricing_id },
    });
  });

  it('a yes to the ruling-out question declines the plan, and the cart refuses it', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const declined = await browser.ok(saveQuestionAnswers, {
      body: {
        enrollment_id: id,
        plan_id: PLAN,
        answers: [{ question_id: 1911, yes_no_flag: '1' }, ...allNo.slice(1)],
      },
    });
    expect(declined).toEqual({
      errorCode: 'decline',
      success_message: null,
      error_message: 'Based on your answers, this plan is not available to you.',
    });
    const pricing = await browser.ok(getPlanPricingDetail, { query: { pid: PLAN, enrollment_id: id } });
    expect(pricing.errorCode).toBe('declineError');
    const add = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: PLAN, plan_pricing_id: 1 },
    });
    expect(add.statusCode).toBe(409);
  });

  it('refuses hostile answers without a 500', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    for (const answers of [
      'yes',
      [{ question_id: 'x', yes_no_flag: 'maybe' }],
      Array.from({ length: 60 }, () => allNo[0]),
      [{ ...allNo[0], who: 'x'.repeat(5000) }],
    ]) {
      const result = await browser.call(saveQuestionAnswers, {
        body: { enrollment_id: id, plan_id: PLAN, answers },
      });
      expect(result.statusCode).toBe(400);
    }
    const unknown = await browser.call(saveQuestionAnswers, {
      body: { enrollment_id: id, plan_id: 999999, answers: allNo },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('without an enrollment the price says to enter details first', async () => {
    const data = await t.browser().ok(getPlanPricingDetail, { query: { pid: 101 } });
    expect(data).toMatchObject({
      plans: [],
      errorCode: 'enrollmentIdError',
      message: 'Enter your details to see the price of this plan.',
    });
  });
});
