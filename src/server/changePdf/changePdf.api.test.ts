import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../testing/fixtures';
import { memberLink, memberLinkPolicy, signedIn } from '../../../testing/memberPolicies';
import { drawnText, pdfText } from '../../../testing/pdfText';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { fullPath } from '../../contract/callPath';
import { getAgencyChangePdf, getChangePdf } from '../../contract/changePdfCalls';
import { getPolicy, makePolicyChange } from '../../contract/policyCalls';
import { createApiKey } from '../agency/apiKeys';
import { CHANGE_NOT_FOUND } from './changePdfFile';

/**
 * A change's confirmation PDF (issue 41), on the enrollment host and the agency API: read from the
 * policy's spans, for whoever reaches the policy, never an SSN.
 */
let now = new Date('2026-01-20T12:00:00Z');
let t: TestApp;
/** Ava Carter (5001) through her member link, a plan she has no policy of yet (102); rep 1 serves her. */
let ava: { browser: TestBrowser; id: string; policyId: string };
/** Noah Nguyen (5002), through his own member link. */
let noah: { browser: TestBrowser; id: string };
let newborn: { changeId: string; monthlyBefore: number; monthlyAfter: number };
const BABY_SSN = '587661234';

function download(browser: TestBrowser, query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: fullPath(getChangePdf),
    query,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
}

function agencyDownload(key: string, policyId: string, changeId: string) {
  return t.app.inject({
    method: 'GET',
    url: fullPath(getAgencyChangePdf).replace(':policy_id', policyId).replace(':change_id', changeId),
    headers: { authorization: `Bearer ${key}` },
  });
}

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  ava = await memberLinkPolicy(t, 5001, 102);
  noah = await memberLink(t, 5002);
  now = new Date('2026-03-20T12:00:00Z');
  const made = await ava.browser.ok(makePolicyChange, {
    body: {
      enrollment_id: ava.id,
      policy_id: ava.policyId,
      kind: 'add_dependent',
      event: 'birth',
      event_date: '03/14/2026',
      person: {
        relationship: 'child',
        first_name: 'Baby',
        last_name: 'Carter',
        birthdate: '03/14/2026',
        gender: '1',
        ssn: BABY_SSN,
      },
    },
  });
  const policy = await ava.browser.ok(getPolicy, {
    query: { enrollment_id: ava.id, policy_id: ava.policyId },
  });
  const change = policy.changes.find((each) => each.change_id === made.change_id);
  newborn = {
    changeId: made.change_id,
    monthlyBefore: change?.monthly_before ?? Number.NaN,
    monthlyAfter: change?.monthly_after ?? Number.NaN,
  };
}, 180_000);
afterAll(() => t.close());

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe(`a change's confirmation PDF (${TEST_DIALECT})`, () => {
  it("shows the member the newborn, the tiers and prices before and after and who made it, and no SSN's digits", async () => {
    const response = await download(ava.browser, {
      enrollment_id: ava.id,
      policy_id: ava.policyId,
      change_id: newborn.changeId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="change-${ava.policyId}-1.pdf"`,
    );
    const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`Change to policy ${ava.policyId}`);
    // The text as a reader reads it, a wrapped value joined again.
    const text = (await drawnText(response.rawPayload)).join(' ');
    expect(text).toContain(`Change to policy ${ava.policyId}`);
    expect(text).toContain('Change Change 1: Dependent added');
    expect(text).toContain('Life event Birth on 03/14/2026');
    expect(text).toContain('Effective date 03/14/2026');
    expect(text).toContain('Made by The member Made on 03/20/2026 at 12:00 UTC');
    expect(newborn.monthlyAfter).toBeGreaterThan(newborn.monthlyBefore);
    expect(text).toContain(`Monthly price before ${dollars(newborn.monthlyBefore)}`);
    expect(text).toContain(`Monthly price after ${dollars(newborn.monthlyAfter)}`);
    expect(text).toContain('Carrier status on 03/20/2026 Submitted');
    expect(text).toContain("Proof asked The birth certificate or the hospital's record of the birth");
    expect(text).toContain('Proof review No proof sent yet');
    // The subscriber's tier moves from Member Only to Member + Children on the birth's day; the
    // newborn had no coverage before it.
    expect(text).toMatch(
      /Maria Lopez \(Subscriber\) Before Harborline Dental Preferred \(Harborline Mutual\), Basic, Member Only: \d\d\/\d\d\/2026 – 03\/13\/2026 After Harborline Dental Preferred \(Harborline Mutual\), Basic, Member \+ Children: from 03\/14\/2026/,
    );
    expect(text).toMatch(
      /Baby Carter \(Child\) Before None After Harborline Dental Preferred \(Harborline Mutual\), Basic, Member \+ Children: from 03\/14\/2026/,
    );
    // No SSN's digits: not whole anywhere in the file, not even the last four in what it shows.
    const everything = await pdfText(response.rawPayload);
    const shown = text.replaceAll(ava.policyId, '');
    for (const ssn of [PERSONAL.ssn, BABY_SSN]) {
      expect(everything).not.toContain(ssn);
      expect(shown.replace(/\D/g, '')).not.toContain(ssn);
      expect(shown).not.toContain(ssn.slice(-4));
    }
  });

  it('reaches the member their own change only, and no change the policy does not have', async () => {
    const query = { policy_id: ava.policyId, change_id: newborn.changeId };
    const noahs = await download(noah.browser, { ...query, enrollment_id: noah.id });
    expect(noahs.statusCode).toBe(404);
    expect(noahs.json().data).toEqual([{ target_element: 'policy_id', error_message: 'Policy not found' }]);
    // Another browser naming Ava's member link enrollment is told there is no such enrollment.
    expect((await download(t.browser(), { ...query, enrollment_id: ava.id })).statusCode).toBe(404);
    const unknown = await download(ava.browser, { ...query, enrollment_id: ava.id, change_id: 'c-unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toEqual([{ target_element: 'change_id', error_message: CHANGE_NOT_FOUND }]);
  });

  it('reaches the rep whose book holds the policy, not another rep', async () => {
    const query = { policy_id: ava.policyId, change_id: newborn.changeId };
    const jordan = await download(await signedIn(t, 'jordan.ellis@example.com'), query);
    expect(jordan.statusCode, jordan.body).toBe(200);
    expect(await pdfText(jordan.rawPayload)).toContain('Baby Carter (Child)');
    expect((await download(await signedIn(t, 'priya.nair@example.com'), query)).statusCode).toBe(404);
  });

  it("answers a key in the policy's scope, reading keys too; outside it, or an unknown change, 404", async () => {
    const at = t.deps.now();
    const reader = (await createApiKey(t.deps.db, { kind: 'agency' }, at)).key;
    const jordans = (await createApiKey(t.deps.db, { kind: 'rep', agentId: 1 }, at)).key;
    const priyas = (await createApiKey(t.deps.db, { kind: 'rep', agentId: 2 }, at, true)).key;
    const redwood = (await createApiKey(t.deps.db, { kind: 'group', groupId: 2556 }, at)).key;
    for (const key of [reader, jordans]) {
      const read = await agencyDownload(key, ava.policyId, newborn.changeId);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(read.rawPayload)).toContain('Baby Carter (Child)');
    }
    for (const key of [priyas, redwood]) {
      const outside = await agencyDownload(key, ava.policyId, newborn.changeId);
      expect(outside.statusCode).toBe(404);
      expect(outside.json().data).toEqual([
        { target_element: 'policy_id', error_message: 'Enrollment not found' },
      ]);
    }
    const unknown = await agencyDownload(reader, ava.policyId, 'c-unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toEqual([{ target_element: 'change_id', error_message: CHANGE_NOT_FOUND }]);
  });
});
