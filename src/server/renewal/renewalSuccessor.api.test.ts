import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { submitFamily, TERM_LIFE_PLAN_ID } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { validate834 } from '../../../testing/x12validator/validate834';
import { verdict999 } from '../../../testing/x12validator/verdict999';
import { parseMdy } from '../../domain/dates';
import { formatCents } from '../../domain/pricing';
import { carrierFolders } from '../adapters/carrierFolders';
import { applyPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';
import { openText } from '../db/sealedJson';
import { feedContextOf, runFeedRound } from '../feed/feedWorker';
import { runRenewals } from './renewalRound';

/**
 * A newer catalog retires Harborline's dental plan 101 with plan 102 as its successor, and Keystone's term
 * life 141 with none: at 01/01/2027 the family's dental moves to 102 and its term life ends on 12/31/2026.
 */
const SUCCESSOR = 102;
let clock = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let pkg: string;
let enrollmentId: string;

const day = (mdy: string) => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(mdy);
  return date;
};
/** The change's 834 file for a carrier as written to its outbound folder, checked by the guide's reading. */
async function changeFile(changeId: string, carrierId: number): Promise<string> {
  const item = await t.deps.db
    .selectFrom('carrier_feed_items')
    .innerJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select('carrier_feed_files.file_name')
    .where('carrier_feed_items.change_id', '=', changeId)
    .where('carrier_feed_items.carrier_id', '=', carrierId)
    .executeTakeFirstOrThrow();
  const text = fs.readFileSync(
    path.join(carrierFolders(t.deps.config.dataDir, carrierId).outbound, item.file_name),
    'utf8',
  );
  const validation = validate834(text);
  expect(validation.findings.length === 0 ? '' : verdict999(validation)).toBe('');
  return text;
}

const spansOf = (planId: number) =>
  t.deps.db
    .selectFrom('coverage_spans')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', planId)
    .orderBy('member_number')
    .execute();

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  ({ id: enrollmentId } = await submitFamily(t));
  pkg = demoPackageCopy((dir) => {
    const file = path.join(dir, 'plans.json');
    const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
    for (const plan of plans) {
      if (plan.id === 101) Object.assign(plan, { active: false, successor: SUCCESSOR });
      if (plan.id === TERM_LIFE_PLAN_ID) Object.assign(plan, { active: false, successor: null });
    }
    fs.writeFileSync(file, JSON.stringify(plans, null, 2));
  });
  const check = await checkPackageDir(pkg);
  if (!check.ok) throw new Error(check.problems.problems.map((p) => p.message).join('\n'));
  await applyPackage(t.deps.db, check.checked, null, clock);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(pkg, { recursive: true, force: true });
});

describe(`renewal of withdrawn plans (${TEST_DIALECT})`, () => {
  it('moves a withdrawn plan to its successor’s option of the same name, ends one without, with notice, and tells the carriers', async () => {
    const dental = await spansOf(101);
    const life = await spansOf(TERM_LIFE_PLAN_ID);
    expect(dental).toHaveLength(3);
    expect(life.length).toBeGreaterThan(0);
    const dentalOld = dental.find((span) => span.premium_cents !== null)?.premium_cents ?? 0;
    const option = dental[0]?.option ?? '';
    // The successor's rate for the same option, tier and the applicant's age band (41), read from its rates.
    const rate = await t.deps.db
      .selectFrom('plan_prices')
      .select('price_cents')
      .where('plan_id', '=', SUCCESSOR)
      .where('label', '=', option)
      .where('tier', '=', dental[0]?.tier ?? '')
      .where('age_min', '<=', 41)
      .where('age_max', '>=', 41)
      .where('version_id', '=', (eb) => eb.selectFrom('catalog_versions').select(eb.fn.max('id').as('v')))
      .executeTakeFirstOrThrow();

    clock = new Date('2026-12-10T09:00:00Z');
    const noticed = await runRenewals(t.deps, { today: day('12/10/2026') });
    expect(noticed.noticed).toHaveLength(1);
    const [mail] = await t.deps.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('enrollment_id', '=', enrollmentId)
      .where('kind', '=', 'renewal_notice')
      .execute();
    const text = openText(t.deps.secretBox, mail?.text_body ?? '');
    expect(text).toContain(
      `Your Harborline Dental Essentials (${option}) plan is no longer offered: on 01/01/2027 your coverage moves to Harborline Dental Preferred (${option}) at ${formatCents(rate.price_cents)} a month`,
    );
    expect(text).toContain(`${formatCents(dentalOld)}.`);
    expect(text).toMatch(
      /Your Keystone Term Life 10 \(.+\) plan is no longer offered and has no replacement: its coverage ends on 12\/31\/2026\./,
    );

    clock = new Date('2027-01-02T09:00:00Z');
    const round = await runRenewals(t.deps, { today: day('01/02/2027') });
    expect(round.renewed).toHaveLength(1);
    const change = await t.deps.db
      .selectFrom('policy_changes')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    // Renewed from its day, though the store ran a day late.
    expect(change).toMatchObject({
      kind: 'renew',
      effective_date: '2027-01-01',
      carrier_status: 'submitted',
    });
    for (const span of [...(await spansOf(101)), ...(await spansOf(TERM_LIFE_PLAN_ID))])
      expect(span).toMatchObject({ end_date: '2026-12-31', ended_by_change: change.id });
    const moved = await spansOf(SUCCESSOR);
    expect(moved.map((span) => span.member_number)).toEqual(dental.map((span) => span.member_number));
    for (const span of moved)
      expect(span).toMatchObject({
        option,
        start_date: '2027-01-01',
        end_date: null,
        started_by_change: change.id,
      });
    expect(moved.filter((span) => span.premium_cents !== null).map((span) => span.premium_cents)).toEqual([
      rate.price_cents,
    ]);
    // The moved coverage (Harborline, 1) and the ended one (Keystone, 2) each get the change's 834.
    const items = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select(['carrier_id', 'status'])
      .where('change_id', '=', change.id)
      .orderBy('carrier_id')
      .execute();
    expect(items).toEqual([
      { carrier_id: 1, status: 'pending' },
      { carrier_id: 2, status: 'pending' },
    ]);
    // The feed's next round files each carrier's 834 of the renewal, which the guide's reading takes.
    await runFeedRound(feedContextOf(t.deps), () => {});
    const harborline = await changeFile(change.id, 1);
    expect(harborline).toContain('INS*Y*18*001*41*A');
    expect(harborline).toMatch(/HD\*024\*\*DEN\*[^~]*~DTP\*349\*D8\*20261231~/);
    expect(harborline).toMatch(/HD\*021\*\*DEN\*[^~]*~DTP\*348\*D8\*20270101~/);
    const keystone = await changeFile(change.id, 2);
    expect(keystone).toContain('INS*Y*18*024*41*A');
    expect(keystone).toMatch(/HD\*024\*\*HLT\*[^~]*~DTP\*349\*D8\*20261231~/);
    expect((await runRenewals(t.deps, { today: day('01/03/2027') })).renewed).toEqual([]);
  });
});
