import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSingleBeneficiary } from '../src/contract/beneficiaryCalls';
import { cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import { saveDependentInfoToTemp, validateSingleDependent } from '../src/contract/dependentCalls';
import type { Endpoint } from '../src/contract/endpoint';
import { saveBeneficiaryInfo, saveDependentInfo, savePersonalInfo } from '../src/contract/enrollmentCalls';
import { saveEnrollment } from '../src/contract/saveEnrollmentCalls';
import { BENEFICIARIES, CHILD, PERSONAL, SPOUSE } from '../testing/fixtures';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../testing/journey';
import type { RealAnswer, RealBrowser } from '../testing/realBrowser';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/**
 * Attack 14: dependents and beneficiaries that make no sense, sent to the real server by the
 * enrollment's own browser: each call answers 4xx with the field named, and nothing is kept (no
 * saved step, no draft, no resume mail).
 */
let server: RealServer;
let owner: RealBrowser;
/** A family dental enrollment with Personal Information saved (the applicant's SSN 123456789). */
let family: string;
/** A family term life enrollment: it has a beneficiary step. */
let life: string;

async function checkedOutFamily(browser: RealBrowser, planId: number): Promise<string> {
  const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' });
  await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

beforeAll(async () => {
  server = await startRealServer();
  owner = server.browser();
  family = await checkedOutFamily(owner, 101);
  await owner.ok(savePersonalInfo, { body: { enrollment_id: family, ...PERSONAL } });
  life = await checkedOutFamily(owner, 141);
});

afterAll(stopEverything);

/** A date of birth `years` ago (the server checks ages against its own today). */
function bornYearsAgo(years: number): string {
  const today = new Date();
  return `01/15/${today.getFullYear() - years}`;
}

const spouse = { primary_info: SPOUSE.primary_info };
const child = { primary_info: CHILD.primary_info };
const changed = (dependent: typeof spouse, change: Record<string, string>) => ({
  primary_info: { ...dependent.primary_info, ...change },
});

/** Nonsense lists: what is sent, and the field of which entry must be named. */
const NONSENSE: [string, (typeof spouse)[], string][] = [
  [
    'a 10-year-old spouse',
    [changed(spouse, { birthdate: bornYearsAgo(10) }), child],
    '0.primary_info.birthdate',
  ],
  [
    'a 60-year-old child',
    [spouse, changed(child, { birthdate: bornYearsAgo(60) })],
    '1.primary_info.birthdate',
  ],
  [
    'a child with the applicant’s own SSN',
    [spouse, changed(child, { ssn: PERSONAL.ssn })],
    '1.primary_info.ssn',
  ],
  ['the same child twice', [spouse, child, child], '2.primary_info.ssn'],
  [
    'the same child twice, another SSN',
    [spouse, child, changed(child, { ssn: '555442222' })],
    '2.primary_info.first_name',
  ],
  ['a child with SSN 000000000', [spouse, changed(child, { ssn: '000000000' })], '1.primary_info.ssn'],
  ['a spouse with SSN 666-12-3456', [changed(spouse, { ssn: '666123456' }), child], '0.primary_info.ssn'],
];

/** What each answer must be: 4xx, JSON, the field named, no stack or database words. */
function refusedAt(answer: RealAnswer, target: string, where: string): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`${where}: ${answer.status}`);
  if (!answer.headers.get('content-type')?.startsWith('application/json'))
    problems.push(`${where}: not JSON`);
  if (!answer.errors.some((e) => e.target_element === target))
    problems.push(`${where}: ${target} not named in ${answer.text.slice(0, 300)}`);
  if (/\bat .+:\d+:\d+|SQLITE_|SqliteError|node_modules/i.test(answer.text)) problems.push(`${where}: leaks`);
  return problems;
}

const rowsOf = (id: string, tab: string) =>
  countInStore(
    server.dataDir,
    'SELECT count(*) AS n FROM enrollment_tabs WHERE enrollment_id = ? AND tab = ?',
    id,
    tab,
  ) +
  countInStore(
    server.dataDir,
    'SELECT count(*) AS n FROM enrollment_drafts WHERE enrollment_id = ? AND tab = ?',
    id,
    tab,
  );

describe('attack 14: dependents and beneficiaries that make no sense', () => {
  it('each nonsense dependent list: validate-single-dependent, save-dependent-info-to-temp and save-dependent-info answer 4xx at the field; nothing kept', async () => {
    const problems: string[] = [];
    for (const [what, list, path] of NONSENSE) {
      for (const call of [saveDependentInfoToTemp, saveDependentInfo] as Endpoint[]) {
        const answer = await owner.call(call, { body: { enrollment_id: family, dependents: list } });
        problems.push(...refusedAt(answer, `dependents.${path}`, `${what} → ${call.path}`));
      }
      // One entry alone: what it can know without the list (not the duplicates).
      const index = Number(path.split('.')[0]);
      if (!what.startsWith('the same child')) {
        const single = await owner.call(validateSingleDependent, {
          body: { enrollment_id: family, ...list[index] },
        });
        problems.push(
          ...refusedAt(single, path.slice(path.indexOf('.') + 1), `${what} → validate-single-dependent`),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(rowsOf(family, 'dependent')).toBe(0);
    // The same family, sensible, is taken.
    expect(
      (await owner.call(saveDependentInfo, { body: { enrollment_id: family, dependents: [spouse, child] } }))
        .status,
    ).toBe(200);
    expect(rowsOf(family, 'dependent')).toBe(1);
  });

  it('a beneficiary with SSN 000000000: validate, save and Save and Continue Later answer 4xx at the field; nothing kept, no mail', async () => {
    const person = BENEFICIARIES.beneficiaries[0]!;
    const problems: string[] = [];
    for (const ssn of ['000000000', '900123456', '123000000']) {
      problems.push(
        ...refusedAt(
          await owner.call(validateSingleBeneficiary, { body: { enrollment_id: life, ...person, ssn } }),
          'ssn',
          `${ssn} → validate-single-beneficiary`,
        ),
        ...refusedAt(
          await owner.call(saveBeneficiaryInfo, {
            body: { enrollment_id: life, beneficiaries: [{ ...person, ssn }] },
          }),
          'beneficiaries.0.ssn',
          `${ssn} → save-beneficiary-info`,
        ),
        ...refusedAt(
          await owner.call(saveEnrollment, {
            body: {
              enrollment_id: life,
              email: 'attack13@example.com',
              tab: 'benificiary_info',
              data: { beneficiaries: [{ ...person, ssn }] },
            },
          }),
          'data.beneficiaries.0.ssn',
          `${ssn} → save-enrollment`,
        ),
      );
    }
    expect(problems).toEqual([]);
    expect(rowsOf(life, 'beneficiary')).toBe(0);
    expect(
      countInStore(
        server.dataDir,
        'SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?',
        'attack13@example.com',
      ),
    ).toBe(0);
  });
});
