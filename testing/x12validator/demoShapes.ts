import { cartCheckout, getCartEffectiveDates } from '../../src/contract/cartCalls';
import { saveEnrollerCode } from '../../src/contract/enrollerCodeCalls';
import {
  getDynamicTabs,
  saveAgreementInfo,
  saveBeneficiaryInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  saveEmployerInfo,
  savePersonalInfo,
  savePrimaryHealthInfo,
  saveReviewInfo,
} from '../../src/contract/enrollmentCalls';
import { addFilterForNewUser, changeFilterInfo } from '../../src/contract/filterCalls';
import {
  getHealthQuestionsDependentInfo,
  getHealthQuestionsPrimaryHealthInfo,
} from '../../src/contract/healthCalls';
import { getAflacQuestions, saveAflacQuestions } from '../../src/contract/supplementalCalls';
import { AGREEMENT, BANK, BENEFICIARIES, CHILD, CONTACT, EMPLOYER, PERSONAL, SPOUSE } from '../fixtures';
import { ADULT_FILTER, addCheapest, type Shopper } from '../journey';

/** One of the demo's enrollment shapes: the plans in its cart, its tier, who makes it. */
export interface Shape {
  plans: readonly number[];
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  /** The applicant's date of birth when not the fixtures' 40-year-old (guaranteed issue life is 50+). */
  dob?: string;
  /** A rep's or administrator's context (eprocess, agent_id, group ids); a shopper's when absent. */
  context?: Record<string, unknown>;
  /** A group employee's enroller code and the group's billing. */
  group?: { enrollerCode: string; billing: Record<string, unknown> };
  /** The Beneficiary step's list when not the fixtures' (the spouse, 100%). */
  beneficiaries?: typeof BENEFICIARIES;
}

/** No to every question the cart asks, in the saved shape. */
function allNo(result: {
  codition_questions: { question_id: number }[];
  medication_question: { question_id: number } | null;
}) {
  return {
    condition_questions: result.codition_questions.map((q) => ({
      question_id: q.question_id,
      yes_no_flag: '0' as const,
      conditions: [],
    })),
    medication_question: result.medication_question
      ? { question_id: result.medication_question.question_id, yes_no_flag: '0' as const, medications: [] }
      : undefined,
    notes: '',
  };
}

/**
 * An enrollment of `shape` taken through the contract as the wizard does, every step the cart asks
 * answered with the fixtures (no to every health question), and submitted: its id and policy id.
 */
export async function submittedShape(
  browser: Shopper,
  shape: Shape,
): Promise<{ id: string; policyId: string }> {
  const created = await browser.ok(addFilterForNewUser, {
    body: { ...ADULT_FILTER, tier: shape.tier, ...(shape.dob ? { dob: shape.dob } : {}), ...shape.context },
  });
  const id = created.temp_enrollment_id;
  // Disability income asks an income and working hours.
  await browser.ok(changeFilterInfo, {
    params: { tempId: id },
    body: { annual_incode: 60000, working_hours: 40 },
  });
  for (const plan of shape.plans) {
    // A supplemental carrier's statements are confirmed as listed before its plan goes in the cart.
    const statements = await browser.ok(getAflacQuestions, { query: { plan_id: plan, enrollment_id: id } });
    if (statements.required) {
      const aflac_data = statements.result.map(({ qid, true_condition }) => ({ qid, true_condition }));
      await browser.ok(saveAflacQuestions, { body: { enrollment_id: id, plan_id: plan, aflac_data } });
    }
    await addCheapest(browser, id, plan);
  }
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  if (shape.group)
    await browser.ok(saveEnrollerCode, {
      body: { enrollment_id: id, enrollerCode: shape.group.enrollerCode },
    });
  const body = (doc: object) => ({ body: { enrollment_id: id, ...doc } });
  const tabs = await browser.ok(getDynamicTabs, { query: { enrollment_id: id } });
  const asked = new Set(tabs.result.filter((tab) => tab.required).map((tab) => tab.tab_name));
  await browser.ok(
    savePersonalInfo,
    body({ ...PERSONAL, weight: '150', height_feet: '5', height_inch: '6' }),
  );
  await browser.ok(saveContactInfo, body({ ...CONTACT, birth_state: 'TX', birth_city: 'Austin' }));
  if (asked.has('employer_info')) await browser.ok(saveEmployerInfo, body(EMPLOYER));
  if (asked.has('beneficiary_info'))
    await browser.ok(saveBeneficiaryInfo, body(shape.beneficiaries ?? BENEFICIARIES));
  if (asked.has('primary_health_info')) {
    const { result } = await browser.ok(getHealthQuestionsPrimaryHealthInfo, {
      query: { enrollment_id: id },
    });
    await browser.ok(savePrimaryHealthInfo, body(allNo(result)));
  }
  if (asked.has('dependent_info')) {
    const { result } = await browser.ok(getHealthQuestionsDependentInfo, { query: { enrollment_id: id } });
    const withAnswers = (dependent: typeof SPOUSE) => ({ ...dependent, health_info: allNo(result) });
    const dependents = { IO: [], IS: [SPOUSE], IC: [CHILD], IF: [SPOUSE, CHILD] }[shape.tier].map(
      withAnswers,
    );
    await browser.ok(saveDependentInfo, body({ dependents }));
  }
  await browser.ok(saveBillingInfo, body(shape.group?.billing ?? BANK));
  await browser.ok(
    saveAgreementInfo,
    body(shape.context ? { ...AGREEMENT, answer: 'Driver license seen in person' } : AGREEMENT),
  );
  const { policy_id: policyId } = await browser.ok(saveReviewInfo, body({}));
  return { id, policyId };
}
