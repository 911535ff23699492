import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates, withoutPlan } from '../../../testing/catalogCopies';
import { DENTAL_PLAN_ID, submittedEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getReceipt } from '../../contract/enrollmentCalls';
import { applyPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';

const NOW = new Date('2026-11-26T12:00:00Z');

let t: TestApp;
let newer: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  // A later catalog that withdraws the plan bought and doubles every other premium.
  newer = demoPackageCopy((dir) => {
    withoutPlan(dir, DENTAL_PLAN_ID);
    scaleRates(dir, 2);
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(newer, { recursive: true, force: true });
});

describe(`what a submission bought (${TEST_DIALECT})`, () => {
  it('is what the receipt shows, whatever the catalog does after the submission', async () => {
    const shopper = t.browser();
    const { id, policyId } = await submittedEnrollment(shopper);
    const before = await shopper.ok(getReceipt, { query: { enrollment_id: id } });
    expect(before.policy_id).toBe(policyId);
    expect(before.plans).toHaveLength(1);
    expect(before.plans[0]?.price).toBeGreaterThan(0);

    const check = await checkPackageDir(newer);
    if (!check.ok) throw new Error('the later package has problems');
    const applied = await applyPackage(t.deps.db, check.checked, null, NOW);
    expect(applied.withdrawnPlans).toContain(DENTAL_PLAN_ID);

    // The plan, its price, the totals and the payment words are those of the submission.
    expect(await shopper.ok(getReceipt, { query: { enrollment_id: id } })).toEqual(before);
  });
});
