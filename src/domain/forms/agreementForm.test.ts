import { describe, expect, it } from 'vitest';
import { type AgreementFieldName, agreementModeOf } from '../agreement/agreementModes';
import { agreementFormSchema, agreementProblems, agreementShape } from './agreementForm';

const SIGNED = 'data:image/png;base64,iVBORw0KGgo=';
const rules = { textRequired: [true, false, true], answerRequired: true, signatureRequired: true };

describe('the agreement rules', () => {
  it('asks each required text ticked, the consent, the answer and the signature, each at its field', () => {
    expect(agreementProblems({}, rules)).toEqual([
      { path: 'acknowledgements.0', message: 'This field is required.' },
      { path: 'acknowledgements.2', message: 'This field is required.' },
      { path: 'esign_consent', message: 'This field is required.' },
      { path: 'answer', message: 'Field is required' },
      { path: 'signature', message: 'Signature is required' },
    ]);
    expect(
      agreementProblems(
        { acknowledgements: [true, false, true], esign_consent: true, answer: 'Photo ID', signature: SIGNED },
        rules,
      ),
    ).toEqual([]);
  });

  it('asks no answer and no signature when the mode does not', () => {
    const broker = { textRequired: [true], answerRequired: false, signatureRequired: false };
    expect(
      agreementProblems({ acknowledgements: [true], esign_consent: true, answer: '  ' }, broker),
    ).toEqual([]);
  });

  it('the form check puts the problems at the paths the form registers', () => {
    const result = agreementFormSchema(rules).safeParse({
      acknowledgements: [false, false, true],
      esign_consent: true,
      answer: ' ',
      signature: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['acknowledgements.0', 'This field is required.'],
      ['answer', 'Field is required'],
      ['signature', 'Signature is required'],
    ]);
  });
});

describe("save-agreement-info's shape", () => {
  const refused = (field: string, value: unknown) => {
    const result = agreementShape.safeParse({ [field]: value });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('refuses a card number or markup in a name or the answer', () => {
    expect(refused('user_name', '4111 1111 1111 1111')).toBe('Please enter valid name');
    expect(refused('agent_name', '<b>Priya</b>')).toBe('Please enter valid name');
    expect(refused('answer', 'paid with 4111-1111-1111-1111')).toBe('Please enter a valid answer');
    expect(refused('answer', '<script>')).toBe('Please enter a valid answer');
    expect(refused('group_name', "O'Neil & Sons (West) 2")).toBeNull();
    expect(refused('answer', 'Driver license 12345678 seen')).toBeNull();
  });

  it('takes only a PNG data URL under the limit as a signature', () => {
    expect(refused('signature', 'data:image/jpeg;base64,AAAA')).toBe('Signature must be a PNG image');
    expect(refused('signature', `${SIGNED}${'A'.repeat(200_000)}`)).toBe('Signature is too large');
    expect(refused('signature', SIGNED)).toBeNull();
    expect(refused('signature', '')).toBeNull();
  });

  it('takes a partial form, as Save and Continue Later sends it', () => {
    expect(agreementShape.safeParse({ acknowledgements: [true], answer: 'Photo ID' }).success).toBe(true);
  });
});

describe('the verification mode (document 3, 4.4)', () => {
  const modeWith = (...required: AgreementFieldName[]) => agreementModeOf((name) => required.includes(name));
  it('follows the required fields: broker name, group name, user name, then a signature alone', () => {
    expect(modeWith('agent_name', 'agent_code', 'answer')).toBe('rep');
    expect(modeWith('group_name', 'group_code', 'signature')).toBe('group');
    expect(modeWith('user_name', 'signature')).toBe('applicant');
    expect(modeWith('signature')).toBe('sigapplicant');
  });
});
