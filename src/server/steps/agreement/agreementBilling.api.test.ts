import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_FILTER,
  addCheapest,
  checkedOutEnrollment,
  startEnrollment,
} from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getAgreementTexts, getPaymentMethod } from '../../../contract/agreementBillingCalls';
import { signIn } from '../../../contract/authCalls';
import { addFilterForNewUser, changeFilterInfo } from '../../../contract/filterCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { ELIST_PORTAL_ID } from '../../seed/demoPeople';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const GENERAL = ['Authorization', 'Accuracy of information', 'Right to cancel'];
const CRESCENT_PLAN_ID = 151;
/** Crescent's disability income plan: in Lakeside Schools' menu, for earners of $15,000 and 20 hours. */
const CRESCENT_DI_PLAN_ID = 183;

async function signedIn(username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

async function texts(browser: TestBrowser, id: string) {
  return (await browser.ok(getAgreementTexts, { query: { enrollment_id: id } })).result;
}

async function method(browser: TestBrowser, id: string) {
  return (await browser.ok(getPaymentMethod, { query: { enrollment_id: id } })).result;
}

/** An enrollment started with these extra filter fields (who enrolls, for which group or portal). */
async function enrollmentFor(browser: TestBrowser, extra: Record<string, unknown>): Promise<string> {
  const created = await browser.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, ...extra } });
  return created.temp_enrollment_id;
}

describe(`agreement texts and payment method (${TEST_DIALECT})`, () => {
  it('a dental-only cart gets the three general texts, all to be ticked, in order', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const result = await texts(browser, id);
    expect(result.map((text) => text.text_head)).toEqual(GENERAL);
    expect(result.every((text) => text.text_required)).toBe(true);
    expect(result[0]?.text_body).toMatch(/^I authorize the carriers named in this application/);
    expect(result[2]?.text_body).toMatch(/cancel any plan in this application within 30 days/);
  });

  it("Keystone term life adds its beneficiary statement; Summit's medical plan a notice not to tick", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' });
    await addCheapest(browser, id, 141);
    const life = await texts(browser, id);
    expect(life.map((text) => text.text_head)).toEqual([...GENERAL, 'Beneficiary designation']);
    expect(life[3]?.text_body).toMatch(/Keystone Benefit Life/);
    expect(life[3]?.text_required).toBe(true);

    await addCheapest(browser, id, 142);
    await addCheapest(browser, id, 123);
    const both = await texts(browser, id);
    // The beneficiary statement configured for both Keystone plans is shown once.
    expect(both.map((text) => text.text_head)).toEqual([
      ...GENERAL,
      'Beneficiary designation',
      'Pre-existing conditions notice',
    ]);
    expect(both[4]?.text_required).toBe(false);

    const dentalOnly = t.browser();
    const other = await checkedOutEnrollment(dentalOnly);
    expect((await texts(dentalOnly, other)).map((text) => text.text_head)).not.toContain(
      'Beneficiary designation',
    );
  });

  it('texts follow their position, whatever order they were configured in', async () => {
    await t.deps.db
      .insertInto('agreement_texts')
      .values({
        id: 900,
        position: 15,
        text_head: 'Harborline dental waiting periods',
        text_body: 'Major services are covered after 12 months on the plan.',
        text_required: 1,
        carrier_id: 1,
        plan_id: null,
      })
      .execute();
    try {
      const browser = t.browser();
      const id = await checkedOutEnrollment(browser);
      expect((await texts(browser, id)).map((text) => text.text_head)).toEqual([
        'Authorization',
        'Harborline dental waiting periods',
        'Accuracy of information',
        'Right to cancel',
      ]);
    } finally {
      await t.deps.db.deleteFrom('agreement_texts').where('id', '=', 900).execute();
    }
  });

  it('the payment method is the default eft, or cc for a Crescent plan in the cart', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    expect(await method(browser, id)).toBe('eft');
    await addCheapest(browser, id, CRESCENT_PLAN_ID);
    expect(await method(browser, id)).toBe('cc');
  });

  it("a portal's method outranks a carrier's, a group's outranks a portal's", async () => {
    const rep = await signedIn('marcus.reed@example.com');
    const viaPortal = await enrollmentFor(rep, {
      eprocess: 'rep',
      agent_id: 3,
      platform_group_id: ELIST_PORTAL_ID,
    });
    expect(await method(rep, viaPortal)).toBe('elist');
    await addCheapest(rep, viaPortal, CRESCENT_PLAN_ID);
    expect(await method(rep, viaPortal)).toBe('elist');

    const otherPortal = await enrollmentFor(rep, { eprocess: 'rep', agent_id: 3, platform_group_id: 6 });
    expect(await method(rep, otherPortal)).toBe('eft');

    const groupAndPortal = await enrollmentFor(rep, {
      eprocess: 'rep',
      agent_id: 3,
      group_id: 3002,
      platform_group_id: ELIST_PORTAL_ID,
    });
    expect(await method(rep, groupAndPortal)).toBe('list');
  });

  it("a group's own method applies to its enrollments, over a carrier's", async () => {
    const lakeside = await signedIn('admin.3002@example.com');
    // A group enrollment is priced through a portal: its rep's other one, not the EFT list portal.
    const id = await enrollmentFor(lakeside, { eprocess: 'group', group_id: 3002, platform_group_id: 6 });
    expect(await method(lakeside, id)).toBe('list');
    await lakeside.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: 60000, working_hours: 40 },
    });
    await addCheapest(lakeside, id, CRESCENT_DI_PLAN_ID);
    const carriers = await t.deps.db
      .selectFrom('cart_lines')
      .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
      .select('plans.carrier_id')
      .where('cart_lines.enrollment_id', '=', id)
      .execute();
    expect(carriers).toEqual([{ carrier_id: 5 }]);
    expect(await method(lakeside, id)).toBe('list');

    const redwood = await signedIn('admin.2556@example.com');
    const other = await enrollmentFor(redwood, { eprocess: 'group', group_id: 2556 });
    expect(await method(redwood, other)).toBe('stmt');

    const summit = await signedIn('admin.3001@example.com');
    const unconfigured = await enrollmentFor(summit, { eprocess: 'group', group_id: 3001 });
    expect(await method(summit, unconfigured)).toBe('eft');
  });

  it('refuses hostile input at the enrollment id without a server error', async () => {
    const browser = t.browser();
    await startEnrollment(browser);
    for (const call of [getAgreementTexts, getPaymentMethod]) {
      for (const enrollment_id of ["' OR 1=1 --", 'a'.repeat(5000), '../../etc/passwd', '']) {
        const result = await browser.call(call, { query: { enrollment_id } });
        expect(result.statusCode, call.path).toBe(400);
        expect(result.errors).toEqual([
          { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
        ]);
      }
      const missing = await browser.call(call, { query: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.errors.map((error) => error.target_element)).toEqual(['enrollment_id']);
    }
  });

  it('another browser gets 404 for an enrollment it does not own, and learns nothing', async () => {
    const owner = t.browser();
    const id = await checkedOutEnrollment(owner);
    const stranger = t.browser();
    await startEnrollment(stranger);
    for (const call of [getAgreementTexts, getPaymentMethod]) {
      for (const browser of [stranger, t.browser()]) {
        const result = await browser.call(call, { query: { enrollment_id: id } });
        expect(result.statusCode, call.path).toBe(404);
        expect(result.errors).toEqual([
          { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
        ]);
        expect(JSON.stringify(result.body)).not.toMatch(/Authorization|eft/);
      }
    }
    expect(await method(owner, id)).toBe('eft');
  });
});
