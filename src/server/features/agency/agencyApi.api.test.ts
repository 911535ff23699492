import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, PERSONAL } from '../../../../testing/fixtures';
import { ADULT_FILTER, submittedByAccount, submittedEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import {
  AGENCY_ENROLLMENT_NOT_FOUND,
  AGENCY_PAGE_LIMIT_MAX,
  getAgencyEnrollment,
  listAgencyEnrollments,
} from '../../../contract/agencyCalls';
import { signIn } from '../../../contract/authCalls';
import { fullPath } from '../../../contract/callPath';
import type { DataOf } from '../../../contract/endpoint';
import type { ErrorEnvelope } from '../../../contract/envelope';
import { addFilterForNewUser } from '../../../contract/filterCalls';
import { TOO_MANY_ATTEMPTS } from '../../../domain/forms/signInForm';
import { API_KEY_FAILURES_PER_ADDRESS, API_KEY_NEEDED } from '../../agency/agencyKeyAuth';
import { createApiKey, revokeApiKey } from '../../agency/apiKeys';
import { API_KEY_SCHEME } from '../../http/openApi';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { UNMASKED_FOR_AGENCY_ONLY, UNMASKED_READ_ACTION } from './agencyHandlers';

/** The store's clock: each submission a minute after the last, so changed_since can tell them apart. */
let clock = new Date();
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
  return clock;
};

let t: TestApp;
let keys: { agency: string; jordan: string; priya: string; redwood: string };
/** Submitted enrollments: a shopper's, two of Jordan Ellis (rep 1), one of Priya Nair (rep 2) for Redwood (group 2556). */
let shopper: { id: string; policyId: string; browser: TestBrowser };
let jordanFirst: { id: string; policyId: string };
let jordanSecond: { id: string; policyId: string };
let priyaRedwood: { id: string; policyId: string };
/** Between Jordan's two submissions. */
let betweenJordans: string;

async function signedIn(username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

/** A GET on the agency API with `key` as the bearer (none when null), from `address`. */
function agencyGet(key: string | null, url: string, address?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    ...(address ? { remoteAddress: address } : {}),
  });
}

const listUrl = fullPath(listAgencyEnrollments);
const detailUrl = (policyId: string, query = '') =>
  `${fullPath(getAgencyEnrollment).replace(':policy_id', policyId)}${query}`;

async function list(key: string, query = '') {
  const response = await agencyGet(key, `${listUrl}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof listAgencyEnrollments>;
}

async function detail(key: string, policyId: string, query = '') {
  const response = await agencyGet(key, detailUrl(policyId, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof getAgencyEnrollment>;
}

const policiesOf = (data: DataOf<typeof listAgencyEnrollments>) =>
  data.items.map((item) => item.policy_id).sort();

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const at = new Date();
  keys = {
    agency: (await createApiKey(t.deps.db, { kind: 'agency' }, at)).key,
    jordan: (await createApiKey(t.deps.db, { kind: 'rep', agentId: 1 }, at)).key,
    priya: (await createApiKey(t.deps.db, { kind: 'rep', agentId: 2 }, at)).key,
    redwood: (await createApiKey(t.deps.db, { kind: 'group', groupId: 2556 }, at)).key,
  };
  const browser = t.browser();
  tick();
  shopper = { ...(await submittedEnrollment(browser)), browser };
  const jordan = await signedIn('jordan.ellis@example.com');
  jordanFirst = await submittedByAccount(
    jordan,
    { eprocess: 'rep', agent_id: 1, platform_group_id: 1 },
    undefined,
    tick,
  );
  betweenJordans = new Date(tick().getTime() + 1).toISOString();
  tick();
  jordanSecond = await submittedByAccount(
    jordan,
    { eprocess: 'rep', agent_id: 1, platform_group_id: 1 },
    undefined,
    tick,
  );
  const priya = await signedIn('priya.nair@example.com');
  priyaRedwood = await submittedByAccount(
    priya,
    { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 },
    // Redwood bills by statement and needs its rep's enroller code.
    { enrollerCode: 'PN2001', billing: { payment_method: 'stmt', bill_date: '28' } },
    tick,
  );
}, 120_000);
afterAll(() => t.close());

describe(`agency API keys (${TEST_DIALECT})`, () => {
  it('refuses a call without a key, with a malformed, unknown or revoked key: 401 in the error envelope', async () => {
    const unknown = `bsk_${'0'.repeat(16)}_${'A'.repeat(43)}`;
    const wrongSecret = `${keys.agency.slice(0, 21)}${'B'.repeat(43)}`;
    for (const key of [null, 'not-a-key', unknown, wrongSecret]) {
      const response = await agencyGet(key, listUrl);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        statusCode: 401,
        data: [{ target_element: 'authorization', error_message: API_KEY_NEEDED }],
      } satisfies ErrorEnvelope);
    }
    // A bad key is refused before its input is read: no key and a bad page still answer 401.
    expect((await agencyGet(null, `${listUrl}?page=0`)).statusCode).toBe(401);
    expect((await agencyGet(null, detailUrl(jordanFirst.policyId))).statusCode).toBe(401);
  });

  it('refuses a revoked key at once', async () => {
    const made = await createApiKey(t.deps.db, { kind: 'agency' }, new Date());
    expect((await agencyGet(made.key, listUrl)).statusCode).toBe(200);
    await revokeApiKey(t.deps.db, made.id, new Date());
    expect((await agencyGet(made.key, listUrl)).statusCode).toBe(401);
    expect((await agencyGet(made.key, detailUrl(shopper.policyId))).statusCode).toBe(401);
  });

  it('limits failed keys per address as failed sign-ins are', async () => {
    const address = '198.51.100.77';
    for (let n = 0; n < API_KEY_FAILURES_PER_ADDRESS; n += 1)
      expect((await agencyGet('guess', listUrl, address)).statusCode).toBe(401);
    const refused = await agencyGet('guess', listUrl, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toEqual([
      { target_element: 'authorization', error_message: TOO_MANY_ATTEMPTS },
    ]);
    // Another address is not held back.
    expect((await agencyGet('guess', listUrl, '198.51.100.78')).statusCode).toBe(401);
  });
});

describe(`agency API enrollments (${TEST_DIALECT})`, () => {
  it("gives a rep's key that rep's enrollments only, a group's key the group's, the agency's key all", async () => {
    expect(policiesOf(await list(keys.jordan))).toEqual([jordanFirst.policyId, jordanSecond.policyId].sort());
    expect(policiesOf(await list(keys.priya))).toEqual([priyaRedwood.policyId]);
    expect(policiesOf(await list(keys.redwood))).toEqual([priyaRedwood.policyId]);
    const all = await list(keys.agency);
    expect(all.total).toBe(4);
    expect(policiesOf(all)).toEqual(
      [shopper.policyId, jordanFirst.policyId, jordanSecond.policyId, priyaRedwood.policyId].sort(),
    );
  });

  it("answers another scope's enrollment as it answers an unknown one: 404", async () => {
    const unknown = await agencyGet(keys.jordan, detailUrl('BS0000000000'));
    const others = [
      await agencyGet(keys.jordan, detailUrl(priyaRedwood.policyId)),
      await agencyGet(keys.jordan, detailUrl(shopper.policyId)),
      await agencyGet(keys.redwood, detailUrl(jordanFirst.policyId)),
      await agencyGet(keys.priya, `${detailUrl(jordanFirst.policyId)}/pdf`),
    ];
    for (const response of [unknown, ...others]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().data).toEqual([
        { target_element: 'policy_id', error_message: AGENCY_ENROLLMENT_NOT_FOUND },
      ]);
    }
    expect((await detail(keys.jordan, jordanFirst.policyId)).policy_id).toBe(jordanFirst.policyId);
  });

  it('lists each enrollment with its status, times, effective date, plans, premium, rep and group', async () => {
    const [item] = (await list(keys.priya)).items;
    const row = await t.deps.db
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', priyaRedwood.id)
      .executeTakeFirstOrThrow();
    const receipt = JSON.parse(row.submitted_purchase ?? 'null');
    expect(item).toEqual({
      policy_id: priyaRedwood.policyId,
      status: 'submitted',
      submitted_at: row.submitted_at,
      updated_at: row.updated_at,
      effective_date: row.effective_date,
      plans: receipt.plans,
      premium: {
        initial_month_cost: receipt.initial_month_cost,
        recurring_month_cost: receipt.recurring_month_cost,
        one_time_fees: receipt.one_time_fees,
      },
      rep_id: 2,
      group_id: 2556,
    });
    expect(item?.plans.length).toBeGreaterThan(0);
    expect(item?.premium.recurring_month_cost).toBeGreaterThan(0);
  });

  it('pages, newest submission first, with a largest page', async () => {
    const first = await list(keys.agency, '?limit=3');
    const second = await list(keys.agency, '?limit=3&page=2');
    expect(first).toMatchObject({ page: 1, limit: 3, total: 4 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.policy_id)).toEqual([shopper.policyId]);
    expect(first.items.map((item) => item.policy_id)).toEqual([
      priyaRedwood.policyId,
      jordanSecond.policyId,
      jordanFirst.policyId,
    ]);
    const tooMany = await agencyGet(keys.agency, `${listUrl}?limit=${AGENCY_PAGE_LIMIT_MAX + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data).toEqual([
      { target_element: 'limit', error_message: `Must be at most ${AGENCY_PAGE_LIMIT_MAX}` },
    ]);
    expect((await agencyGet(keys.agency, `${listUrl}?page=abc`)).statusCode).toBe(400);
  });

  it('filters by changed_since and status', async () => {
    expect(
      policiesOf(await list(keys.jordan, `?changed_since=${encodeURIComponent(betweenJordans)}`)),
    ).toEqual([jordanSecond.policyId]);
    expect(
      policiesOf(await list(keys.agency, `?changed_since=${encodeURIComponent(betweenJordans)}`)),
    ).toEqual([jordanSecond.policyId, priyaRedwood.policyId].sort());
    expect((await list(keys.agency, '?status=submitted')).total).toBe(4);
    expect((await list(keys.agency, '?status=rejected')).items).toEqual([]);
    const badTime = await agencyGet(keys.agency, `${listUrl}?changed_since=yesterday`);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().data[0].target_element).toBe('changed_since');
    expect((await agencyGet(keys.agency, `${listUrl}?status=lost`)).statusCode).toBe(400);
  });

  it('gives the whole enrollment, masked, with its status history from the submission', async () => {
    const found = await detail(keys.agency, shopper.policyId);
    expect(found.unmasked).toBe(false);
    expect(found.status_history).toEqual([{ status: 'submitted', at: found.submitted_at, detail: null }]);
    expect(found.steps.map((step) => step.step)).toEqual(expect.arrayContaining(['personal', 'billing']));
    const personal = found.steps.find((step) => step.step === 'personal');
    expect(personal?.completed).toBe(true);
    expect(personal?.sections.flatMap((section) => section.rows).length).toBeGreaterThan(0);
    expect(found.documents.personal?.first_name).toBe(PERSONAL.first_name);
    expect(String(found.documents.personal?.ssn)).toMatch(/^•+6789$/);
    const text = JSON.stringify(found);
    expect(text).not.toContain(PERSONAL.ssn);
    expect(text).not.toContain(BANK.account_number);
  });

  it("unmasks for the agency's key only, and writes every unmasked read to the audit trail", async () => {
    const auditOf = () =>
      t.deps.db
        .selectFrom('audit_log')
        .selectAll()
        .where('enrollment_id', '=', jordanFirst.id)
        .where('action', '=', UNMASKED_READ_ACTION)
        .execute();
    const refused = await agencyGet(keys.jordan, detailUrl(jordanFirst.policyId, '?unmasked=true'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toEqual([
      { target_element: 'unmasked', error_message: UNMASKED_FOR_AGENCY_ONLY },
    ]);
    await detail(keys.agency, jordanFirst.policyId);
    expect(await auditOf()).toEqual([]);

    const open = await detail(keys.agency, jordanFirst.policyId, '?unmasked=true');
    expect(open.unmasked).toBe(true);
    expect(open.documents.personal?.ssn).toBe(PERSONAL.ssn);
    expect(open.documents.billing?.account_number).toBe(BANK.account_number);
    await detail(keys.agency, jordanFirst.policyId, '?unmasked=true');
    const audit = await auditOf();
    expect(audit).toHaveLength(2);
    const keyId = keys.agency.slice(4, 20);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      api_key: keyId,
      policy_id: jordanFirst.policyId,
    });
    expect(audit[0]?.details).not.toContain(keys.agency);
  });

  it('serves the signed application PDF, the one its applicant downloads', async () => {
    const pdf = await agencyGet(keys.agency, `${detailUrl(shopper.policyId)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(shopper.policyId);
    const applicants = await t.app.inject({
      method: 'GET',
      url: `/api/v1/get-application-pdf?enrollment_id=${shopper.id}`,
      headers: { cookie: shopper.browser.cookie ?? '' },
    });
    expect(applicants.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(pdf.rawPayload, applicants.rawPayload)).toBe(0);
  });

  it('does not list an enrollment in progress', async () => {
    const jordan = await signedIn('jordan.ellis@example.com');
    await jordan.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1, platform_group_id: 1 },
    });
    expect((await list(keys.jordan)).total).toBe(2);
  });

  it('is in the OpenAPI document with bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/agency/v1/enrollments',
      '/api/agency/v1/enrollments/{policy_id}',
      '/api/agency/v1/enrollments/{policy_id}/pdf',
    ]) {
      expect(doc.paths[path]?.get?.security, path).toEqual([{ [API_KEY_SCHEME]: [] }]);
    }
    expect(doc.paths['/api/v1/get-states']?.get?.security).toBeUndefined();
  });
});
