import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOUSE } from '../../../testing/fixtures';
import { DENTAL_PLAN_ID, startEnrollment } from '../../../testing/journey';
import { catalogRate, policyRowCounts, refusedWith, storedSpans } from '../../../testing/policyChecks';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { openJson } from '../db/sealedJson';
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

/** The newborn of the issue: born 03/14/2026, no SSN yet. */
const BABY = {
  relationship: 'child',
  first_name: 'Baby',
  last_name: 'Lopez',
  birthdate: '03/14/2026',
  gender: '1',
};

describe(`adding a dependent to a policy (${TEST_DIALECT})`, () => {
  it('a birth on 03/14 reported 03/20 covers the newborn from 03/14 and moves Member + Spouse to the Family rate', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    const [before] = await storedSpans(t, id);
    const option = before?.option ?? '';
    expect(before).toMatchObject({
      tier: 'IS',
      start_date: '2026-02-01',
      premium_cents: await catalogRate(t, DENTAL_PLAN_ID, 'IS', option),
    });

    at('2026-03-20');
    const request = {
      kind: 'add_dependent' as const,
      event: 'birth',
      event_date: '03/14/2026',
      person: BABY,
    };
    const preview = await previewPolicyChange(t.deps, id, request, MEMBER);
    expect(preview).toEqual({
      effective_date: '03/14/2026',
      monthly_before: (await catalogRate(t, DENTAL_PLAN_ID, 'IS', option)) / 100,
      monthly_after: (await catalogRate(t, DENTAL_PLAN_ID, 'IF', option)) / 100,
      summary: 'Add Baby Lopez (child) from 03/14/2026',
    });
    const made = await makePolicyChange(t.deps, id, request, MEMBER);
    expect(made).toMatchObject({ effective_date: '03/14/2026', status: 'submitted' });

    const spans = await storedSpans(t, id);
    const family = await catalogRate(t, DENTAL_PLAN_ID, 'IF', option);
    expect(spans.map((s) => [s.member_number, s.tier, s.start_date, s.end_date, s.premium_cents])).toEqual([
      [1, 'IS', '2026-02-01', '2026-03-13', await catalogRate(t, DENTAL_PLAN_ID, 'IS', option)],
      [1, 'IF', '2026-03-14', null, family],
      [2, 'IS', '2026-02-01', '2026-03-13', null],
      [2, 'IF', '2026-03-14', null, null],
      [3, 'IF', '2026-03-14', null, null],
    ]);
    expect(spans.filter((s) => s.end_date).every((s) => s.ended_by_change === made.change_id)).toBe(true);
    expect(spans.filter((s) => s.tier === 'IF').every((s) => s.started_by_change === made.change_id)).toBe(
      true,
    );

    const baby = await t.deps.db
      .selectFrom('policy_members')
      .selectAll()
      .where('enrollment_id', '=', id)
      .where('number', '=', 3)
      .executeTakeFirstOrThrow();
    expect(baby).toMatchObject({ relationship: 'child', added_by_change: made.change_id });
    expect(openJson(t.deps.secretBox, baby.person)).toEqual({
      first_name: 'Baby',
      last_name: 'Lopez',
      birthdate: '03/14/2026',
      gender: '1',
    });
    const change = await t.deps.db
      .selectFrom('policy_changes')
      .selectAll()
      .where('id', '=', made.change_id)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      number: 1,
      kind: 'add_dependent',
      event: 'birth',
      event_date: '2026-03-14',
      effective_date: '2026-03-14',
      member_number: 3,
      made_by: 'member',
      monthly_before_cents: await catalogRate(t, DENTAL_PLAN_ID, 'IS', option),
      monthly_after_cents: family,
      carrier_status: 'submitted',
    });
    const items = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select(['carrier_id', 'status', 'change_id'])
      .where('enrollment_id', '=', id)
      .where('change_id', 'is not', null)
      .execute();
    expect(items).toEqual([{ carrier_id: 1, status: 'pending', change_id: made.change_id }]);

    // The same newborn again (the rep reporting it too): refused at the name, nothing written.
    const counts = await policyRowCounts(t, id);
    const twice = await refusedWith(makePolicyChange(t.deps, id, request, { who: 'rep', madeBy: 'rep:1' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.fieldErrors).toEqual([
      {
        target_element: 'person.first_name',
        error_message: 'Baby Lopez, born 03/14/2026, is already on this policy',
      },
    ]);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it('refuses day 31 of a 30-day window, naming the last day, and writes nothing', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    // A group plan's birth window: 0/30 (the demo's is 0/60).
    await t.deps.db
      .updateTable('life_events')
      .set({ window_after_days: 30 })
      .where('id', '=', 'birth')
      .execute();
    try {
      at('2026-04-14');
      const counts = await policyRowCounts(t, id);
      const request = {
        kind: 'add_dependent' as const,
        event: 'birth',
        event_date: '03/14/2026',
        person: BABY,
      };
      const late = await refusedWith(makePolicyChange(t.deps, id, request, MEMBER));
      expect(late.statusCode).toBe(409);
      expect(late.fieldErrors).toEqual([
        {
          target_element: 'event_date',
          error_message: 'Birth on 03/14/2026: changes were possible until 04/13/2026',
        },
      ]);
      expect((await refusedWith(previewPolicyChange(t.deps, id, request, MEMBER))).fieldErrors).toEqual(
        late.fieldErrors,
      );
      expect(await policyRowCounts(t, id)).toEqual(counts);
      at('2026-04-13');
      expect((await makePolicyChange(t.deps, id, request, MEMBER)).effective_date).toBe('03/14/2026');
    } finally {
      await t.deps.db
        .updateTable('life_events')
        .set({ window_after_days: 60 })
        .where('id', '=', 'birth')
        .execute();
    }
  });

  it('a marriage on 03/14 reported 03/20 covers the spouse from 04/01 at the Member + Spouse rate', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-20');
    const wife = { ...SPOUSE.primary_info, first_name: 'Rosa', ssn: '587654322' };
    const made = await makePolicyChange(
      t.deps,
      id,
      { kind: 'add_dependent', event: 'marriage', event_date: '03/14/2026', person: wife },
      MEMBER,
    );
    expect(made.effective_date).toBe('04/01/2026');
    const spans = await storedSpans(t, id);
    const option = spans[0]?.option ?? '';
    expect(spans.map((s) => [s.member_number, s.tier, s.start_date, s.end_date, s.premium_cents])).toEqual([
      [1, 'IO', '2026-02-01', '2026-03-31', await catalogRate(t, DENTAL_PLAN_ID, 'IO', option)],
      [1, 'IS', '2026-04-01', null, await catalogRate(t, DENTAL_PLAN_ID, 'IS', option)],
      [2, 'IS', '2026-04-01', null, null],
    ]);
  });

  it('covers a dependent added before the policy starts from the policy start, the old spans covering no day', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-01-25');
    const early = { ...BABY, birthdate: '01/22/2026' };
    const made = await makePolicyChange(
      t.deps,
      id,
      { kind: 'add_dependent', event: 'birth', event_date: '01/22/2026', person: early },
      MEMBER,
    );
    expect(made.effective_date).toBe('02/01/2026');
    const spans = await storedSpans(t, id);
    expect(spans.map((s) => [s.member_number, s.tier, s.start_date, s.end_date])).toEqual([
      [1, 'IO', '2026-02-01', '2026-01-31'],
      [1, 'IC', '2026-02-01', null],
      [2, 'IC', '2026-02-01', null],
    ]);
  });

  it('checks the dependent with the Dependents step rules: only a newborn may have no SSN', async () => {
    at('2026-01-20');
    const id = await submittedDental(t.browser(), 'IO');
    at('2026-03-20');
    const counts = await policyRowCounts(t, id);
    const noSsn = { ...SPOUSE.primary_info, ssn: '' };
    const spouse = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'add_dependent', event: 'marriage', event_date: '03/14/2026', person: noSsn },
        MEMBER,
      ),
    );
    expect(spouse.statusCode).toBe(400);
    expect(spouse.fieldErrors.map((e) => e.target_element)).toEqual(['person.ssn']);
    const child = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        {
          kind: 'add_dependent',
          event: 'adoption',
          event_date: '03/14/2026',
          person: { ...BABY, birthdate: '06/01/2020' },
        },
        MEMBER,
      ),
    );
    expect(child.fieldErrors.map((e) => e.target_element)).toEqual(['person.ssn']);
    const spouseBorn = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'add_dependent', event: 'birth', event_date: '03/14/2026', person: SPOUSE.primary_info },
        MEMBER,
      ),
    );
    expect(spouseBorn.fieldErrors).toEqual([
      { target_element: 'person.relationship', error_message: 'Birth adds a child, not a spouse' },
    ]);
    const noEvent = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'add_dependent', person: BABY }, MEMBER),
    );
    expect(noEvent.fieldErrors.map((e) => e.target_element)).toEqual(['event']);
    const wrongEvent = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'add_dependent', event: 'divorce', event_date: '03/14/2026', person: BABY },
        MEMBER,
      ),
    );
    expect(wrongEvent.statusCode).toBe(409);
    expect(wrongEvent.fieldErrors.map((e) => e.target_element)).toEqual(['event']);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it('answers 404 for an enrollment that is not submitted', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const missing = await refusedWith(
      makePolicyChange(
        t.deps,
        id,
        { kind: 'add_dependent', event: 'birth', event_date: '03/14/2026', person: BABY },
        MEMBER,
      ),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.fieldErrors).toEqual([{ target_element: 'policy_id', error_message: 'Policy not found' }]);
  });
});
