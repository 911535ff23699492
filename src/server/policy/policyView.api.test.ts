import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD, PERSONAL, SPOUSE } from '../../../testing/fixtures';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addDays, formatMdy, fromIsoDate, parseMdy, toIsoDate } from '../../domain/dates';
import { readKeptCoverages } from '../enrollment/submittedCoverages';
import { policyViewOf } from './policyView';

/** The dependents as the fixtures give them (Record<string, string> by their type). */
const spouse = SPOUSE.primary_info as unknown as Record<string, string>;
const child = CHILD.primary_info as unknown as Record<string, string>;
/** The store's clock, moved by the tests (a policy's status is read on its day). */
let clock = new Date();
let t: TestApp;
let family: { id: string; policyId: string };
/** The family's first day of coverage (ISO). */
let start: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  family = await submitFamily(t);
  const row = await t.deps.db
    .selectFrom('enrollments')
    .select('effective_date')
    .where('id', '=', family.id)
    .executeTakeFirstOrThrow();
  start = toIsoDate(parseMdy(row.effective_date ?? '') ?? { year: 0, month: 0, day: 0 });
}, 120_000);
afterAll(() => t.close());

const view = async () => {
  const read = await policyViewOf(t.deps, family.id, clock);
  if (!read) throw new Error('no policy');
  return read;
};
/** Noon UTC of an ISO day `days` after `iso`. */
const dayAfter = (iso: string, days: number) => {
  const date = addDays(fromIsoDate(iso) ?? { year: 0, month: 0, day: 0 }, days);
  return new Date(`${toIsoDate(date)}T12:00:00Z`);
};

describe(`a policy as every reader shows it (${TEST_DIALECT})`, () => {
  it('the family with its spans, plan and carrier names from the catalog, the monthly price, and no SSN', async () => {
    clock = dayAfter(start, -3);
    const policy = await view();
    expect(policy.policy_id).toBe(family.policyId);
    expect(policy.status).toBe('pending');
    expect(policy.changes).toEqual([]);
    expect(policy.members.map((m) => [m.member_id, m.relationship, m.first_name, m.last_name])).toEqual([
      ['1', 'subscriber', PERSONAL.first_name, PERSONAL.last_name],
      ['2', 'spouse', spouse.first_name, spouse.last_name],
      ['3', 'child', child.first_name, child.last_name],
    ]);
    const kept = await t.deps.db
      .selectFrom('enrollments')
      .select('submitted_purchase')
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    const coverages = readKeptCoverages(kept.submitted_purchase) ?? [];
    expect(coverages.length).toBe(2);
    // The monthly price is what the submission priced, in dollars.
    expect(policy.monthly).toBeCloseTo(coverages.reduce((sum, c) => sum + c.premium_cents, 0) / 100, 2);
    const catalog = await t.deps.db
      .selectFrom('plans')
      .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
      .select(['plans.id', 'plans.name', 'carriers.name as carrier'])
      .where(
        'plans.id',
        'in',
        coverages.map((c) => c.plan_id),
      )
      .execute();
    for (const coverage of coverages) {
      const plan = catalog.find((p) => p.id === coverage.plan_id);
      const subscriber = policy.members[0]?.coverage.find((span) => span.plan_id === coverage.plan_id);
      expect(subscriber).toEqual({
        plan_id: coverage.plan_id,
        plan_name: plan?.name,
        carrier_name: plan?.carrier,
        category: coverage.category,
        option: coverage.option,
        tier: coverage.tier,
        start: formatMdy(fromIsoDate(start) ?? { year: 0, month: 0, day: 0 }),
        end: null,
      });
    }
    expect(policy.life_events.map((event) => event.id)).toEqual(
      expect.arrayContaining(['birth', 'marriage']),
    );
    const text = JSON.stringify(policy);
    for (const ssn of [PERSONAL.ssn, spouse.ssn, child.ssn]) expect(text).not.toContain(ssn);
  });

  it('stands active from its first day, ended after its last, cancelled when no day was covered', async () => {
    clock = dayAfter(start, 0);
    expect((await view()).status).toBe('active');
    const spans = () => t.deps.db.updateTable('coverage_spans').where('enrollment_id', '=', family.id);
    const lastDay = toIsoDate(addDays(fromIsoDate(start) ?? { year: 0, month: 0, day: 0 }, 30));
    await spans().set({ end_date: lastDay }).execute();
    clock = dayAfter(lastDay, 0);
    expect((await view()).status).toBe('active');
    clock = dayAfter(lastDay, 1);
    expect((await view()).status).toBe('ended');
    expect((await view()).monthly).toBe(0);
    const dayBefore = toIsoDate(addDays(fromIsoDate(start) ?? { year: 0, month: 0, day: 0 }, -1));
    await spans().set({ end_date: dayBefore }).execute();
    clock = dayAfter(start, -3);
    const cancelled = await view();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.monthly).toBe(0);
    expect(cancelled.members[0]?.coverage[0]?.end).toBe(
      formatMdy(fromIsoDate(dayBefore) ?? { year: 0, month: 0, day: 0 }),
    );
    await spans().set({ end_date: null }).execute();
  });

  it("shows its changes oldest first, who made them in words (never an API key's id), dates mm/dd/yyyy", async () => {
    const change = (number: number, madeBy: string, madeAt: string) => ({
      id: randomUUID(),
      enrollment_id: family.id,
      number,
      kind: 'change_address',
      event: null,
      event_date: number === 1 ? '2026-03-14' : null,
      effective_date: start,
      member_number: null,
      made_by: madeBy,
      made_at: madeAt,
      details: '{}',
      monthly_before_cents: 4200,
      monthly_after_cents: 4200,
      carrier_status: 'submitted',
      carrier_status_at: madeAt,
    });
    await t.deps.db
      .insertInto('policy_changes')
      .values([
        change(2, 'agency-key:0123456789abcdef', '2026-01-02T00:00:00.000Z'),
        change(1, 'rep:1', '2026-01-01T00:00:00.000Z'),
        change(3, 'group:2556', '2026-01-03T00:00:00.000Z'),
        change(4, 'member', '2026-01-04T00:00:00.000Z'),
      ])
      .execute();
    const { changes } = await view();
    expect(changes.map((c) => c.made_by)).toEqual([
      'Rep Jordan Ellis',
      "The agency's systems",
      expect.stringMatching(/^Group administrator of \S/),
      'The member',
    ]);
    expect(changes[0]).toMatchObject({
      event_date: '03/14/2026',
      monthly_before: 42,
      carrier_status: 'submitted',
    });
    expect(JSON.stringify(changes)).not.toContain('0123456789abcdef');
    await t.deps.db.deleteFrom('policy_changes').where('enrollment_id', '=', family.id).execute();
  });

  it('makes the policy first for an enrollment submitted before policies were kept', async () => {
    clock = dayAfter(start, -3);
    const before = await view();
    await t.deps.db.deleteFrom('coverage_spans').where('enrollment_id', '=', family.id).execute();
    await t.deps.db.deleteFrom('policy_members').where('enrollment_id', '=', family.id).execute();
    expect(await view()).toEqual(before);
    expect(await policyViewOf(t.deps, 'f'.repeat(32), clock)).toBeUndefined();
  });
});
