import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOUSE } from '../../../testing/fixtures';
import { catalogRate, policyRowCounts, refusedWith, storedSpans } from '../../../testing/policyChecks';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { type ChangeActor, makePolicyChange, previewPolicyChange } from './policyChanges';

let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(`${iso}T12:00:00Z`);
};
const MEMBER: ChangeActor = { who: 'member', madeBy: 'member' };
/** Bluewater Dental Plus, Bluewater Vision Co. (carrier 4): a dental plan of another carrier. */
const BLUEWATER_DENTAL = 104;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe(`changing the plan option (${TEST_DIALECT})`, () => {
  it('moves the dental coverage to another plan at the same tier from the event, telling both carriers', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    const [old] = await storedSpans(t, id);
    at('2026-03-10');
    const request = {
      kind: 'change_option' as const,
      event: 'move',
      event_date: '03/05/2026',
      plan_id: BLUEWATER_DENTAL,
      option: 'Standard',
    };
    const preview = await previewPolicyChange(t.deps, id, request, MEMBER);
    expect(preview).toMatchObject({
      effective_date: '04/01/2026',
      monthly_before: (old?.premium_cents ?? 0) / 100,
      monthly_after: (await catalogRate(t, BLUEWATER_DENTAL, 'IS', 'Standard')) / 100,
    });
    const made = await makePolicyChange(t.deps, id, request, MEMBER);
    expect(
      (await storedSpans(t, id)).map((s) => [
        s.member_number,
        s.plan_id,
        s.carrier_id,
        s.start_date,
        s.end_date,
      ]),
    ).toEqual([
      [1, old?.plan_id, 1, '2026-02-01', '2026-03-31'],
      [1, BLUEWATER_DENTAL, 4, '2026-04-01', null],
      [2, old?.plan_id, 1, '2026-02-01', '2026-03-31'],
      [2, BLUEWATER_DENTAL, 4, '2026-04-01', null],
    ]);
    const items = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select('carrier_id')
      .where('change_id', '=', made.change_id)
      .orderBy('carrier_id')
      .execute();
    expect(items.map((item) => item.carrier_id)).toEqual([1, 4]);
  });

  it('needs an event that allows it, a plan of the same category and an option the catalog prices', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-10');
    const counts = await policyRowCounts(t, id);
    const base = { kind: 'change_option' as const, event: 'move', event_date: '03/05/2026' };
    const noEvent = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'change_option', plan_id: BLUEWATER_DENTAL, option: 'Standard' },
        MEMBER,
      ),
    );
    expect(noEvent.fieldErrors.map((e) => e.target_element)).toEqual(['event']);
    const ended = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { ...base, event: 'employment_ended', plan_id: BLUEWATER_DENTAL, option: 'Standard' },
        MEMBER,
      ),
    );
    expect(ended.fieldErrors).toEqual([
      { target_element: 'event', error_message: 'Employment ended does not allow changing the plan option' },
    ]);
    const life = await refusedWith(
      makePolicyChange(t.deps, id, { ...base, plan_id: 141, option: 'Standard' }, MEMBER),
    );
    expect(life.fieldErrors).toEqual([
      { target_element: 'plan_id', error_message: 'This policy has no running term_life coverage to change' },
    ]);
    const unpriced = await refusedWith(
      makePolicyChange(t.deps, id, { ...base, plan_id: BLUEWATER_DENTAL, option: 'Gold' }, MEMBER),
    );
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.fieldErrors.map((e) => e.target_element)).toEqual(['option']);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });
});
