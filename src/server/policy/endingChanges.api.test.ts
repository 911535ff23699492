import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyRowCounts, refusedWith, storedSpans } from '../../../testing/policyChecks';
import { submitFamily } from '../../../testing/submittedFamily';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { daysCovered } from '../../domain/changeDates';
import { fromIsoDate } from '../../domain/dates';
import { type ChangeActor, makePolicyChange, previewPolicyChange } from './policyChanges';

let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(`${iso}T12:00:00Z`);
};
const REP: ChangeActor = { who: 'rep', madeBy: 'rep:1' };
const HARBORLINE = 1;
const KEYSTONE = 2;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const changeItems = (id: string) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .select(['carrier_id', 'change_id', 'status'])
    .where('enrollment_id', '=', id)
    .where('change_id', 'is not', null)
    .orderBy('carrier_id')
    .execute();

describe(`ending a policy (${TEST_DIALECT})`, () => {
  it('a termination asked on 03/10 ends every span on 03/31; a second one is refused', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    const [span] = await storedSpans(t, id);
    at('2026-03-10');
    const preview = await previewPolicyChange(t.deps, id, { kind: 'terminate' }, REP);
    expect(preview).toEqual({
      effective_date: '03/31/2026',
      monthly_before: (span?.premium_cents ?? 0) / 100,
      monthly_after: 0,
      summary: 'End coverage on 03/31/2026',
    });
    const made = await makePolicyChange(t.deps, id, { kind: 'terminate' }, REP);
    expect(made).toMatchObject({ effective_date: '03/31/2026', status: 'submitted' });
    expect((await storedSpans(t, id)).map((s) => [s.start_date, s.end_date, s.ended_by_change])).toEqual([
      ['2026-02-01', '2026-03-31', made.change_id],
    ]);

    const counts = await policyRowCounts(t, id);
    at('2026-03-12');
    const again = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'terminate', end_date: '03/20/2026' }, REP),
    );
    expect(again.statusCode).toBe(409);
    expect(again.fieldErrors).toEqual([
      { target_element: 'end_date', error_message: 'Coverage already ends on 03/31/2026' },
    ]);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it("honours the employer's employment ended and an end date asked, refusing one before today", async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-10');
    const past = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'terminate', end_date: '03/09/2026' }, REP),
    );
    expect(past.fieldErrors).toEqual([
      { target_element: 'end_date', error_message: 'The end date cannot be before today (03/10/2026)' },
    ]);
    const ended = await previewPolicyChange(
      t.deps,
      id,
      { kind: 'terminate', event: 'employment_ended', event_date: '03/06/2026' },
      { who: 'group', madeBy: 'group:1' },
    );
    expect(ended.effective_date).toBe('03/31/2026');
    const asked = await makePolicyChange(t.deps, id, { kind: 'terminate', end_date: '04/15/2026' }, REP);
    expect(asked.effective_date).toBe('04/15/2026');
  });

  it('a cancellation before the start leaves no day of coverage; cancelling again is refused', async () => {
    at('2026-01-20');
    const id = await submitFamily(t).then((family) => family.id);
    at('2026-01-25');
    const preview = await previewPolicyChange(t.deps, id, { kind: 'cancel' }, REP);
    expect(preview.monthly_after).toBe(0);
    expect(preview.monthly_before).toBeGreaterThan(0);
    const made = await makePolicyChange(t.deps, id, { kind: 'cancel' }, REP);
    expect(made.effective_date).toBe('02/01/2026');
    const spans = await storedSpans(t, id);
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      const start = fromIsoDate(span.start_date);
      const end = fromIsoDate(span.end_date ?? '');
      if (!start || !end) throw new Error('a cancelled span has its start and end');
      expect(daysCovered({ start, end })).toBe(0);
    }
    // Both carriers of the family's cart (dental, term life) are told.
    expect((await changeItems(id)).map((item) => item.carrier_id)).toEqual([HARBORLINE, KEYSTONE]);
    const again = await refusedWith(makePolicyChange(t.deps, id, { kind: 'cancel' }, REP));
    expect(again.fieldErrors).toEqual([
      { target_element: 'kind', error_message: 'This policy was already cancelled' },
    ]);
  });

  it('makes the policy first for an enrollment submitted before policies were kept', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    await t.deps.db.deleteFrom('coverage_spans').where('enrollment_id', '=', id).execute();
    await t.deps.db.deleteFrom('policy_members').where('enrollment_id', '=', id).execute();
    at('2026-03-10');
    const made = await makePolicyChange(t.deps, id, { kind: 'terminate' }, REP);
    expect((await storedSpans(t, id)).map((s) => [s.start_date, s.end_date, s.ended_by_change])).toEqual([
      ['2026-02-01', '2026-03-31', made.change_id],
    ]);
  });

  it('refuses to cancel coverage that has started', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-02-01');
    const late = await refusedWith(makePolicyChange(t.deps, id, { kind: 'cancel' }, REP));
    expect(late.statusCode).toBe(409);
    expect(late.fieldErrors).toEqual([
      {
        target_element: 'kind',
        error_message: 'Coverage started on 02/01/2026: end it instead of cancelling it',
      },
    ]);
  });

  it('queues feed items with the change for carriers with EDI settings only', async () => {
    at('2026-01-20');
    const id = await submitFamily(t).then((family) => family.id);
    const keystone = await t.deps.db
      .selectFrom('carriers')
      .select('edi')
      .where('id', '=', KEYSTONE)
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('carriers').set({ edi: null }).where('id', '=', KEYSTONE).execute();
    try {
      at('2026-03-10');
      const made = await makePolicyChange(t.deps, id, { kind: 'terminate' }, REP);
      expect(await changeItems(id)).toEqual([
        { carrier_id: HARBORLINE, change_id: made.change_id, status: 'pending' },
      ]);
    } finally {
      await t.deps.db.updateTable('carriers').set({ edi: keystone.edi }).where('id', '=', KEYSTONE).execute();
    }
  });

  it("queues none when the catalog names no agency EDI ids: the change's carrier status is none", async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    const latest = await t.deps.db
      .selectFrom('catalog_versions')
      .select(['id', 'agency_edi'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('catalog_versions')
      .set({ agency_edi: null })
      .where('id', '=', latest.id)
      .execute();
    try {
      at('2026-03-10');
      const made = await makePolicyChange(t.deps, id, { kind: 'terminate' }, REP);
      expect(made.status).toBe('none');
      expect(await changeItems(id)).toEqual([]);
      const change = await t.deps.db
        .selectFrom('policy_changes')
        .select('carrier_status')
        .where('id', '=', made.change_id)
        .executeTakeFirstOrThrow();
      expect(change.carrier_status).toBe('none');
    } finally {
      await t.deps.db
        .updateTable('catalog_versions')
        .set({ agency_edi: latest.agency_edi })
        .where('id', '=', latest.id)
        .execute();
    }
  });

  it('identical terminations at once: one is made, the others refused as a second termination', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-10');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => makePolicyChange(t.deps, id, { kind: 'terminate' }, REP)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(refused.reason).toMatchObject({
        statusCode: 409,
        fieldErrors: [{ target_element: 'end_date', error_message: 'Coverage already ends on 03/31/2026' }],
      });
    expect((await policyRowCounts(t, id)).changes).toBe(1);
  });
});
