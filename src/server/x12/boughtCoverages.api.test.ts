import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, renamePlan, scaleRates } from '../../../testing/catalogCopies';
import { AGREEMENT, CONTACT, EMPLOYER, PERSONAL } from '../../../testing/fixtures';
import {
  ADULT_FILTER,
  addCheapest,
  DENTAL_PLAN_ID,
  saveStepsToReview,
  startEnrollment,
} from '../../../testing/journey';
import { submitFamily, TERM_LIFE_PLAN_ID } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { addPlanToCart, cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import { saveEnrollerCode } from '../../contract/enrollerCodeCalls';
import {
  getReceipt,
  saveAgreementInfo,
  saveBillingInfo,
  saveContactInfo,
  saveEmployerInfo,
  savePersonalInfo,
  saveReviewInfo,
} from '../../contract/enrollmentCalls';
import { addFilterForNewUser, changeFilterInfo } from '../../contract/filterCalls';
import { getPlanPricingDetail } from '../../contract/planCalls';
import { applyPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';
import { toJsonText } from '../db/json';
import type { FeedContext } from '../feed/feedContext';
import { feedContextOf, runFeedRound } from '../feed/feedWorker';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { enrollmentFor834 } from './enrollmentFor834';

/** Keystone Long Term Disability: its employer step gives the hire date and the work week. */
const LONG_TERM_DISABILITY_PLAN_ID = 182;

let t: TestApp;
let context: FeedContext;
const warnings: { message: string; details: object }[] = [];
const round = () => runFeedRound(context, (message, details) => warnings.push({ message, details }));
const packages: string[] = [];

beforeAll(async () => {
  // A clock that moves a second at each look: submissions, applies and files are in order.
  let clock = Date.parse('2026-11-22T12:00:00Z');
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = feedContextOf(t.deps);
});
afterAll(async () => {
  await t.close();
  for (const dir of packages) fs.rmSync(dir, { recursive: true, force: true });
});

/** A member-only Harborline dental enrollment at the option named `option`, submitted: its ids and price. */
async function submitDental(option: 'Basic' | 'Plus') {
  const browser = t.browser();
  const id = await startEnrollment(browser);
  const pricing = await browser.ok(getPlanPricingDetail, {
    query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
  });
  const chosen = pricing.plans.find((plan) => plan.label === option);
  if (!chosen) throw new Error(`plan ${DENTAL_PLAN_ID} has no option ${option}`);
  await browser.ok(addPlanToCart, {
    body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID, plan_pricing_id: chosen.plan_pricing_id },
  });
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  await saveStepsToReview(browser, id);
  const { policy_id: policyId } = await browser.ok(saveReviewInfo, { body: { enrollment_id: id } });
  const receipt = await browser.ok(getReceipt, { query: { enrollment_id: id } });
  return { id, policyId, price: receipt.plans[0]?.price ?? -1 };
}

/** Applies a copy of the demo package changed by `change`, as an operator would between submission and filing. */
async function applyChanged(change: (dir: string) => void): Promise<void> {
  const dir = demoPackageCopy(change);
  packages.push(dir);
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error('the changed demo package has problems');
  await applyPackage(t.deps.db, check.checked, null, t.deps.now());
}

/** The 834 text the feed filed for an enrollment's carrier (opened from its sealed copy). */
async function filedText(enrollmentId: string, carrierId: number): Promise<string> {
  const file = await t.deps.db
    .selectFrom('carrier_feed_items')
    .innerJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select('carrier_feed_files.content')
    .where('carrier_feed_items.enrollment_id', '=', enrollmentId)
    .where('carrier_feed_items.carrier_id', '=', carrierId)
    .executeTakeFirstOrThrow();
  return t.deps.secretBox.open(file.content);
}

/** The segments of one transaction set of an interchange's text, as arrays of elements. */
function transactionOf(text: string, policyId: string): string[][] {
  const sets = text.split('~ST*').slice(1);
  const set = sets.find((part) => part.includes(`~BGN*00*${policyId}*`));
  if (!set) throw new Error(`no transaction for ${policyId}`);
  return `ST*${set}`
    .split('~')
    .filter(Boolean)
    .map((segment) => segment.split('*'));
}
const segments = (transaction: string[][], tag: string) =>
  transaction.filter(([name]) => name === tag).map((segment) => segment.slice(1));

async function itemOf(enrollmentId: string, carrierId: number) {
  return t.deps.db
    .selectFrom('carrier_feed_items')
    .select(['status', 'detail', 'file_id'])
    .where('enrollment_id', '=', enrollmentId)
    .where('carrier_id', '=', carrierId)
    .executeTakeFirstOrThrow();
}

describe(`what the 834 says was bought (${TEST_DIALECT})`, () => {
  it('tells Dental Basic and Dental Plus apart in HD04, each with its premium, an individual buyer as AC', async () => {
    const basic = await submitDental('Basic');
    const plus = await submitDental('Plus');
    const coverageOf = async (id: string) => {
      const enrollment = (await enrollmentFor834(t.deps, id)).byCarrier.get(1);
      expect(enrollment?.employmentStatus).toBe('AC');
      expect(enrollment?.hireDate).toBeNull();
      return enrollment?.coverages;
    };
    expect(await coverageOf(basic.id)).toEqual([
      expect.objectContaining({
        insuranceLine: 'DEN',
        coverageCode: 'HBL-101-BASIC',
        premiumCents: Math.round(basic.price * 100),
        coverageAmountCents: null,
      }),
    ]);
    expect(await coverageOf(plus.id)).toEqual([
      expect.objectContaining({
        insuranceLine: 'DEN',
        coverageCode: 'HBL-101-PLUS',
        premiumCents: Math.round(plus.price * 100),
      }),
    ]);
    expect(plus.price).not.toBe(basic.price);
  });

  it('gives a group employee’s disability its line (LTD), monthly benefit, group number, hire date and INS08', async () => {
    // Marcus Reed (rep 3) enrolls a Lakeside Schools (group 3002) employee in Keystone's long-term disability.
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'marcus.reed@example.com', password: DEMO_PASSWORD } });
    const created = await rep.ok(addFilterForNewUser, {
      body: {
        ...ADULT_FILTER,
        eprocess: 'rep',
        agent_id: 3,
        group_id: 3002,
        platform_group_id: 5,
      },
    });
    const id = created.temp_enrollment_id;
    await rep.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: 60000, working_hours: 40 },
    });
    await addCheapest(rep, id, LONG_TERM_DISABILITY_PLAN_ID);
    const dates = await rep.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
    await rep.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
    const body = (doc: object) => ({ body: { enrollment_id: id, ...doc } });
    await rep.ok(saveEnrollerCode, body({ enrollerCode: 'MR3001' }));
    await rep.ok(savePersonalInfo, body(PERSONAL));
    await rep.ok(saveContactInfo, body({ ...CONTACT, birth_state: 'TX', birth_city: 'Austin' }));
    await rep.ok(saveEmployerInfo, body({ ...EMPLOYER, average_work_week: '20-29' }));
    await rep.ok(saveBillingInfo, body({ payment_method: 'list', bill_date: '28' }));
    await rep.ok(saveAgreementInfo, body({ ...AGREEMENT, answer: 'Driver license seen in person' }));
    await rep.ok(saveReviewInfo, body({}));

    const enrollment = (await enrollmentFor834(t.deps, id)).byCarrier.get(2);
    expect(enrollment).toMatchObject({
      groupNumber: 'KBL-G3002-LKS',
      employmentStatus: 'PT',
      hireDate: '2019-03-01',
      sponsor: { name: 'Lakeside Schools', idQualifier: '94', id: 'LKS30020' },
    });
    expect(enrollment?.coverages).toEqual([
      expect.objectContaining({
        insuranceLine: 'LTD',
        coverageCode: 'KBL-182',
        coverageAmountCents: 400_000,
      }),
    ]);
  });

  it('files what was bought after a catalog renamed the plan and raised its rates: its code, the premium at submission', async () => {
    const { id, policyId, price } = await submitDental('Plus');
    const family = await submitFamily(t);
    await applyChanged((dir) => {
      renamePlan(dir, DENTAL_PLAN_ID, 'Harborline Dental Essentials 2027');
      renamePlan(dir, TERM_LIFE_PLAN_ID, 'Keystone Level Term 10');
      scaleRates(dir, 1.5);
    });
    const plan = await t.deps.db
      .selectFrom('plans')
      .select('name')
      .where('id', '=', DENTAL_PLAN_ID)
      .executeTakeFirstOrThrow();
    expect(plan.name).toBe('Harborline Dental Essentials 2027');

    await round();
    expect(warnings).toEqual([]);
    const item = await itemOf(id, 1);
    expect(item.status).toBe('sent');
    expect(item.file_id).not.toBeNull();
    const dental = transactionOf(await filedText(id, 1), policyId);
    expect(segments(dental, 'HD')).toEqual([['021', '', 'DEN', 'HBL-101-PLUS', 'IND']]);
    // The premium kept at submission, not the new rate (half as much again).
    expect(segments(dental, 'AMT')).toEqual([['P3', String(price)]]);

    // The family's term life, renamed too, still reaches Keystone with its code and face amount.
    expect((await itemOf(family.id, 2)).status).toBe('sent');
    const life = transactionOf(await filedText(family.id, 2), family.policyId);
    expect(segments(life, 'HD')[0]).toEqual(['021', '', 'HLT', 'KBL-141-25K', 'FAM']);
    expect(segments(life, 'AMT').map(([qualifier]) => qualifier)).toEqual(['P3', 'FK']);
    expect(segments(life, 'AMT')[1]).toEqual(['FK', '25000']);
  });

  it('skips a carrier it cannot tell only with the reason, kept on the item and logged', async () => {
    const family = await submitFamily(t);
    // As if submitted under an older catalog that gave term life no insurance line, and still none.
    const row = await t.deps.db
      .selectFrom('enrollments')
      .select('submitted_purchase')
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    const kept = JSON.parse(row.submitted_purchase ?? '{}') as {
      coverages: { plan_id: number; insurance_line: string | null }[];
    };
    for (const coverage of kept.coverages)
      if (coverage.plan_id === TERM_LIFE_PLAN_ID) coverage.insurance_line = null;
    await t.deps.db
      .updateTable('enrollments')
      .set({ submitted_purchase: toJsonText(kept) })
      .where('id', '=', family.id)
      .execute();
    await t.deps.db.updateTable('plans').set({ edi: null }).where('id', '=', TERM_LIFE_PLAN_ID).execute();

    warnings.length = 0;
    await round();
    const skipped = await itemOf(family.id, 2);
    expect(skipped.status).toBe('skipped');
    expect(skipped.detail).toMatch(/^plan 141 option "\$25,000 benefit" has no insurance line \(HD03\)/);
    expect(warnings).toEqual([
      {
        message: "a carrier's part of a submitted enrollment was skipped, not sent",
        details: { policyId: family.policyId, carrierId: 2, reason: skipped.detail },
      },
    ]);
    // Its dental part goes to Harborline all the same.
    expect((await itemOf(family.id, 1)).status).toBe('sent');
  });
});
