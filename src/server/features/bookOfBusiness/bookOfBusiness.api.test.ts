import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../../testing/fixtures';
import {
  ADULT_FILTER,
  addCheapest,
  submittedByAccount,
  submittedEnrollment,
} from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import {
  BOOK_ENROLLMENT_NOT_FOUND,
  BOOK_PAGE_SIZE,
  continueBookEnrollment,
  getBookOfBusiness,
  getBookOfBusinessCsv,
} from '../../../contract/bookOfBusinessCalls';
import { fullPath } from '../../../contract/callPath';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { savePersonalInfo } from '../../../contract/enrollmentCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { recordStatusEvent } from '../../agency/statusEvents';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
const JORDAN = { eprocess: 'rep', agent_id: 1, platform_group_id: 1 };
/** Jordan Ellis (rep 1): one submitted, one in progress for Zelda; Priya Nair (rep 2): one submitted for Redwood (group 2556), one in progress. */
let jordanSubmitted: { id: string; policyId: string };
let jordanOpen: string;
let priyaRedwood: { id: string; policyId: string };
let priyaOpen: string;
let shopperPolicy: string;
/** A carrier's rejection reason that a spreadsheet would run as a formula. */
const FORMULA_REASON = '=HYPERLINK("http://evil.example","AK9 5")';

async function signedIn(username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

/** An enrollment a signed-in rep starts and takes as far as Personal Information. */
async function inProgress(browser: TestBrowser, context: Record<string, unknown>, firstName: string) {
  const created = await browser.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, ...context } });
  const id = created.temp_enrollment_id;
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL, first_name: firstName } });
  return id;
}

/** The CSV download as the browser gets it: status, headers and text. */
async function csv(browser: TestBrowser, query: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getBookOfBusinessCsv),
    query,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

beforeAll(async () => {
  t = await startTestApp();
  shopperPolicy = (await submittedEnrollment(t.browser())).policyId;
  const jordan = await signedIn('jordan.ellis@example.com');
  jordanSubmitted = await submittedByAccount(jordan, JORDAN);
  jordanOpen = await inProgress(jordan, JORDAN, 'Zelda');
  const priya = await signedIn('priya.nair@example.com');
  priyaRedwood = await submittedByAccount(
    priya,
    { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 },
    { enrollerCode: 'PN2001', billing: { payment_method: 'stmt', bill_date: '28' } },
  );
  priyaOpen = await inProgress(priya, { eprocess: 'rep', agent_id: 2, platform_group_id: 3 }, 'Yara');
  // The carrier feed's seam: Jordan's submission is rejected with a reason.
  await t.deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enrollments')
      .set({ carrier_status: 'rejected' })
      .where('id', '=', jordanSubmitted.id)
      .execute();
    await recordStatusEvent(trx, {
      enrollmentId: jordanSubmitted.id,
      status: 'rejected',
      at: new Date(),
      detail: FORMULA_REASON,
    });
  });
}, 120_000);
afterAll(() => t.close());

describe(`book of business (${TEST_DIALECT})`, () => {
  it("lists a rep's own enrollments, in progress and submitted, and no one else's; no secrets", async () => {
    const jordan = await signedIn('jordan.ellis@example.com');
    const book = await jordan.ok(getBookOfBusiness, {});
    expect(book.total).toBe(2);
    const open = book.result.find((row) => row.status === 'in_progress');
    const rejected = book.result.find((row) => row.policy_id === jordanSubmitted.policyId);
    expect(open).toMatchObject({
      name: `Zelda ${PERSONAL.last_name}`,
      policy_id: null,
      step_reached: 'Personal Information',
      enrollment_id: jordanOpen,
      carriers: [],
    });
    expect(open?.plans.length).toBe(1);
    expect(open?.recurring_month_cost).toBeGreaterThan(0);
    expect(rejected).toMatchObject({
      name: `${PERSONAL.first_name} ${PERSONAL.last_name}`,
      status: 'rejected',
      status_detail: FORMULA_REASON,
      step_reached: null,
      enrollment_id: null,
    });
    expect(rejected?.effective_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rejected?.initial_month_cost).toBeGreaterThan(0);
    const text = JSON.stringify(book);
    expect(text).not.toContain(PERSONAL.ssn);
    expect(text).not.toContain(priyaOpen);
    expect(text).not.toContain(priyaRedwood.policyId);
    expect(text).not.toContain(shopperPolicy);

    const priya = await signedIn('priya.nair@example.com');
    const theirs = await priya.ok(getBookOfBusiness, {});
    expect(theirs.result.map((row) => row.policy_id ?? row.enrollment_id).sort()).toEqual(
      [priyaRedwood.policyId, priyaOpen].sort(),
    );
    expect((await t.browser().call(getBookOfBusiness, {})).statusCode).toBe(401);
  });

  it("gives a group administrator the group's enrollments, none to continue", async () => {
    const admin = await signedIn('admin.2556@example.com');
    const book = await admin.ok(getBookOfBusiness, {});
    expect(book.result.map((row) => row.policy_id)).toEqual([priyaRedwood.policyId]);
    expect(book.result[0]?.status).toBe('submitted');
    expect(book.result[0]?.enrollment_id).toBeNull();
  });

  it('searches by name or policy id and filters by status, on the server', async () => {
    const jordan = await signedIn('jordan.ellis@example.com');
    const names = async (query: Record<string, unknown>) =>
      (await jordan.ok(getBookOfBusiness, { query })).result.map((row) => row.name);
    expect(await names({ search: 'zEl' })).toEqual([`Zelda ${PERSONAL.last_name}`]);
    expect(await names({ search: jordanSubmitted.policyId.slice(-6).toLowerCase() })).toEqual([
      `${PERSONAL.first_name} ${PERSONAL.last_name}`,
    ]);
    // Someone else's client is not found by name either.
    expect(await names({ search: 'Yara' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ status: 'in_progress' })).toEqual([`Zelda ${PERSONAL.last_name}`]);
    expect(await names({ status: 'rejected' })).toEqual([`${PERSONAL.first_name} ${PERSONAL.last_name}`]);
    expect(await names({ status: 'accepted' })).toEqual([]);
    const bad = await jordan.call(getBookOfBusiness, { query: { status: 'lost', search: 'x'.repeat(101) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((error) => error.target_element).sort()).toEqual(['search', 'status']);
  });

  it('continues an in-progress enrollment only for the rep who started it', async () => {
    const started = await signedIn('jordan.ellis@example.com');
    const elsewhere = await signedIn('jordan.ellis@example.com');
    const read = (browser: TestBrowser) =>
      browser.call(getEnrollmentTempInfo, { query: { enrollment_id: jordanOpen, column: 'primary_info' } });
    expect((await read(elsewhere)).statusCode).toBe(404);

    const refusals = [
      await (await signedIn('priya.nair@example.com')).call(continueBookEnrollment, {
        body: { enrollment_id: jordanOpen },
      }),
      await (await signedIn('admin.2556@example.com')).call(continueBookEnrollment, {
        body: { enrollment_id: priyaOpen },
      }),
      await elsewhere.call(continueBookEnrollment, { body: { enrollment_id: jordanSubmitted.id } }),
      await elsewhere.call(continueBookEnrollment, { body: { enrollment_id: '0'.repeat(32) } }),
      // Signed out, the rep's own enrollment is as unknown as any.
      await t.browser().call(continueBookEnrollment, { body: { enrollment_id: jordanOpen } }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.errors).toEqual([
        { target_element: 'enrollment_id', error_message: BOOK_ENROLLMENT_NOT_FOUND },
      ]);
    }

    const resumed = await elsewhere.ok(continueBookEnrollment, { body: { enrollment_id: jordanOpen } });
    expect(resumed).toMatchObject({
      enrollment_id: jordanOpen,
      saved_tab: 'primary_info',
      others: { eprocess: 'rep', agent_id: 1 },
    });
    expect((await read(elsewhere)).statusCode).toBe(200);
    // The enrollment moved: the browser that had it no longer opens it (as a resume by code does).
    expect((await read(started)).statusCode).toBe(404);
  });

  it('downloads the same rows, search applied, as CSV with formulas neutralised', async () => {
    const jordan = await signedIn('jordan.ellis@example.com');
    const all = await csv(jordan);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="book-of-business-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.headers['cache-control']).toBe('no-store');
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Policy ID,Status,Status detail,Step reached,Plans,Effective date,First month premium,Monthly premium,Started or submitted at',
    );
    expect(lines).toHaveLength(3);
    const rejected = lines.find((line) => line.includes(jordanSubmitted.policyId)) ?? '';
    expect(rejected).toContain(',Rejected,"\'=HYPERLINK(""http://evil.example"",""AK9 5"")",');
    expect(lines.find((line) => line.startsWith('Zelda'))).toContain(',In progress,,Personal Information,');
    expect(all.text).not.toContain(PERSONAL.ssn);
    expect(all.text).not.toContain(jordanOpen);

    const searched = await csv(jordan, { search: 'zelda' });
    expect(searched.text.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await csv(t.browser())).status).toBe(401);
  });

  it('pages ten at a time, also when searching', async () => {
    const priya = await signedIn('priya.nair@example.com');
    for (let n = 0; n < BOOK_PAGE_SIZE; n += 1)
      await priya.ok(addFilterForNewUser, {
        body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 2, platform_group_id: 3 },
      });
    const first = await priya.ok(getBookOfBusiness, {});
    const second = await priya.ok(getBookOfBusiness, { query: { page: 2 } });
    expect(first.total).toBe(BOOK_PAGE_SIZE + 2);
    expect(first.result).toHaveLength(BOOK_PAGE_SIZE);
    expect(second.result).toHaveLength(2);
    const keyOf = (row: (typeof first.result)[number]) => row.policy_id ?? row.enrollment_id;
    const seen = new Set([...first.result, ...second.result].map(keyOf));
    expect(seen.size).toBe(BOOK_PAGE_SIZE + 2);
    // Newest first: the ten just started come before Yara's and the Redwood submission.
    expect(second.result.map(keyOf).sort()).toEqual([priyaOpen, priyaRedwood.policyId].sort());
    const searched = await priya.ok(getBookOfBusiness, { query: { search: 'yara', page: 1 } });
    expect(searched.total).toBe(1);
    expect((await priya.ok(getBookOfBusiness, { query: { search: 'yara', page: 2 } })).result).toEqual([]);
  });
});
