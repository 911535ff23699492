import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AGREEMENT,
  BANK,
  BENEFICIARIES,
  CONTACT,
  DEPENDENTS,
  EMPLOYER,
  HEALTH,
  PERSONAL,
} from '../../../testing/fixtures';
import { checkedOutEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { apiCatalog, type CallName } from '../../contract/apiCatalog';
import type { Endpoint } from '../../contract/endpoint';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A valid input for every call that names an enrollment: only the owner check can refuse it. */
function inputFor(name: CallName, id: string) {
  const query = { enrollment_id: id };
  const body = (extra: object) => ({ body: { enrollment_id: id, ...extra } });
  const inputs: Partial<Record<CallName, Parameters<ReturnType<TestApp['browser']>['call']>[1]>> = {
    changeFilterInfo: { params: { tempId: id }, body: { zip: '73301' } },
    getEnrollmentTempInfo: { query: { enrollment_id: id, column: 'primary_info' } },
    getFormFieldsPersonalInfo: { query },
    deleteDependentInIo: body({}),
    getFormFieldsContactInfo: { query },
    getFormFieldsEmployerInfo: { query },
    getFormFieldsBeneficiaryInfo: { query },
    getVacationPolicy: { query },
    getBargainingUnit: { query },
    getHolidayPolicy: { query },
    getGroupInfo: { query },
    getEnrollerCodeStatus: { query },
    getBillDate: { query },
    getChargeTerms: { query },
    saveEnrollerCode: body({ enrollerCode: 'JE1001' }),
    getFilteredPlans: { query },
    getPlanPricingDetailElevate: { query },
    trackElevateTraffic: body({}),
    comparePlans: { query: { enrollment_id: id, plan_ids: '101,102' } },
    getGroupAgentMemberInfo: { query },
    getQuotePreviewContent: {
      query: {
        enrollment_id: id,
        name: 'Ann Lee',
        email: 'ann@example.com',
        tab: 'cart_info',
        type: 'preview',
      },
    },
    saveEnrollment: body({ name: 'Ann Lee', email: 'ann@example.com', tab: 'cart_info' }),
    getPlanPricingDetail: { query: { enrollment_id: id, pid: 101 } },
    getQuestions: { query: { enrollment_id: id, plan_id: 191 } },
    checkAlreadyAnswered: { query: { enrollment_id: id, plan_id: 191 } },
    saveQuestionAnswers: body({ plan_id: 191, answers: [{ question_id: 1911, yes_no_flag: '0' }] }),
    addPlanToCartPrudentials: body({ plan_id1: 121, plan_pricing_id1: 1, plan_id: 901, plan_pricing_id: 1 }),
    checkPrudentialPlan: { query: { enrollment_id: id, plan_id: 121 } },
    checkPrudentialCart: { query },
    getRelatedPlans: { query: { enrollment_id: id, plan_id: 101 } },
    getMoreRequirement: { query },
    checkAlreadyInCart: body({ plan_id: 101 }),
    checkDisabilityPlan: { query: { enrollment_id: id, plan_id: 181 } },
    recommendForCart: { query },
    getLeftSideFilterFields: { query },
    updateFilterPortal: body({ platform_group_id: 1 }),
    getEnrollmentPlatforms: { query },
    getAflacQuestions: { query: { enrollment_id: id, plan_id: 201 } },
    saveAflacQuestions: body({ plan_id: 201, aflac_data: [{ qid: 2015, true_condition: 1 }] }),
    addPlanToCart: body({ plan_id: 102, plan_pricing_id: 1 }),
    removePlanFromCart: body({ plan_id: 101, plan_pricing_id: 1 }),
    getPlanCart: { query },
    getCartCount: { query },
    getCartAmount: { query },
    getCartEffectiveDates: { query },
    cartCheckout: body({ effective_date: '12/01/2026' }),
    getDynamicTabs: { query },
    savePersonalInfo: body(PERSONAL),
    saveContactInfo: body(CONTACT),
    validateMemberEmail: body({ email: 'new.person@example.com' }),
    validatePhoneNumverify: { query: { enrollment_id: id, phone: '3105550182' } },
    validateEmailNeverbounce: body({ email: 'new.person@example.com' }),
    saveEmployerInfo: body(EMPLOYER),
    saveBeneficiaryInfo: body(BENEFICIARIES),
    validateSingleBeneficiary: body(BENEFICIARIES.beneficiaries[0] ?? {}),
    getBeneficiariesExistingUserEnrollment: { query },
    savePrimaryHealthInfo: body(HEALTH),
    getHealthQuestionsPrimaryHealthInfo: { query },
    getExistingPrimaryHealthInfo: { query },
    saveDependentInfo: body(DEPENDENTS),
    getFormFieldsDependentPrimaryInfo: { query },
    checkTabRequired: { query: { enrollment_id: id, tab_name: 'primary_health_info' } },
    getHealthQuestionsDependentInfo: { query },
    validateSingleDependent: body(DEPENDENTS.dependents[0] ?? {}),
    saveDependentInfoToTemp: body(DEPENDENTS),
    getDependentsExistingUserEnrollment: { query },
    saveBillingInfo: body(BANK),
    getBillingText: { query },
    getFormFieldsBillingInfo: { query },
    getExistingBankInfo: { query },
    getExistingCardInfo: { query },
    saveBillingInfoExisting: body({ payment_method: 'cc', card_id: '1', bill_date: '28' }),
    saveAgreementInfo: body(AGREEMENT),
    saveReviewInfo: body({ additional_notes: '' }),
    getReceipt: { query },
    getPaymentSummary: { query },
    getApplicationPdf: { query },
    saveScreenshot: body({ name: 'review_info', image: TINY_PNG }),
    getAgreementTexts: { query },
    getFormFieldsAgreementInfo: { query },
    getPaymentMethod: { query },
    continueBookEnrollment: body({}),
    getMemberPolicies: { query },
    getPolicy: { query: { enrollment_id: id, policy_id: 'P-1' } },
    getChangePdf: { query: { enrollment_id: id, policy_id: 'P-1', change_id: 'c-1' } },
    previewPolicyChange: body({ policy_id: 'P-1', kind: 'terminate' }),
    makePolicyChange: body({ policy_id: 'P-1', kind: 'terminate' }),
    getPolicyOptions: { query: { enrollment_id: id, policy_id: 'P-1' } },
    uploadChangeProof: body({
      policy_id: 'P-1',
      change_id: 'c-1',
      file_name: 'birth.pdf',
      content: 'data:application/pdf;base64,JVBERi0xLjQK',
    }),
  };
  return inputs[name];
}

function namesEnrollment(e: Endpoint): boolean {
  return [e.params, e.query, e.body].some((schema) =>
    /"(enrollment_id|tempId)"/.test(
      JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
    ),
  );
}

describe(`another browser's enrollment id (${TEST_DIALECT})`, () => {
  it('reads and changes nothing through any call that names an enrollment', async () => {
    const owner = t.browser();
    const id = await checkedOutEnrollment(owner);
    await owner.ok(apiCatalog.savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    const snapshot = async () => ({
      enrollment: await t.deps.db
        .selectFrom('enrollments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst(),
      tabs: await t.deps.db
        .selectFrom('enrollment_tabs')
        .selectAll()
        .where('enrollment_id', '=', id)
        .execute(),
      drafts: await t.deps.db
        .selectFrom('enrollment_drafts')
        .selectAll()
        .where('enrollment_id', '=', id)
        .execute(),
      cart: await t.deps.db.selectFrom('cart_lines').selectAll().where('enrollment_id', '=', id).execute(),
      screenshots: await t.deps.db
        .selectFrom('screenshots')
        .selectAll()
        .where('enrollment_id', '=', id)
        .execute(),
    });
    const before = await snapshot();

    const stranger = t.browser();
    await stranger.ok(apiCatalog.addFilterForNewUser, {
      body: { zip: '10001', gender: '0', tier: 'IO', dob: '01/01/1980' },
    });
    const calls = (Object.keys(apiCatalog) as CallName[]).filter((name) => namesEnrollment(apiCatalog[name]));
    expect(calls.length).toBe(89);
    for (const name of calls) {
      const input = inputFor(name, id);
      expect(input, `${name} needs a test input`).toBeDefined();
      for (const browser of [stranger, t.browser()]) {
        const result = await browser.call(apiCatalog[name], input);
        expect(result.statusCode, name).toBe(404);
        expect(result.errors, name).toEqual([
          {
            target_element: name === 'changeFilterInfo' ? 'tempId' : 'enrollment_id',
            error_message: 'Enrollment not found',
          },
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
