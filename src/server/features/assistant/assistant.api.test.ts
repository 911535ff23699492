import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { assistAdd, assistGet, checkLeadInformation, getTicketLink } from '../../../contract/assistantCalls';
import { REQUIRED } from '../../../domain/fieldRules';
import { LEAD_HELP_MESSAGE } from '../../../domain/forms/assistantForm';
import { isSealedText } from '../../db/sealedJson';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEVICE = 'dev_0123456789abcdef';
const at = { device_id: DEVICE, agent_id: 1, web_url: 'http://localhost/jordan-ellis' };

describe(`the contact-rep assistant (${TEST_DIALECT})`, () => {
  it('asks its questions in order, replaces an edited answer, then gives the 24-hour message', async () => {
    const browser = t.browser();
    expect(await browser.ok(checkLeadInformation, { query: at })).toEqual({ exists: false, message: null });
    const start = await browser.ok(assistGet, { query: at });
    expect(start).toEqual({
      question: { id: 1, question: 'What is your name?' },
      answers: [],
      message: null,
    });
    const second = await browser.ok(assistAdd, { body: { ...at, question_id: 1, answer: 'Ann Lee' } });
    expect(second.question?.id).toBe(2);
    const edited = await browser.ok(assistAdd, { body: { ...at, question_id: 1, answer: 'Ann B. Lee' } });
    expect(edited.answers).toEqual([
      { question_id: 1, answer: 'Ann B. Lee', assistant_question: { question: 'What is your name?' } },
    ]);
    await browser.ok(assistAdd, { body: { ...at, question_id: 2, answer: 'ann@example.com' } });
    const done = await browser.ok(assistAdd, {
      body: { ...at, question_id: 3, answer: 'Dental for my family' },
    });
    expect(done.question).toBeNull();
    expect(done.message).toBe(LEAD_HELP_MESSAGE);
    expect(done.answers).toHaveLength(3);
    // What a prospect tells the assistant is sealed at rest.
    const stored = await t.deps.db
      .selectFrom('assistant_answers')
      .select('answer')
      .where('device_id', '=', DEVICE)
      .execute();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(isSealedText(row.answer)).toBe(true);
      expect(row.answer).not.toMatch(/Ann|ann@example|Dental/);
    }
    expect(await browser.ok(checkLeadInformation, { query: at })).toEqual({
      exists: true,
      message: LEAD_HELP_MESSAGE,
    });

    // Another device, or the same device with another rep, starts afresh.
    expect(
      (await browser.ok(assistGet, { query: { ...at, device_id: 'dev_fedcba9876543210' } })).answers,
    ).toEqual([]);
    expect((await browser.ok(assistGet, { query: { ...at, agent_id: 2 } })).answers).toEqual([]);
  });

  it('refuses an empty answer, a bad device id, and unknown reps and questions', async () => {
    const browser = t.browser();
    const empty = await browser.call(assistAdd, { body: { ...at, question_id: 1, answer: '  ' } });
    expect(empty.errors).toEqual([{ target_element: 'answer', error_message: REQUIRED }]);
    const device = await browser.call(assistAdd, {
      body: { ...at, device_id: "x' OR 1=1", question_id: 1, answer: 'Hi' },
    });
    expect(device.errors).toEqual([{ target_element: 'device_id', error_message: 'Unknown device' }]);
    expect((await browser.call(assistGet, { query: { ...at, agent_id: 99 } })).statusCode).toBe(404);
    expect(
      (await browser.call(assistAdd, { body: { ...at, question_id: 77, answer: 'Hi' } })).statusCode,
    ).toBe(404);
    const long = await browser.call(assistAdd, { body: { ...at, question_id: 1, answer: 'x'.repeat(600) } });
    expect(long.statusCode).toBe(400);
  });

  it('get-ticket-link gives the support and feedback links', async () => {
    const links = await t.browser().ok(getTicketLink);
    expect(links.ticket).toMatch(/^mailto:support@/);
    expect(links.feedback).toMatch(/^mailto:feedback@/);
  });
});
