import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOUSE } from '../../../testing/fixtures';
import { storedSpans } from '../../../testing/policyChecks';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { AppError } from '../http/appError';
import { type ChangeActor, makePolicyChange, previewPolicyChange } from './policyChanges';
import { policyOptions } from './policyOptions';

/**
 * The plan options a coverage may move to (get-policy-options' list): exactly those the change engine
 * accepts for change_option, at the price it then reviews and keeps.
 */
let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(`${iso}T12:00:00Z`);
};
const MEMBER: ChangeActor = { who: 'member', madeBy: 'member' };
const MOVE = { event: 'move', event_date: '03/05/2026' };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

/** Every dental plan and pricing option the catalog has, whatever the list says. */
async function everyDentalOption(): Promise<{ planId: number; option: string }[]> {
  const rows = await t.deps.db
    .selectFrom('plan_prices')
    .innerJoin('plans', 'plans.id', 'plan_prices.plan_id')
    .select(['plan_prices.plan_id', 'plan_prices.label'])
    .distinct()
    .where('plans.category', '=', 'dental')
    .execute();
  return rows.map((row) => ({ planId: row.plan_id, option: row.label }));
}

describe(`the plan options a coverage may move to (${TEST_DIALECT})`, () => {
  it('lists exactly the options the engine accepts, each at the monthly price the change reviews and keeps', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    const [old] = await storedSpans(t, id);
    at('2026-03-10');
    const [coverage, ...others] = await policyOptions(t.deps, id, { event: 'move', eventDate: '03/05/2026' });
    expect(others).toEqual([]);
    expect(coverage).toMatchObject({
      plan_id: old?.plan_id,
      category: 'dental',
      option: old?.option,
      tier: 'IS',
      priced_on: '04/01/2026',
    });
    const listed = coverage?.choices ?? [];
    expect(listed.length).toBeGreaterThan(1);
    expect(new Set(listed.map((c) => c.carrier_name)).size).toBeGreaterThan(1);
    const monthlies = listed.map((c) => c.monthly);
    expect(monthlies).toEqual([...monthlies].sort((a, b) => a - b));

    // Every dental option of the catalog: the engine's preview accepts it if and only if it is listed,
    // and reviews it at the listed price from the day the list priced it on.
    for (const { planId, option } of await everyDentalOption()) {
      const choice = listed.find((c) => c.plan_id === planId && c.option === option);
      const request = { kind: 'change_option' as const, ...MOVE, plan_id: planId, option };
      const preview = await previewPolicyChange(t.deps, id, request, MEMBER).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (choice)
        expect(preview, `${planId} ${option}`).toMatchObject({
          effective_date: coverage?.priced_on,
          monthly_after: choice.monthly,
        });
      else expect(preview, `${planId} ${option} is not listed`).toBeNull();
    }

    const chosen = listed.at(-1);
    if (!chosen) throw new Error('no option listed');
    await makePolicyChange(
      t.deps,
      id,
      { kind: 'change_option', ...MOVE, plan_id: chosen.plan_id, option: chosen.option },
      MEMBER,
    );
    const started = (await storedSpans(t, id)).find((s) => s.member_number === 1 && s.end_date === null);
    expect(started).toMatchObject({ plan_id: chosen.plan_id, option: chosen.option, tier: 'IS' });
    expect((started?.premium_cents ?? 0) / 100).toBe(chosen.monthly);
    // The coverage now runs under the chosen option: it is no longer offered, the old one is.
    const [after] = await policyOptions(t.deps, id, { event: 'move', eventDate: '03/05/2026' });
    expect(after?.choices.map((c) => [c.plan_id, c.option])).not.toContainEqual([
      chosen.plan_id,
      chosen.option,
    ]);
    expect(after?.choices.map((c) => [c.plan_id, c.option])).toContainEqual([old?.plan_id, old?.option]);
  });

  it('prices on the day the change would take effect, and leaves out plans the catalog no longer sells', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-10');
    // No event yet: priced for today, or the coverage's first day when later.
    const [today] = await policyOptions(t.deps, id, {});
    expect(today?.priced_on).toBe('03/10/2026');
    // A birth takes effect on its day (the demo's rule), a move by the 15th rule.
    const [birth] = await policyOptions(t.deps, id, { event: 'birth', eventDate: '03/01/2026' });
    expect(birth?.priced_on).toBe('03/01/2026');
    const listed = today?.choices.map((c) => c.plan_id) ?? [];
    const gone = listed.find((planId) => planId !== today?.plan_id);
    if (gone === undefined) throw new Error('no other plan listed');
    await t.deps.db.updateTable('plans').set({ withdrawn: 1 }).where('id', '=', gone).execute();
    try {
      const [withdrawn] = await policyOptions(t.deps, id, {});
      expect(withdrawn?.choices.map((c) => c.plan_id)).not.toContain(gone);
      expect(withdrawn?.choices.length).toBeGreaterThan(0);
    } finally {
      await t.deps.db.updateTable('plans').set({ withdrawn: 0 }).where('id', '=', gone).execute();
    }
  });
});
