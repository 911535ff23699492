import { z } from 'zod';
import { ENROLLMENT_PROCESSES } from './agreement/agreementModes';
import { CATEGORIES } from './categories';
import { CUSTOM_FIELD_KINDS, type CustomFieldKind, MAX_CUSTOM_TEXT } from './customFieldKinds';
import { compareDates, parseMdy } from './dates';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, REQUIRED, systemToday, type Today } from './fieldRules';
import { WIZARD_STEPS, type WizardStep } from './wizardSteps';

/**
 * The steps that draw and check custom fields: the single-form steps (the configured ones, and
 * Health, Billing and Agreement with forms of their own). The list steps (Beneficiary, Dependent)
 * do not yet.
 */
export const CUSTOM_FIELD_STEPS: readonly WizardStep[] = [
  'personal',
  'contact',
  'employer',
  'health',
  'billing',
  'agreement',
];

const CUSTOM_FIELD_ID = /^[a-z0-9][a-z0-9_-]{1,62}$/;
const MAX_LABEL = 120;
const MAX_HINT = 300;

const option = z.object({ value: z.string().min(1).max(60), label: z.string().min(1).max(MAX_LABEL) });

const limits = z
  .object({
    min_length: z.number().int().min(0).max(MAX_CUSTOM_TEXT).optional(),
    max_length: z.number().int().min(1).max(MAX_CUSTOM_TEXT).optional(),
    pattern: z.string().min(1).max(300).optional(),
    pattern_message: z.string().min(1).max(MAX_LABEL).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    not_in_future: z.boolean().optional(),
  })
  .strict();

/**
 * One custom field of a catalog package: a question a carrier, plan, category, group or process
 * adds to a wizard step. Scope works as the form configuration's: a missing key matches any
 * enrollment; the field applies when every given key matches. Cross-field rules are
 * customFieldProblems'.
 */
export const customFieldSchema = z
  .object({
    id: z
      .string()
      .regex(CUSTOM_FIELD_ID, 'Use 2 to 63 lower-case letters, digits, _ or -')
      // A form names the answer custom_fields.<id>: an id of digits alone would read as a list index.
      .refine((id) => !/^\d+$/.test(id), 'Use at least one letter'),
    step: z.enum(WIZARD_STEPS),
    position: z.number().int().min(0).max(100_000),
    kind: z.enum(CUSTOM_FIELD_KINDS),
    label: z.string().trim().min(1).max(MAX_LABEL),
    hint: z.string().trim().min(1).max(MAX_HINT).optional(),
    required: z.boolean(),
    limits: limits.optional(),
    options: z.array(option).min(1).max(50).optional(),
    scope: z
      .object({
        carrier: z.number().int().positive().optional(),
        plan: z.number().int().positive().optional(),
        category: z.enum(CATEGORIES).optional(),
        group: z.number().int().positive().optional(),
        process: z.enum(ENROLLMENT_PROCESSES).optional(),
      })
      .strict()
      // No scope: every enrollment is asked.
      .default({}),
  })
  .strict();
export type CustomField = z.infer<typeof customFieldSchema>;

/** What the form and the server need of a definition to check and show an answer (no step, no scope). */
export type CustomFieldAsked = Pick<CustomField, 'id' | 'kind' | 'label' | 'required'> &
  Partial<Pick<CustomField, 'hint' | 'limits' | 'options'>>;

/** A stored or typed answer: text for one value, a list for several choices. */
export type CustomValue = string | string[];

export interface CustomFieldProblem {
  path: string;
  message: string;
}

const LIMITS_OF_KIND: Record<CustomFieldKind, readonly string[]> = {
  text: ['min_length', 'max_length', 'pattern', 'pattern_message'],
  number: ['min', 'max'],
  date: ['not_in_future'],
  choice: [],
  choices: ['min', 'max'],
  yes_no: [],
};

/** A regex source that compiles, or the reason it does not. */
function patternProblem(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return null;
  } catch (error) {
    return `The pattern does not compile: ${(error as Error).message}`;
  }
}

/**
 * The rules across a definition's fields that its schema does not say: options for the choice
 * kinds only (with distinct values), limits that fit the kind, min not above max, a pattern that
 * compiles, a step that draws custom fields. Paths are relative to the definition.
 */
export function customFieldProblems(def: CustomField): CustomFieldProblem[] {
  const problems: CustomFieldProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!CUSTOM_FIELD_STEPS.includes(def.step))
    add('step', `Custom fields are shown on ${CUSTOM_FIELD_STEPS.join(', ')} only`);
  const choosing = def.kind === 'choice' || def.kind === 'choices';
  if (choosing && !def.options?.length) add('options', `A ${def.kind} field needs its options`);
  if (!choosing && def.options) add('options', `A ${def.kind} field has no options`);
  const values = (def.options ?? []).map((o) => o.value);
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index)
      add(`options.${index}.value`, `The option value ${value} is listed twice`);
  });
  const limits = def.limits ?? {};
  for (const key of Object.keys(limits))
    if (!LIMITS_OF_KIND[def.kind].includes(key))
      add(`limits.${key}`, `A ${def.kind} field has no ${key} limit`);
  if (
    limits.min_length !== undefined &&
    limits.max_length !== undefined &&
    limits.min_length > limits.max_length
  )
    add('limits.min_length', 'min_length is more than max_length');
  if (limits.min !== undefined && limits.max !== undefined && limits.min > limits.max)
    add('limits.min', 'min is more than max');
  if (limits.pattern !== undefined) {
    const problem = patternProblem(limits.pattern);
    if (problem) add('limits.pattern', problem);
  }
  if (limits.pattern_message !== undefined && limits.pattern === undefined)
    add('limits.pattern_message', 'pattern_message needs a pattern');
  return problems;
}

export const NUMBER_MESSAGE = 'Enter a number';
export const CHOOSE_OPTION_MESSAGE = 'Choose one of the options';
export const PATTERN_MESSAGE = 'Enter it in the format asked for';
const YES_NO = ['yes', 'no'] as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A typed value as text: strings trimmed, finite numbers written out; anything else is not text. */
const asText = z.union([z.string(), z.number().finite().transform(String)], { error: () => 'Enter text' });

function filledSchema(def: CustomFieldAsked, today: Today): z.ZodType<CustomValue> {
  const limits = def.limits ?? {};
  const options = (def.options ?? []).map((o) => o.value);
  switch (def.kind) {
    case 'text': {
      let check = z
        .string()
        .max(
          limits.max_length ?? MAX_CUSTOM_TEXT,
          `At most ${limits.max_length ?? MAX_CUSTOM_TEXT} characters`,
        );
      if (limits.min_length) check = check.min(limits.min_length, `At least ${limits.min_length} characters`);
      const pattern =
        limits.pattern && patternProblem(limits.pattern) === null ? new RegExp(limits.pattern, 'u') : null;
      return asText
        .pipe(z.string().trim())
        .pipe(pattern ? check.regex(pattern, limits.pattern_message ?? PATTERN_MESSAGE) : check);
    }
    case 'number':
      return asText.pipe(z.string().trim()).pipe(
        z
          .string()
          .regex(/^-?\d{1,15}(\.\d{1,6})?$/, { error: NUMBER_MESSAGE, abort: true })
          .refine((v) => limits.min === undefined || Number(v) >= limits.min, `Enter at least ${limits.min}`)
          .refine((v) => limits.max === undefined || Number(v) <= limits.max, `Enter at most ${limits.max}`),
      );
    case 'date':
      return asText.pipe(z.string().trim()).pipe(
        z
          .string()
          .refine((v) => parseMdy(v) !== null, { error: DATE_FORMAT_MESSAGE, abort: true })
          .refine((v) => {
            const date = parseMdy(v);
            return !limits.not_in_future || date === null || compareDates(date, today()) <= 0;
          }, FUTURE_DATE_MESSAGE),
      );
    case 'choice':
      return asText
        .pipe(z.string().trim())
        .pipe(z.string().refine((v) => options.includes(v), CHOOSE_OPTION_MESSAGE));
    case 'choices':
      return z
        .array(z.string(), { error: () => CHOOSE_OPTION_MESSAGE })
        .max(options.length, CHOOSE_OPTION_MESSAGE)
        .refine((list) => list.every((v) => options.includes(v)), {
          error: CHOOSE_OPTION_MESSAGE,
          abort: true,
        })
        .refine((list) => new Set(list).size === list.length, { error: CHOOSE_OPTION_MESSAGE, abort: true })
        .refine(
          (list) => limits.min === undefined || list.length >= limits.min,
          `Choose at least ${limits.min}`,
        )
        .refine(
          (list) => limits.max === undefined || list.length <= limits.max,
          `Choose at most ${limits.max}`,
        )
        .transform((list) => options.filter((v) => list.includes(v)));
    case 'yes_no':
      return asText.pipe(z.string().trim()).pipe(z.enum(YES_NO, { error: () => CHOOSE_OPTION_MESSAGE }));
  }
}

/**
 * The check of one custom field's answer, the same for the form and the server: an empty answer
 * ('' , null, none, an empty list) is "Field is required" when the field must be filled, else
 * left out (undefined); a given answer must pass the field's kind, options and limits. Answers
 * come back trimmed, numbers as text, several choices in the options' order.
 */
export function customValueSchema(
  def: CustomFieldAsked,
  today: Today = systemToday,
): z.ZodType<CustomValue | undefined> {
  const filled = filledSchema(def, today);
  return z.unknown().transform((value, ctx) => {
    if (isEmpty(value)) {
      if (def.required) ctx.addIssue({ code: 'custom', message: REQUIRED });
      return undefined;
    }
    const parsed = filled.safeParse(value);
    if (parsed.success) return parsed.data;
    // One message, at the field itself (never inside a list of choices).
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? CHOOSE_OPTION_MESSAGE });
    return z.NEVER;
  });
}

/** The answers of a step's custom fields, by id: unknown ids are dropped, empty optional ones left out. */
export function customValuesSchema(defs: readonly CustomFieldAsked[], today: Today = systemToday) {
  const shape: Record<string, z.ZodType> = {};
  for (const def of defs) shape[def.id] = customValueSchema(def, today);
  return z
    .preprocess((value) => {
      // Every field is looked at: one not sent reads as empty (required, or left out).
      const given = value === undefined || value === null ? {} : value;
      if (typeof given !== 'object' || Array.isArray(given)) return given;
      return { ...Object.fromEntries(defs.map((def) => [def.id, null])), ...given };
    }, z.object(shape))
    .transform(
      (values) =>
        Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
          string,
          CustomValue
        >,
    );
}
