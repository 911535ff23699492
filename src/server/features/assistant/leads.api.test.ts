import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { assistAdd, getLeadInformation } from '../../../contract/assistantCalls';
import { LEAD_HELP_MESSAGE } from '../../../domain/forms/assistantForm';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../mail/mailLimits';
import { openedBodies } from '../../mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = 'http://localhost/jordan-ellis';
/** The lead e-mails whose text holds `deviceAnswer`, with their bodies opened (they wait sealed). */
const leadMails = async (deviceAnswer: string) => {
  const rows = await t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'lead').execute();
  return rows
    .map((row) => {
      const bodies = openedBodies(t.deps.secretBox, row);
      return { ...row, text_body: bodies.text, html_body: bodies.html };
    })
    .filter((row) => row.text_body.includes(deviceAnswer));
};

async function answerAll(browser: TestBrowser, device: string, agentId: number, answers: string[]) {
  let last = null;
  for (const [index, answer] of answers.entries())
    last = await browser.ok(assistAdd, {
      body: { device_id: device, agent_id: agentId, web_url: page, question_id: index + 1, answer },
    });
  return last;
}

describe(`leads reach the rep (${TEST_DIALECT})`, () => {
  it('keeps the lead with its device and group, and mails the rep the answers once when done', async () => {
    const browser = t.browser();
    const device = 'dev_lead_0000000001';
    const at = { device_id: device, agent_id: 1, web_url: page };
    expect(await browser.ok(getLeadInformation, { query: at })).toEqual({ lead: null, message: null });
    const kept = await browser.ok(getLeadInformation, {
      query: { ...at, store_information: '1', group_id: 1929 },
    });
    expect(kept.lead).toEqual({
      device_id: device,
      agent_id: 1,
      group_id: 1929,
      web_url: page,
      completed: false,
      rep_notified: false,
    });

    await answerAll(browser, device, 1, ['Lena Park']);
    expect(await leadMails('Lena Park')).toEqual([]);
    const done = await answerAll(browser, device, 1, ['Lena Park', 'lena@example.com', 'Vision for two']);
    expect(done?.message).toBe(LEAD_HELP_MESSAGE);

    const mails = await leadMails('lena@example.com');
    expect(mails.map((m) => m.to_address)).toEqual(['jordan.ellis@example.com']);
    expect(mails[0]?.text_body).toContain('Lena Park');
    expect(mails[0]?.text_body).toContain('Vision for two');
    expect(mails[0]?.text_body).toContain('Member Benefit Store');
    expect(mails[0]?.text_body).toContain(`Page: ${page}`);

    const after = await browser.ok(getLeadInformation, { query: at });
    expect(after.lead).toMatchObject({ completed: true, rep_notified: true, group_id: 1929 });
    expect(after.message).toBe(LEAD_HELP_MESSAGE);

    // Editing an answer afterwards keeps it but does not mail the rep again.
    await answerAll(browser, device, 1, ['Lena Park', 'lena@example.com', 'Vision and dental']);
    expect(await leadMails('lena@example.com')).toHaveLength(1);
  });

  it('escapes a script in an answer and never links a hostile page address', async () => {
    const browser = t.browser();
    const device = 'dev_lead_0000000002';
    await browser.ok(assistAdd, {
      body: {
        device_id: device,
        agent_id: 2,
        web_url: 'javascript:alert(1)',
        question_id: 1,
        answer: '<script>alert("x")</script>Sam',
      },
    });
    await answerAll(browser, device, 2, ['<script>alert("x")</script>Sam', 'sam@example.com', 'Dental']);
    const [mail] = await leadMails('sam@example.com');
    expect(mail?.to_address).toBe('priya.nair@example.com');
    expect(mail?.html_body).not.toContain('<script>');
    expect(mail?.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;Sam');
    expect(mail?.text_body).not.toContain('javascript:');
    expect(mail?.html_body).not.toContain('javascript:');
  });

  it("shows nothing of another device's lead and keeps no other rep's group", async () => {
    const browser = t.browser();
    const owner = 'dev_lead_0000000003';
    await browser.ok(getLeadInformation, {
      query: { device_id: owner, agent_id: 1, web_url: page, store_information: '1' },
    });
    await answerAll(browser, owner, 1, ['Kim Doe', 'kim@example.com', 'Life']);

    // Another device asking for the same rep sees no lead; the owner's answers are never in the reply.
    const stranger = await t.browser().ok(getLeadInformation, {
      query: { device_id: 'dev_lead_0000000004', agent_id: 1, web_url: page },
    });
    expect(stranger).toEqual({ lead: null, message: null });
    const own = await browser.ok(getLeadInformation, {
      query: { device_id: owner, agent_id: 1, web_url: page },
    });
    expect(JSON.stringify(own)).not.toContain('kim@example.com');

    // Group 2512 is Priya Nair's: a lead with Jordan Ellis does not take it.
    const other = await browser.ok(getLeadInformation, {
      query: {
        device_id: 'dev_lead_0000000005',
        agent_id: 1,
        web_url: page,
        store_information: '1',
        group_id: 2512,
      },
    });
    expect(other.lead?.group_id).toBeNull();
  });

  it('refuses bad devices, unknown reps and bad flags with a field error', async () => {
    const browser = t.browser();
    const bad = await browser.call(getLeadInformation, {
      query: { device_id: "x' OR 1=1 --", agent_id: 1, web_url: page },
    });
    expect(bad.errors).toEqual([{ target_element: 'device_id', error_message: 'Unknown device' }]);
    const rep = await browser.call(getLeadInformation, {
      query: { device_id: 'dev_lead_0000000006', agent_id: 999, web_url: page, store_information: '1' },
    });
    expect(rep.statusCode).toBe(404);
    const flag = await browser.call(getLeadInformation, {
      query: { device_id: 'dev_lead_0000000006', agent_id: 1, web_url: page, store_information: 'yes' },
    });
    expect(flag.statusCode).toBe(400);
    expect(
      await t.deps.db
        .selectFrom('leads')
        .selectAll()
        .where('device_id', '=', 'dev_lead_0000000006')
        .execute(),
    ).toEqual([]);
  });

  it('finished conversations mail a rep only within the mail limits; a refused one keeps nothing', async () => {
    const browser = t.browser();
    const toElena = async () =>
      (
        await t.deps.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('kind', '=', 'lead')
          .where('to_address', '=', 'elena.cruz@example.com')
          .execute()
      ).length;
    const refused: string[] = [];
    for (let n = 0; n < 15; n += 1) {
      const device = `dev_flood_${String(n).padStart(10, '0')}`;
      await answerAll(browser, device, 4, ['Flood Person', 'flood@example.com']);
      const last = await browser.call(assistAdd, {
        body: { device_id: device, agent_id: 4, web_url: page, question_id: 3, answer: 'Anything' },
      });
      if (last.statusCode === 429) {
        refused.push(device);
        expect(last.errors?.[0]?.target_element).toBe('answer');
      } else expect(last.statusCode).toBe(200);
    }
    expect(await toElena()).toBeLessThanOrEqual(MAILS_PER_RECIPIENT_PER_HOUR);
    expect(refused.length).toBe(15 - (await toElena()));
    // The refused answer was not kept: the conversation still waits for it, and its lead is not done.
    const waiting = await browser.ok(getLeadInformation, {
      query: { device_id: refused[0] ?? '', agent_id: 4, web_url: page },
    });
    expect(waiting.lead?.completed).toBe(false);
  });
});
