import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { parseMdy } from '../../domain/dates';
import { runRenewals } from './renewalRound';

let clock = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const policyOf = async (id: string) =>
  (
    await t.deps.db
      .selectFrom('enrollments')
      .select('policy_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).policy_id;

describe(`a renewal round with a policy that fails (${TEST_DIALECT})`, () => {
  it('goes on with the other policies, says which failed and why, and tries it again next round', async () => {
    const broken = await submittedDental(t.browser(), 'IO');
    const sound = await submittedDental(t.browser(), 'IO');
    // The broken policy's Personal Information can no longer be opened (sealed with another key).
    const kept = await t.deps.db
      .selectFrom('enrollment_tabs')
      .select('data')
      .where('enrollment_id', '=', broken)
      .where('tab', '=', 'personal')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('enrollment_tabs')
      .set({ data: 'v1:bm90IHRoaXMga2V5:bm90IHRoaXMga2V5:bm90IHRoaXMga2V5' })
      .where('enrollment_id', '=', broken)
      .where('tab', '=', 'personal')
      .execute();

    // Harborline renews on 01/01 with 30 days' notice: both notices are due on 12/05.
    clock = new Date('2026-12-05T09:00:00Z');
    const today = parseMdy('12/05/2026') ?? undefined;
    const round = await runRenewals(t.deps, { today });
    expect(round.noticed.map((policy) => policy.policyId)).toContain(await policyOf(sound));
    expect(round.failed).toEqual([
      { policyId: await policyOf(broken), step: 'notice', reason: expect.any(String) },
    ]);
    const queued = await t.deps.db
      .selectFrom('mail_outbox')
      .select('enrollment_id')
      .where('kind', '=', 'renewal_notice')
      .execute();
    expect(queued.map((row) => row.enrollment_id)).toEqual([sound]);

    // Mended, the failed notice goes at the next round (its rolled-back transaction marked nothing).
    await t.deps.db
      .updateTable('enrollment_tabs')
      .set({ data: kept.data })
      .where('enrollment_id', '=', broken)
      .where('tab', '=', 'personal')
      .execute();
    const next = await runRenewals(t.deps, { today });
    expect(next.failed).toEqual([]);
    expect(next.noticed.map((policy) => policy.policyId)).toEqual([await policyOf(broken)]);
  });
});
