import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../testing/fixtures';
import { checkedOutEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { saveContactInfo } from '../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { toJsonText } from './json';
import { isSealedText, openJson } from './sealedJson';
import { sealPlainDocuments } from './sealPlainDocuments';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const STREET = '77 Quiet Harbor Lane';

describe(`personal documents sealed at rest (${TEST_DIALECT})`, () => {
  it('stores a saved step sealed as a whole: the address is not in the row, and reads back whole', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT, address1: STREET } });
    const rows = await t.deps.db
      .selectFrom('enrollment_tabs')
      .select(['tab', 'data'])
      .where('enrollment_id', '=', id)
      .execute();
    expect(rows.map((row) => row.tab)).toContain('contact');
    for (const row of rows) {
      expect(isSealedText(row.data)).toBe(true);
      expect(row.data).not.toContain('Quiet Harbor');
    }
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'contact_info' },
    });
    expect(read.result).toMatchObject({ address1: STREET });
  });

  it('seals the documents a store kept in plain text before, once, and they read back the same', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const contact = { ...CONTACT, address1: STREET };
    const health = { condition_questions: [], medication_question: null, notes: 'Asthma since 2001' };
    await t.deps.db
      .insertInto('enrollment_tabs')
      .values({
        enrollment_id: id,
        tab: 'contact',
        data: toJsonText(contact),
        updated_at: '2026-11-01T00:00:00Z',
      })
      .execute();
    await t.deps.db
      .insertInto('enrollment_drafts')
      .values({
        enrollment_id: id,
        tab: 'health',
        data: toJsonText(health),
        updated_at: '2026-11-01T00:00:00Z',
      })
      .execute();
    await t.deps.db
      .updateTable('member_health')
      .set({ data: toJsonText(health) })
      .where('member_id', '=', 5001)
      .execute();
    await t.deps.db
      .insertInto('plan_answers')
      .values({
        enrollment_id: id,
        plan_id: 101,
        answers: toJsonText([{ question_id: 1, answer: 'No' }]),
        outcome: 'accepted',
        saved_at: '2026-11-01T00:00:00Z',
      })
      .execute();

    await t.deps.db
      .insertInto('assistant_answers')
      .values({
        device_id: 'dev_plain0000000000',
        agent_id: 1,
        question_id: 1,
        answer: 'Ann Lee',
        web_url: 'http://localhost/jordan-ellis',
        updated_at: '2026-11-01T00:00:00Z',
      })
      .execute();

    expect(await sealPlainDocuments(t.deps.db, t.deps.secretBox)).toBeGreaterThanOrEqual(5);
    // Nothing is left in plain text, and a second start seals nothing more: it writes the pass down,
    // so later starts do not scan again.
    expect(await t.deps.db.selectFrom('sealing_passes').selectAll().execute()).toEqual([]);
    expect(await sealPlainDocuments(t.deps.db, t.deps.secretBox)).toBe(0);
    expect(await t.deps.db.selectFrom('sealing_passes').select('name').execute()).toEqual([
      { name: 'personal-documents-1' },
    ]);

    const tab = await t.deps.db
      .selectFrom('enrollment_tabs')
      .select('data')
      .where('enrollment_id', '=', id)
      .where('tab', '=', 'contact')
      .executeTakeFirstOrThrow();
    expect(isSealedText(tab.data)).toBe(true);
    const draft = await t.deps.db
      .selectFrom('enrollment_drafts')
      .select('data')
      .where('enrollment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(openJson(t.deps.secretBox, draft.data)).toEqual(health);
    const onFile = await t.deps.db
      .selectFrom('member_health')
      .select('data')
      .where('member_id', '=', 5001)
      .executeTakeFirstOrThrow();
    expect(openJson(t.deps.secretBox, onFile.data)).toEqual(health);
    const answers = await t.deps.db
      .selectFrom('plan_answers')
      .select('answers')
      .where('enrollment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(openJson(t.deps.secretBox, answers.answers)).toEqual([{ question_id: 1, answer: 'No' }]);

    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'contact_info' },
    });
    expect(read.result).toMatchObject({ address1: STREET });
    const answer = await t.deps.db
      .selectFrom('assistant_answers')
      .select('answer')
      .where('device_id', '=', 'dev_plain0000000000')
      .executeTakeFirstOrThrow();
    expect(isSealedText(answer.answer)).toBe(true);
    expect(t.deps.secretBox.open(answer.answer)).toBe('Ann Lee');
  });

  it("seals a current member's details and health answers on file from the start", async () => {
    const rows = [
      ...(await t.deps.db.selectFrom('member_profiles').select('data').execute()),
      ...(await t.deps.db.selectFrom('member_health').select('data').execute()),
    ];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !isSealedText(row.data))).toEqual([]);
  });
});
