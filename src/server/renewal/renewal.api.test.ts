import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates } from '../../../testing/catalogCopies';
import { CONTACT } from '../../../testing/fixtures';
import { submittedByAccount } from '../../../testing/journey';
import { refusedWith } from '../../../testing/policyChecks';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { parseMdy } from '../../domain/dates';
import { formatCents } from '../../domain/pricing';
import { applyPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';
import { openText } from '../db/sealedJson';
import { makePolicyChange, previewPolicyChange } from '../policy/policyChanges';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { runRenewals } from './renewalRound';

/** Harborline (carrier 1) renews on 01/01 with 30 days' notice in the demo package; rates go up 10 %. */
const REP_EMAIL = 'jordan.ellis@example.com';
let clock = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let pkg: string;
let enrollmentId: string;
let policyId: string;

const day = (mdy: string) => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(mdy);
  return date;
};
const spans = () =>
  t.deps.db
    .selectFrom('coverage_spans')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('start_date')
    .execute();
const notices = async () =>
  (
    await t.deps.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('enrollment_id', '=', enrollmentId)
      .where('kind', '=', 'renewal_notice')
      .orderBy('to_address')
      .execute()
  ).map((mail) => ({ ...mail, text_body: openText(t.deps.secretBox, mail.text_body) }));

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const rep = t.browser();
  await rep.ok(signIn, { body: { username: REP_EMAIL, password: DEMO_PASSWORD } });
  ({ id: enrollmentId, policyId } = await submittedByAccount(rep, {
    eprocess: 'rep',
    agent_id: 1,
    platform_group_id: 1,
  }));
  // The new plan year's rates: 10 % up from 01/01/2027.
  pkg = demoPackageCopy((dir) => scaleRates(dir, 1.1));
  const check = await checkPackageDir(pkg);
  if (!check.ok) throw new Error('the scaled package has problems');
  await applyPackage(t.deps.db, check.checked, '2027-01-01', clock);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(pkg, { recursive: true, force: true });
});

describe(`renewal at the carrier's plan year (${TEST_DIALECT})`, () => {
  it('tells the member and the rep 30 days ahead, renews on the day at the new rates, and never twice', async () => {
    const [before] = await spans();
    expect(before).toMatchObject({ plan_id: 101, end_date: null, carrier_id: 1 });
    const old = before?.premium_cents ?? 0;
    // The new price as the scaled rate sheet gives it: the member is 41 on both days, in the same age band.
    const raised = Math.round(Number(((old / 100) * 1.1).toFixed(2)) * 100);
    expect(raised).toBeGreaterThan(old);

    // 12/01: 31 days ahead, no notice yet; 12/02: the notice, once.
    clock = new Date('2026-12-01T09:00:00Z');
    expect((await runRenewals(t.deps, { today: day('12/01/2026') })).noticed).toEqual([]);
    expect(await notices()).toEqual([]);
    clock = new Date('2026-12-02T09:00:00Z');
    const round = await runRenewals(t.deps, { today: day('12/02/2026') });
    expect(round.renewed).toEqual([]);
    expect(round.noticed.map((policy) => policy.policyId)).toEqual([policyId]);
    const said = `Your ${'Harborline Dental Essentials'} (${before?.option}) plan renews on 01/01/2027 at ${formatCents(raised)} a month, up from ${formatCents(old)}.`;
    const mails = await notices();
    expect(mails.map((mail) => mail.to_address)).toEqual([REP_EMAIL, CONTACT.email_address].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Your coverage renews on 01/01/2027');
      expect(mail.text_body).toContain(said);
      expect(mail.text_body).toContain(policyId);
      expect(mail.text_body).toContain('You can change your plan option from 01/01/2027 until 01/31/2027');
    }
    expect((await runRenewals(t.deps, { today: day('12/03/2026') })).noticed).toEqual([]);
    expect(await notices()).toHaveLength(2);

    // 12/31 nothing renews; 01/01/2027 the coverage rolls over.
    expect((await runRenewals(t.deps, { today: day('12/31/2026') })).renewed).toEqual([]);
    clock = new Date('2027-01-01T06:00:00Z');
    // Two app nodes renewing at once: one renews the policy, the other finds it done and writes nothing.
    const both = await Promise.all([
      runRenewals(t.deps, { today: day('01/01/2027') }),
      runRenewals(t.deps, { today: day('01/01/2027') }),
    ]);
    expect(both.flatMap((round) => round.renewed.map((policy) => policy.policyId))).toEqual([policyId]);
    const [ended, started] = await spans();
    const change = await t.deps.db
      .selectFrom('policy_changes')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ id: before?.id, end_date: '2026-12-31', ended_by_change: change.id });
    expect(started).toMatchObject({
      plan_id: 101,
      option: before?.option,
      tier: before?.tier,
      premium_cents: raised,
      start_date: '2027-01-01',
      end_date: null,
      started_by_change: change.id,
    });
    expect(change).toMatchObject({
      kind: 'renew',
      event: 'renewal',
      effective_date: '2027-01-01',
      made_by: 'system',
      monthly_before_cents: old,
      monthly_after_cents: raised,
      carrier_status: 'none',
    });
    // The same option renewed: no 834 for it, and the notice already went.
    const items = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select('id')
      .where('change_id', '=', change.id)
      .execute();
    expect(items).toEqual([]);
    expect(await notices()).toHaveLength(2);

    // A second run, the same day or later, renews nothing more.
    expect((await runRenewals(t.deps, { today: day('01/01/2027') })).renewed).toEqual([]);
    expect((await runRenewals(t.deps, { today: day('01/15/2027') })).renewed).toEqual([]);
    expect(await spans()).toHaveLength(2);
  });

  it('lets the member change option in the renewal window, from the renewal day, and says when it has closed', async () => {
    const running = (await spans()).find((span) => span.end_date === null);
    const other = running?.option === 'Basic' ? 'Plus' : 'Basic';
    const request = {
      kind: 'change_option' as const,
      event: 'renewal',
      event_date: '01/01/2027',
      plan_id: 101,
      option: other,
    };
    const member = { who: 'member' as const, madeBy: 'member' };
    clock = new Date('2027-02-01T12:00:00Z');
    const late = await refusedWith(makePolicyChange(t.deps, enrollmentId, request, member));
    expect(late.fieldErrors.map((error) => error.error_message)).toEqual([
      'Renewal on 01/01/2027: changes were possible until 01/31/2027',
    ]);
    clock = new Date('2027-01-20T12:00:00Z');
    expect((await previewPolicyChange(t.deps, enrollmentId, request, member)).effective_date).toBe(
      '01/01/2027',
    );
    await makePolicyChange(t.deps, enrollmentId, request, member);
    const now = (await spans()).filter((span) => span.end_date === null);
    expect(now).toMatchObject([{ plan_id: 101, option: other, start_date: '2027-01-01' }]);
  });
});
