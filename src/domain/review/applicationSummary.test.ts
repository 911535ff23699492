import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS } from '../wizardSteps';
import { applicationSummary, describeStep } from './applicationSummary';
import type { StepSummary } from './summaryTypes';
import { maskedNumber } from './summaryValues';

/** Every row of a summary as "label: value", for compact assertions. */
const lines = (summary: StepSummary) =>
  summary.sections.flatMap((section) => section.rows.map((row) => `${row.label}: ${row.value}`));
const allText = (summary: StepSummary) =>
  [
    summary.brief,
    ...summary.sections.flatMap((s) => [s.title ?? '', ...s.rows.flatMap((r) => [r.label, r.value])]),
  ].join('\n');

describe('application summary', () => {
  it('personal: gender and marital status by name, SSN as given (masked), height and weight in words', () => {
    const summary = describeStep('personal', 'Personal Info', {
      first_name: 'Maria',
      middle_name: '',
      last_name: 'Lopez',
      gender: '1',
      birthdate: '04/12/1985',
      marital_status: '2',
      ssn: '•••••6789',
      height_feet: '5',
      height_inch: '6',
      weight: '150',
      unknown_flag: 'zz-raw',
    });
    expect(lines(summary)).toEqual([
      'First Name: Maria',
      'Last Name: Lopez',
      'Gender: Female',
      'Date of Birth: 04/12/1985',
      'Weight: 150 Lbs',
      'Height: 5 ft 6 in',
      'Marital Status: Divorced',
      'Social Security Number: •••••6789',
    ]);
    expect(summary.brief).toBe('Maria Lopez, Female, 04/12/1985');
    expect(allText(summary)).not.toContain('unknown_flag');
    expect(allText(summary)).not.toContain('zz-raw');
    expect(lines(describeStep('personal', 'P', { gender: '0', marital_status: '0' }))).toEqual([
      'Gender: Male',
      'Marital Status: Single',
    ]);
    expect(lines(describeStep('personal', 'P', { marital_status: '1' }))).toEqual([
      'Marital Status: Married',
    ]);
    expect(lines(describeStep('personal', 'P', { marital_status: '3' }))).toEqual([
      'Marital Status: Widowed',
    ]);
  });

  it('never shows a full number, even when a caller forgot to mask it', () => {
    const summary = describeStep('personal', 'P', { ssn: '123456789' });
    expect(lines(summary)).toEqual(['Social Security Number: •••••6789']);
    expect(maskedNumber('000123456789')).toBe('••••••••6789');
    expect(maskedNumber('411111••••••1111')).toBe('411111••••••1111');
    expect(maskedNumber('')).toBe('');
  });

  it('option codes are shown by the option list names when the lists are known', () => {
    const summary = describeStep(
      'personal',
      'P',
      { ethnic_category: '5', prior_coverage_flag: '1', prior_carrier_name: 'Acme' },
      {
        ethnic_category: [{ value: '5', name: 'Filipino' }],
        prior_coverage_flag: [{ value: '1', name: 'I have had an insurance carrier' }],
      },
    );
    expect(lines(summary)).toEqual([
      'Ethnic Group: Filipino',
      'Prior Coverage: I have had an insurance carrier',
      'Prior Carrier Name: Acme',
    ]);
    const contact = describeStep(
      'contact',
      'C',
      { email_address: 'maria@example.com', phone_number: '3105550182', state: 'ca', zip: '90210' },
      { state: [{ value: 'CA', name: 'California' }] },
    );
    expect(lines(contact)).toEqual([
      'Email: maria@example.com',
      'Phone: (310) 555-0182',
      'Zip: 90210',
      'State: California',
    ]);
  });

  it('employer: compensation type, employment status and holiday policies by name', () => {
    const summary = describeStep('employer', 'Employer Info', {
      name: 'Palm Dental Group',
      compensation_type: 'G10L20',
      employment_status: 'C',
      holiday_policy: { Standard_6: 1, Presendents_Day: 0, Birthday: 1 },
      with_validation: '1',
    });
    expect(lines(summary)).toEqual([
      'Employer Name: Palm Dental Group',
      'Compensation Type: Over $10/hr and under $20/hr',
      'Employment Status: COBRA',
      'Holiday Policy: Standard 6 holidays, Birthday',
    ]);
    expect(lines(describeStep('employer', 'E', { compensation_type: 'MW', employment_status: 'A' }))).toEqual(
      ['Compensation Type: Minimum wage', 'Employment Status: Active'],
    );
    expect(lines(describeStep('employer', 'E', { compensation_type: 'GMWL10' }))).toEqual([
      'Compensation Type: Above minimum wage and under $10/hr',
    ]);
    expect(lines(describeStep('employer', 'E', { compensation_type: 'G20' }))).toEqual([
      'Compensation Type: Over $20/hr',
    ]);
  });

  it('health: Yes with its details, No plain, medications and notes', () => {
    const summary = describeStep('health', 'Health Questions', {
      condition_questions: [
        {
          question_id: 141,
          question_text: 'Have you been treated for heart disease?',
          yes_no_flag: '1',
          conditions: [
            { health_condition: 'Angina', date_of_onset: '01/02/2020', is_treatment: '1', is_medicate: '0' },
          ],
        },
        { question_id: 142, question_text: 'Cancer?', yes_no_flag: '0', conditions: [] },
      ],
      medication_question: {
        question_id: 149,
        question_text: 'Do you take medication?',
        yes_no_flag: '1',
        medications: [{ medication: 'Lipitor', dosage: '10mg', medical_condition: 'Cholesterol' }],
      },
      notes: 'None',
    });
    expect(lines(summary)).toEqual([
      'Have you been treated for heart disease?: Yes (Health Condition: Angina; Date of Onset: 01/02/2020; Current Treatment: Yes; Taking Medication: No)',
      'Cancer?: No',
      'Do you take medication?: Yes',
      'Medication 1: Lipitor, 10mg, for Cholesterol',
      'Additional Notes: None',
    ]);
    expect(summary.brief).toBe('Yes to 2 of 3 questions');
  });

  it('dependents: the saved shape (primary_info and health_info) and the older flat one', () => {
    const summary = describeStep('dependent', 'Dependent Info', {
      dependents: [
        {
          dependent_id: 'abc123xyz',
          primary_info: {
            first_name: 'Luis',
            last_name: 'Lopez',
            birthdate: '02/02/1984',
            gender: '0',
            ssn: '•••••4321',
            relationship: 'spouse',
            employed: '0',
          },
          health_info: {
            condition_questions: [
              { question_id: 1, question_text: 'Asthma?', yes_no_flag: '0', conditions: [] },
            ],
          },
        },
        { first_name: 'Ana', last_name: 'Lopez', gender: '1', relationship: 'child' },
      ],
    });
    expect(summary.sections.map((s) => s.title)).toEqual(['Dependent #1', 'Dependent #2']);
    expect(lines(summary)).toEqual([
      'Relationship: Spouse',
      'First Name: Luis',
      'Last Name: Lopez',
      'Date of Birth: 02/02/1984',
      'Gender: Male',
      'Social Security Number: •••••4321',
      'Asthma?: No',
      'Relationship: Child',
      'First Name: Ana',
      'Last Name: Lopez',
      'Gender: Female',
    ]);
    expect(summary.brief).toBe('Spouse: Luis Lopez (No to all questions); Child: Ana Lopez');
    expect(allText(summary)).not.toContain('abc123xyz');
  });

  it('billing: payment type names, account type, bill date label, masked numbers, the address', () => {
    const eft = describeStep('billing', 'Billing Info', {
      payment_method: 'eft',
      account_name: 'Maria Lopez',
      routing_number: '011000015',
      account_number: '••••••••6789',
      bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
      account_type: 'savings',
      account_holder_type: 'company',
      bill_date: '28',
      address1: '120 Palm Drive',
      is_physical_address: 'yes',
    });
    expect(lines(eft)).toEqual([
      'Payment Type: EFT',
      'Billing Date: 28th of month',
      'Account Holder Name: Maria Lopez',
      'Bank Name: EXAMPLE CITY DEMO BANK (FICTIONAL)',
      'Routing Number: •••••0015',
      'Account Number: ••••••••6789',
      'Account Type: Savings',
      'Account Holder Type: Company',
      'Same as physical address: Yes',
      'Address Line 1: 120 Palm Drive',
    ]);
    expect(eft.brief).toBe('EFT, EXAMPLE CITY DEMO BANK (FICTIONAL), ••••••••6789, 28th of month');
    const card = describeStep('billing', 'B', {
      payment_method: 'cc',
      first_name_on_cc: 'Maria',
      last_name_on_cc: 'Lopez',
      card_number: '••••••••••••1111',
      expiration_month: '12',
      expiration_year: '2030',
      bill_date: '1',
    });
    expect(lines(card)).toEqual([
      'Payment Type: Credit Card',
      'Billing Date: 1st of month',
      'First Name on Card: Maria',
      'Last Name on Card: Lopez',
      'Card Number: ••••••••••••1111',
      'Expiration: 12/2030',
    ]);
    for (const [method, name] of [
      ['elist', 'EFT LIST'],
      ['list', 'LIST'],
      ['stmt', 'STMT'],
    ])
      expect(lines(describeStep('billing', 'B', { payment_method: method }))).toEqual([
        `Payment Type: ${name}`,
      ]);
    expect(lines(describeStep('billing', 'B', { payment_method: 'eft', bank_id: '7' }))).toContain(
      'Bank Account: Account on file',
    );
  });

  it('agreement: who signed and the verification, never the signature data', () => {
    const signature = `data:image/png;base64,${'A'.repeat(40)}`;
    const summary = describeStep('agreement', 'Agreement and Signature', {
      mode: 'rep',
      eprocess: 'rep',
      acknowledgements: [true, true],
      agreed_texts: [{ text_head: 'Authorization', text_body: 'I authorize...', text_required: true }],
      esign_consent: true,
      question: 'Did you verify the applicant?',
      answer: 'Yes',
      agent_name: 'John Evans',
      agent_code: 'JE1001',
      date: '11/22/2026',
      signature,
    });
    expect(lines(summary)).toEqual([
      'Agreements: All agreed',
      'Consent to sign electronically: Yes',
      'Authorization: Agreed',
      'Verification: Broker Verification',
      'Verification Question: Did you verify the applicant?',
      'Verify Answer: Yes',
      'Name of Broker: John Evans',
      'Broker Code: JE1001',
      'Date: 11/22/2026',
      'Signature: Signed',
    ]);
    expect(summary.brief).toBe('Signed by John Evans, 11/22/2026');
    expect(allText(summary)).not.toContain('data:image');
    // A notice that need not be ticked is read, not agreed, and does not make the rest "Not all agreed".
    const texts = [
      { text_head: 'Authorization', text_body: 'I authorize...', text_required: true },
      { text_head: 'Pre-existing conditions notice', text_body: 'Summit may...', text_required: false },
    ];
    expect(
      lines(describeStep('agreement', 'A', { acknowledgements: [true, false], agreed_texts: texts })),
    ).toEqual(['Agreements: All agreed', 'Authorization: Agreed', 'Pre-existing conditions notice: Read']);
    expect(
      lines(describeStep('agreement', 'A', { acknowledgements: [false, false], agreed_texts: texts })),
    ).toEqual([
      'Agreements: Not all agreed',
      'Authorization: Agreed',
      'Pre-existing conditions notice: Read',
    ]);
  });

  it('beneficiaries: one section each, relationship by option name, share in percent', () => {
    const summary = describeStep(
      'beneficiary',
      'Beneficiary Info',
      {
        beneficiaries: [
          {
            beneficiary_id: 'id-123456',
            first_name: 'Luis',
            last_name: 'Lopez',
            ssn: '•••••4321',
            relationship: 'Spouse',
            beneficiary_percentage: '100',
          },
        ],
      },
      { relationship: [{ value: 'Spouse', name: 'Husband or wife' }] },
    );
    expect(summary.sections[0]?.title).toBe('Beneficiary #1');
    expect(lines(summary)).toEqual([
      'First Name: Luis',
      'Last Name: Lopez',
      'Social Security Number: •••••4321',
      'Relationship: Husband or wife',
      'Beneficiary Percentage: 100%',
    ]);
    expect(summary.brief).toBe('Luis Lopez (Husband or wife, 100%)');
  });

  it('covers every step, marks a step without a document as not completed, keeps the given order', () => {
    const summary = applicationSummary({
      steps: WIZARD_STEPS,
      titleOf: (step) => step.toUpperCase(),
      documents: { personal: { first_name: 'Maria' }, review: { additional_notes: 'Call after 5pm' } },
    });
    expect(summary.map((s) => s.step)).toEqual([...WIZARD_STEPS]);
    expect(summary.filter((s) => s.completed).map((s) => s.step)).toEqual(['personal', 'review']);
    expect(summary[0]?.title).toBe('PERSONAL');
    expect(summary.find((s) => s.step === 'contact')?.brief).toBe('Not completed yet.');
    expect(lines(summary.find((s) => s.step === 'review')!)).toEqual(['Additional Notes: Call after 5pm']);
  });
});
