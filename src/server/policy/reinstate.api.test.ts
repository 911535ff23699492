import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyRowCounts, refusedWith, storedSpans } from '../../../testing/policyChecks';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { type ChangeActor, makePolicyChange } from './policyChanges';

let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(`${iso}T12:00:00Z`);
};
const REP: ChangeActor = { who: 'rep', madeBy: 'rep:1' };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe(`reinstating a policy (${TEST_DIALECT})`, () => {
  it('restores terminated coverage from the day after its end with the same option, tier and premium', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    const running = await refusedWith(makePolicyChange(t.deps, id, { kind: 'reinstate' }, REP));
    expect(running.fieldErrors).toEqual([
      { target_element: 'kind', error_message: 'Coverage is running: there is nothing to reinstate' },
    ]);
    at('2026-03-10');
    await makePolicyChange(t.deps, id, { kind: 'terminate' }, REP);
    at('2026-04-20');
    const made = await makePolicyChange(t.deps, id, { kind: 'reinstate' }, REP);
    expect(made).toMatchObject({ effective_date: '04/01/2026', status: 'submitted' });
    const spans = await storedSpans(t, id);
    expect(spans.map((s) => [s.start_date, s.end_date, s.started_by_change])).toEqual([
      ['2026-02-01', '2026-03-31', null],
      ['2026-04-01', null, made.change_id],
    ]);
    expect(spans[1]).toMatchObject({
      option: spans[0]?.option,
      tier: 'IO',
      premium_cents: spans[0]?.premium_cents,
    });

    // Reinstating the running coverage again: refused, nothing written.
    const counts = await policyRowCounts(t, id);
    expect((await refusedWith(makePolicyChange(t.deps, id, { kind: 'reinstate' }, REP))).statusCode).toBe(
      409,
    );
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it('restores a cancelled policy from its start, and refuses after 30 days', async () => {
    at('2026-01-20');
    const cancelled = await submittedDental(t.browser(), 'IO');
    const late = await submittedDental(t.browser(), 'IO');
    at('2026-01-22');
    await makePolicyChange(t.deps, cancelled, { kind: 'cancel' }, REP);
    await makePolicyChange(t.deps, late, { kind: 'cancel' }, REP);
    at('2026-01-28');
    const made = await makePolicyChange(t.deps, cancelled, { kind: 'reinstate' }, REP);
    expect(made.effective_date).toBe('02/01/2026');
    expect((await storedSpans(t, cancelled)).map((s) => [s.start_date, s.end_date])).toEqual([
      ['2026-02-01', '2026-01-31'],
      ['2026-02-01', null],
    ]);
    at('2026-03-03');
    const tooLate = await refusedWith(makePolicyChange(t.deps, late, { kind: 'reinstate' }, REP));
    expect(tooLate.fieldErrors).toEqual([
      {
        target_element: 'kind',
        error_message: 'Coverage ended on 01/31/2026: reinstatement was possible until 03/02/2026',
      },
    ]);
  });
});
