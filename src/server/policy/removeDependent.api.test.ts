import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD, SPOUSE } from '../../../testing/fixtures';
import { DENTAL_PLAN_ID } from '../../../testing/journey';
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

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe(`removing a dependent (${TEST_DIALECT})`, () => {
  it('a divorce on 03/14 reported 03/20 ends the spouse on 03/31 and moves Family to Member + Children', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IF', [SPOUSE, CHILD]);
    const option = (await storedSpans(t, id))[0]?.option ?? '';
    at('2026-03-20');
    const request = {
      kind: 'remove_dependent' as const,
      member_id: '2',
      event: 'divorce',
      event_date: '03/14/2026',
    };
    const preview = await previewPolicyChange(t.deps, id, request, MEMBER);
    expect(preview).toEqual({
      effective_date: '03/31/2026',
      monthly_before: (await catalogRate(t, DENTAL_PLAN_ID, 'IF', option)) / 100,
      monthly_after: (await catalogRate(t, DENTAL_PLAN_ID, 'IC', option)) / 100,
      summary: 'Remove Luis Lopez (spouse): covered until 03/31/2026',
    });
    const made = await makePolicyChange(t.deps, id, request, MEMBER);
    expect(made.effective_date).toBe('03/31/2026');
    expect(
      (await storedSpans(t, id)).map((s) => [
        s.member_number,
        s.tier,
        s.start_date,
        s.end_date,
        s.premium_cents,
      ]),
    ).toEqual([
      [1, 'IF', '2026-02-01', '2026-03-31', await catalogRate(t, DENTAL_PLAN_ID, 'IF', option)],
      [1, 'IC', '2026-04-01', null, await catalogRate(t, DENTAL_PLAN_ID, 'IC', option)],
      [2, 'IF', '2026-02-01', '2026-03-31', null],
      [3, 'IF', '2026-02-01', '2026-03-31', null],
      [3, 'IC', '2026-04-01', null, null],
    ]);

    // Removing the same member again: refused at member_id, nothing written.
    const counts = await policyRowCounts(t, id);
    const again = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'remove_dependent', member_id: '2' }, MEMBER),
    );
    expect(again.statusCode).toBe(409);
    expect(again.fieldErrors).toEqual([
      {
        target_element: 'member_id',
        error_message: 'Luis Lopez was already removed (covered until 03/31/2026)',
      },
    ]);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it('without an event the member is covered to the end of the month; the subscriber cannot be removed', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    at('2026-03-10');
    const subscriber = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'remove_dependent', member_id: '1' }, MEMBER),
    );
    expect(subscriber.fieldErrors).toEqual([
      {
        target_element: 'member_id',
        error_message: 'The subscriber cannot be removed: end the policy instead',
      },
    ]);
    const wrong = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'remove_dependent', member_id: '2', event: 'birth', event_date: '03/01/2026' },
        MEMBER,
      ),
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.fieldErrors.map((e) => e.target_element)).toEqual(['event']);
    const made = await makePolicyChange(t.deps, id, { kind: 'remove_dependent', member_id: '2' }, MEMBER);
    expect(made.effective_date).toBe('03/31/2026');
    expect(
      (await storedSpans(t, id)).map((s) => [s.member_number, s.tier, s.start_date, s.end_date]),
    ).toEqual([
      [1, 'IS', '2026-02-01', '2026-03-31'],
      [1, 'IO', '2026-04-01', null],
      [2, 'IS', '2026-02-01', '2026-03-31'],
    ]);
  });
});
