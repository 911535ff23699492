import { describe, expect, it } from 'vitest';
import {
  CHOOSE_OPTION_MESSAGE,
  type CustomField,
  type CustomFieldAsked,
  customFieldProblems,
  customFieldSchema,
  customValueSchema,
  customValuesSchema,
  NUMBER_MESSAGE,
  PATTERN_MESSAGE,
} from './customFields';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, REQUIRED } from './fieldRules';
import { customAnswerLines } from './review/customFieldSummary';

const today = () => ({ year: 2026, month: 11, day: 23 });
const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
];

/** The check's answer: the value kept, or the one message shown at the field. */
function check(def: Partial<CustomFieldAsked> & Pick<CustomFieldAsked, 'kind'>, value: unknown) {
  const result = customValueSchema({ id: 'q', label: 'Question', required: false, ...def }, today).safeParse(
    value,
  );
  return result.success ? { value: result.data } : { error: result.error.issues.map((i) => i.message) };
}

describe('customValueSchema: one check for the form and the server', () => {
  it('an empty answer: "Field is required" when required, else left out', () => {
    for (const kind of ['text', 'number', 'date', 'choice', 'yes_no'] as const)
      for (const empty of [undefined, null, '', '   ']) {
        const options = kind === 'choice' ? { options: OPTIONS } : {};
        expect(check({ kind, required: true, ...options }, empty)).toEqual({ error: [REQUIRED] });
        expect(check({ kind, ...options }, empty)).toEqual({ value: undefined });
      }
    expect(check({ kind: 'choices', required: true, options: OPTIONS }, [])).toEqual({ error: [REQUIRED] });
    expect(check({ kind: 'choices', options: OPTIONS }, [])).toEqual({ value: undefined });
  });

  it('text: trimmed, its length and pattern limits with their messages', () => {
    const limits = { min_length: 2, max_length: 5, pattern: '^[A-Z]+$' };
    expect(check({ kind: 'text', limits }, '  ABC ')).toEqual({ value: 'ABC' });
    expect(check({ kind: 'text', limits }, 'A')).toEqual({ error: ['At least 2 characters'] });
    expect(check({ kind: 'text', limits }, 'ABCDEF')).toEqual({ error: ['At most 5 characters'] });
    expect(check({ kind: 'text', limits }, 'abc')).toEqual({ error: [PATTERN_MESSAGE] });
    expect(check({ kind: 'text', limits: { ...limits, pattern_message: 'Capitals only' } }, 'abc')).toEqual({
      error: ['Capitals only'],
    });
    expect(check({ kind: 'text' }, 'x'.repeat(2001))).toEqual({ error: ['At most 2000 characters'] });
    expect(check({ kind: 'text' }, { not: 'text' })).toEqual({ error: ['Enter text'] });
  });

  it('number: a decimal number within its range, kept as text', () => {
    const limits = { min: 1, max: 10 };
    expect(check({ kind: 'number', limits }, '7')).toEqual({ value: '7' });
    expect(check({ kind: 'number', limits }, 2.5)).toEqual({ value: '2.5' });
    expect(check({ kind: 'number', limits }, 'seven')).toEqual({ error: [NUMBER_MESSAGE] });
    expect(check({ kind: 'number', limits }, '1e3')).toEqual({ error: [NUMBER_MESSAGE] });
    expect(check({ kind: 'number', limits }, '0')).toEqual({ error: ['Enter at least 1'] });
    expect(check({ kind: 'number', limits }, '10.5')).toEqual({ error: ['Enter at most 10'] });
    expect(check({ kind: 'number', limits: { min: -5 } }, '-5')).toEqual({ value: '-5' });
  });

  it('date: a real mm/dd/yyyy day, not in the future when the limit says so', () => {
    expect(check({ kind: 'date' }, '02/28/2020')).toEqual({ value: '02/28/2020' });
    expect(check({ kind: 'date' }, '02/30/2020')).toEqual({ error: [DATE_FORMAT_MESSAGE] });
    expect(check({ kind: 'date' }, '2020-02-28')).toEqual({ error: [DATE_FORMAT_MESSAGE] });
    expect(check({ kind: 'date' }, '11/24/2026')).toEqual({ value: '11/24/2026' });
    const past = { not_in_future: true };
    expect(check({ kind: 'date', limits: past }, '11/23/2026')).toEqual({ value: '11/23/2026' });
    expect(check({ kind: 'date', limits: past }, '11/24/2026')).toEqual({ error: [FUTURE_DATE_MESSAGE] });
  });

  it('choice: one of its options', () => {
    expect(check({ kind: 'choice', options: OPTIONS }, 'b')).toEqual({ value: 'b' });
    expect(check({ kind: 'choice', options: OPTIONS }, 'z')).toEqual({ error: [CHOOSE_OPTION_MESSAGE] });
    expect(check({ kind: 'choice', options: OPTIONS }, ['a'])).toEqual({ error: ['Enter text'] });
  });

  it('choices: options only, each once, as many as the range allows, in the options order', () => {
    const def = { kind: 'choices' as const, options: OPTIONS, limits: { min: 2, max: 2 } };
    expect(check(def, ['c', 'a'])).toEqual({ value: ['a', 'c'] });
    expect(check(def, ['a'])).toEqual({ error: ['Choose at least 2'] });
    expect(check(def, ['a', 'b', 'c'])).toEqual({ error: ['Choose at most 2'] });
    expect(check(def, ['a', 'z'])).toEqual({ error: [CHOOSE_OPTION_MESSAGE] });
    expect(check(def, ['a', 'a'])).toEqual({ error: [CHOOSE_OPTION_MESSAGE] });
    expect(check(def, 'a')).toEqual({ error: [CHOOSE_OPTION_MESSAGE] });
  });

  it('yes_no: yes or no', () => {
    expect(check({ kind: 'yes_no' }, 'yes')).toEqual({ value: 'yes' });
    expect(check({ kind: 'yes_no' }, 'no')).toEqual({ value: 'no' });
    expect(check({ kind: 'yes_no' }, 'maybe')).toEqual({ error: [CHOOSE_OPTION_MESSAGE] });
  });
});

const ASKED: CustomFieldAsked[] = [
  { id: 'fruit', kind: 'choice', label: 'Favourite fruit', required: true, options: OPTIONS },
  { id: 'note', kind: 'text', label: 'Note', required: false },
  { id: 'smoker', kind: 'yes_no', label: 'Do you smoke?', required: false },
];

describe('customValuesSchema and the lines kept for review', () => {
  it('checks every field at its id, drops unknown ids and empty optional answers', () => {
    const schema = customValuesSchema(ASKED, today);
    const bad = schema.safeParse({ fruit: '', note: 'x'.repeat(2001) });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fruit', REQUIRED],
      ['note', 'At most 2000 characters'],
    ]);
    expect(schema.parse({ fruit: 'a', note: '', stranger: 'x' })).toEqual({ fruit: 'a' });
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(schema.safeParse('text').success).toBe(false);
    expect(customValuesSchema([], today).parse(undefined)).toEqual({});
  });

  it('answers in words with their labels, in the fields order', () => {
    expect(customAnswerLines(ASKED, { smoker: 'no', fruit: 'c' })).toEqual([
      { id: 'fruit', label: 'Favourite fruit', value: 'Cherry' },
      { id: 'smoker', label: 'Do you smoke?', value: 'No' },
    ]);
  });
});

const FIELD: CustomField = {
  id: 'dental-now',
  step: 'personal',
  position: 1,
  kind: 'choice',
  label: 'Do you have dental coverage today?',
  required: true,
  options: OPTIONS,
  scope: { carrier: 1 },
};

describe('a definition and its problems', () => {
  it('reads a whole definition and refuses unknown keys, ids, steps and processes', () => {
    expect(customFieldSchema.parse(FIELD)).toEqual(FIELD);
    const { scope: _scope, ...everyone } = FIELD;
    expect(customFieldSchema.parse(everyone).scope).toEqual({});
    expect(customFieldSchema.safeParse({ ...FIELD, id: 'Bad Id' }).success).toBe(false);
    expect(customFieldSchema.safeParse({ ...FIELD, step: 'nowhere' }).success).toBe(false);
    expect(customFieldSchema.safeParse({ ...FIELD, scope: { process: 'robot' } }).success).toBe(false);
    expect(customFieldSchema.safeParse({ ...FIELD, colour: 'red' }).success).toBe(false);
    expect(customFieldSchema.safeParse({ ...FIELD, label: 'x'.repeat(121) }).success).toBe(false);
  });

  it('names each cross-field problem by its path', () => {
    expect(customFieldProblems(FIELD)).toEqual([]);
    const { options: _o, ...noOptions } = FIELD;
    expect(customFieldProblems(noOptions)).toEqual([
      { path: 'options', message: 'A choice field needs its options' },
    ]);
    expect(customFieldProblems({ ...FIELD, kind: 'text' })).toEqual([
      { path: 'options', message: 'A text field has no options' },
    ]);
    expect(
      customFieldProblems({
        ...noOptions,
        kind: 'text',
        limits: { min_length: 5, max_length: 2, pattern: '(' },
      }),
    ).toEqual([
      { path: 'limits.min_length', message: 'min_length is more than max_length' },
      { path: 'limits.pattern', message: expect.stringMatching(/^The pattern does not compile/) },
    ]);
    expect(
      customFieldProblems({ ...noOptions, kind: 'number', limits: { min: 3, max: 1, not_in_future: true } }),
    ).toEqual([
      { path: 'limits.not_in_future', message: 'A number field has no not_in_future limit' },
      { path: 'limits.min', message: 'min is more than max' },
    ]);
    expect(customFieldProblems({ ...FIELD, options: [OPTIONS[0]!, OPTIONS[0]!] })).toEqual([
      { path: 'options.1.value', message: 'The option value a is listed twice' },
    ]);
    // The single-form steps take custom fields; the list steps do not yet.
    for (const step of ['health', 'billing', 'agreement'] as const)
      expect(customFieldProblems({ ...FIELD, step })).toEqual([]);
    for (const step of ['beneficiary', 'dependent', 'review'] as const)
      expect(customFieldProblems({ ...FIELD, step })).toEqual([
        {
          path: 'step',
          message: 'Custom fields are shown on personal, contact, employer, health, billing, agreement only',
        },
      ]);
  });
});
