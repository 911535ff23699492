import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { CATEGORIES } from '../../domain/categories';
import { INS04_REASONS } from '../../domain/lifeEventSchema';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';
import { PACKAGE_FILES } from './packageSchema';

/** Messages an operator can act on: where (line and column, the record's own id), what, and what instead. */

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function copy(change: (dir: string) => void): string {
  const dir = demoPackageCopy(change);
  folders.push(dir);
  return dir;
}
const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
const edit = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));

/** Every problem `validate` prints for the folder, as it prints them; today is 11/26/2026. */
async function problems(dir: string): Promise<string[]> {
  const check = await checkPackageDir(dir, undefined, { effectiveFrom: null, today: '2026-11-26' });
  return check.ok ? [] : check.problems.problems.map(problemText);
}

describe('validate’s messages', () => {
  it('says where JSON stops being JSON, by line and column, and still lists the other files’ problems', async () => {
    const dir = copy((d) => {
      edit(d, 'carriers.json', (text) => text.replace('"id": 1,', '"id": 1'));
      const health = readJson(d, 'questions/health.json');
      health[0].layout = 'sideways';
      writeJson(d, 'questions/health.json', health);
    });
    expect(await problems(dir)).toEqual([
      "carriers.json line 4 column 5: is not JSON here: Expected ',' or '}' after property value",
      'questions/health.json question 141 layout: is "sideways"; allowed: standard, yes_no, physician',
    ]);
  });

  it('names a plan’s one problem once: not again on its rate lines, its benefits or its questions', async () => {
    const dir = copy((d) => {
      const plans = readJson(d, 'plans.json');
      plans[0].category = 'dentl';
      writeJson(d, 'plans.json', plans);
    });
    expect(await problems(dir)).toEqual([
      `plans.json plan 101 category: is "dentl" (did you mean "dental"?); allowed: ${[...CATEGORIES, 'association'].join(', ')}`,
    ]);
  });

  it('suggests the benefit fact a typo meant, and lists the category’s facts', async () => {
    const dir = copy((d) => {
      const benefits = readJson(d, 'benefits.json');
      benefits[0].facts.deductable = 50;
      writeJson(d, 'benefits.json', benefits);
    });
    expect(await problems(dir)).toEqual([
      'benefits.json plan 101 facts.deductable: "deductable" is not a benefit fact of Dental plans (did you mean "deductible"?); allowed: deductible, annual_maximum, preventive_coinsurance, basic_coinsurance, major_coinsurance, basic_waiting_months, major_waiting_months, orthodontia, orthodontia_lifetime_max, implants, cleanings_per_year, network.',
    ]);
  });

  it('names a record and what is inside it by their own ids, in plain words', async () => {
    const dir = copy((d) => {
      const fields = readJson(d, 'forms/custom-fields.json');
      fields[0].options[0].label = 'x'.repeat(130);
      writeJson(d, 'forms/custom-fields.json', fields);
      const plans = readJson(d, 'plans.json');
      plans[1].options = [];
      plans[2].name = '';
      writeJson(d, 'plans.json', plans);
    });
    expect(await problems(dir)).toEqual([
      'plans.json plan 102 options: is an empty list',
      'plans.json plan 103 name: is empty',
      'forms/custom-fields.json field harborline-gym-today options[own].label: is 130 characters; at most 120',
    ]);
  });

  it('refuses an extra CSV column, naming it, and a header column rates do not have', async () => {
    const extra = copy((d) =>
      edit(d, 'rates.csv', (text) =>
        text.replace('101,Basic,IO,18,29,,,21.63', '101,Basic,IO,18,29,,,21.63,oops'),
      ),
    );
    expect(await problems(extra)).toEqual([
      'rates.csv line 2 field column 9: has an extra column after premium ("oops"): a rate row has the 8 columns plan,option,tier,age_min,age_max,state,tobacco,premium',
    ]);
    const header = copy((d) => edit(d, 'rates.csv', (text) => text.replace('premium', 'premium,notes')));
    expect((await problems(header))[0]).toBe(
      'rates.csv line 1: the header must be plan,option,tier,age_min,age_max,state,tobacco,premium: "notes" is not a rate column; allowed: plan, option, tier, age_min, age_max, state, tobacco, premium',
    );
  });

  it('refuses a file a package may not have, naming the one it may be and every known one', async () => {
    const dir = copy((d) =>
      fs.renameSync(path.join(d, 'forms/custom-fields.json'), path.join(d, 'forms/custom_fields.json')),
    );
    expect(await problems(dir)).toEqual([
      `forms/custom_fields.json: is not a file a package may have (did you mean "forms/custom-fields.json"?); allowed: ${[...Object.values(PACKAGE_FILES), 'rates/yyyy-mm-dd.csv'].join(', ')}`,
    ]);
  });

  it('refuses a dated rate file in the past, or not named for a date', async () => {
    const dir = copy((d) => {
      fs.mkdirSync(path.join(d, 'rates'));
      fs.copyFileSync(path.join(d, 'rates.csv'), path.join(d, 'rates/2026-01-01.csv'));
      fs.copyFileSync(path.join(d, 'rates.csv'), path.join(d, 'rates/january.csv'));
    });
    expect(await problems(dir)).toEqual([
      'rates/january.csv: is not named for the date its rates take effect: name it as rates/yyyy-mm-dd.csv (e.g. rates/2027-01-01.csv)',
      'rates/2026-01-01.csv: takes effect 01/01/2026, not after today (11/26/2026): put rates in effect now in rates.csv',
    ]);
  });

  it('says what is wrong with billing terms: a day outside 1 to 31, an unknown first charge, a preset not offered', async () => {
    const dir = copy((d) => {
      const carriers = readJson(d, 'carriers.json');
      carriers[0].billing_terms.bill_dates = [1, 32];
      carriers[1].billing_terms.first_charge = 'whenever';
      carriers[2].billing_terms.default_bill_date = 3;
      carriers[3].billing_terms.insufficient_funds_fee = 30.005;
      writeJson(d, 'carriers.json', carriers);
      const plans = readJson(d, 'plans.json');
      const keystonePlan = plans.find((plan: { carrier: number }) => plan.carrier === 2);
      keystonePlan.billing_terms = { bill_dates: [1, 15] };
      const pet = plans.find((plan: { carrier: number }) => plan.carrier === 6);
      pet.billing_terms = { bill_dates: [1, 15], grace_days: 3 };
      writeJson(d, 'plans.json', plans);
    });
    // The schema's problems by file, then the preset days the merged terms do not offer.
    expect(await problems(dir)).toEqual([
      'carriers.json carrier 1 billing_terms.bill_dates[1] field 1: is 32; at most 31',
      'carriers.json carrier 2 billing_terms.first_charge: "whenever" is not a first charge: use one of at_enrollment, before_effective',
      'carriers.json carrier 4 billing_terms.insufficient_funds_fee: must have at most two decimals',
      'plans.json plan 221 billing_terms.grace_days: has a field "grace_days" it does not know; allowed: first_charge, first_charge_days, bill_dates, default_bill_date, insufficient_funds_fee, monthly_eft_fee, stop_payment_business_days',
      'carriers.json carrier 3 billing_terms.default_bill_date: default_bill_date 3 is not one of bill_dates (1, 5, 10, 15, 20, 28)',
      "plans.json plan 103 billing_terms.default_bill_date: default_bill_date 28 is not one of bill_dates (1, 15), over carrier 2's terms",
    ]);
  });
  it('names a life event by its id and says what is wrong: a window, a rule, a change, a code, an id twice', async () => {
    const dir = copy((d) => {
      const events = readJson(d, 'life_events.json');
      events[0].window_after_days = 400;
      events[1].effective = 'first_of_next_mnth';
      events[2].allows = ['add_member', 'add_member'];
      events[3].ins04 = '1';
      events[4].id = 'Death';
      events[5].proof_needed = true;
      events[6].allows = [];
      events[8].id = 'employment_ended';
      writeJson(d, 'life_events.json', events);
    });
    expect(await problems(dir)).toEqual([
      'life_events.json event birth window_after_days: is 400; at most 365',
      'life_events.json event adoption effective: is "first_of_next_mnth" (did you mean "first_of_next_month"?); allowed: event_date, first_of_next_month, first_of_month_after_15th',
      'life_events.json event marriage allows: names a change twice',
      `life_events.json event divorce ins04: is "1", not an 834 maintenance reason code (INS04) (did you mean "01"?); allowed: ${INS04_REASONS.map(([code]) => code).join(', ')}`,
      'life_events.json event Death id: must be lowercase words joined by _, e.g. loss_of_coverage',
      'life_events.json event loss_of_coverage proof_needed: has a field "proof_needed" it does not know; allowed: id, name, window_before_days, window_after_days, effective, allows, proof, group, ins04',
      'life_events.json event move allows: is an empty list',
      'life_events.json event employment_ended field id: event id employment_ended is used twice',
    ]);
  });

  it('says where life_events.json stops being JSON, and that it must be a list', async () => {
    const broken = copy((d) =>
      edit(d, 'life_events.json', (text) => text.replace('"id": "birth",', '"id": "birth"')),
    );
    expect(await problems(broken)).toEqual([
      "life_events.json line 4 column 5: is not JSON here: Expected ',' or '}' after property value",
    ]);
    const notList = copy((d) => writeJson(d, 'life_events.json', { birth: {} }));
    expect(await problems(notList)).toEqual(['life_events.json: must be a list of life events']);
  });
});
