import { z } from 'zod';
import { ENROLLMENT_PROCESSES } from '../agreement/agreementModes';
import { REQUIRED } from '../fieldRules';

/** Document 3, 5 and 8: the Agreement step's messages. */
const TICK_REQUIRED = 'This field is required.';
export const SIGNATURE_REQUIRED = 'Signature is required';
export const SIGNATURE_TOO_LARGE = 'Signature is too large';
export const SIGNATURE_NOT_PNG = 'Signature must be a PNG image';
const NAME_INVALID = 'Please enter valid name';
const CODE_INVALID = 'Please enter valid code';
const ANSWER_INVALID = 'Please enter a valid answer';

export const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** A drawn or typed signature on a 480×160 pad is a few kilobytes; this leaves room and no more. */
export const MAX_SIGNATURE_LENGTH = 200_000;
export const MAX_ANSWER_LENGTH = 200;
/** More acknowledgements than any cart has texts are not a form, whatever they say. */
const MAX_ACKNOWLEDGEMENTS = 30;

/** Thirteen or more digits, spaces or dashes between them allowed: a payment card number has no place here. */
const CARD_LIKE = /(?:\d[ -]?){12}\d/;
const MARKUP = /[<>]/;
const NAME = /^[\p{L}\p{M}0-9 .,'&()/-]*$/u;
const CODE = /^[A-Za-z0-9-]*$/;

/** Free text that is stored and shown again: no markup and no card number. */
const plainText = (max: number, invalid: string) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !MARKUP.test(value) && !CARD_LIKE.test(value), invalid);

const displayName = () => plainText(100, NAME_INVALID).refine((value) => NAME.test(value), NAME_INVALID);
const code = () => z.string().trim().max(20, CODE_INVALID).regex(CODE, CODE_INVALID);

/**
 * save-agreement-info's shape: types and sizes only, every field optional (Save and Continue Later
 * keeps a partial form). What is required, and the read-only values, come from the enrollment on
 * the server. A name or answer holding markup or a card number is refused here, before anything.
 */
export const agreementShape = z.object({
  eprocess: z.enum(ENROLLMENT_PROCESSES).optional(),
  question_id: z
    .union([z.number().int().nonnegative(), z.string().regex(/^\d{0,9}$/)])
    .nullable()
    .optional(),
  question: plainText(300, ANSWER_INVALID).optional(),
  answer: plainText(MAX_ANSWER_LENGTH, ANSWER_INVALID).optional(),
  verification_code: code().optional(),
  date: z
    .string()
    .max(10)
    .regex(/^[\d/]*$/)
    .optional(),
  agent_name: displayName().optional(),
  agent_code: code().optional(),
  group_name: displayName().optional(),
  group_code: code().optional(),
  user_name: displayName().optional(),
  signature: z
    .string()
    .max(MAX_SIGNATURE_LENGTH, SIGNATURE_TOO_LARGE)
    .refine((value) => value === '' || value.startsWith(SIGNATURE_PREFIX), SIGNATURE_NOT_PNG)
    .optional(),
  acknowledgements: z.array(z.boolean()).max(MAX_ACKNOWLEDGEMENTS).optional(),
  esign_consent: z.boolean().optional(),
});
export type AgreementShape = z.infer<typeof agreementShape>;

/** What this enrollment's agreement asks, decided by the server and sent to the form. */
export interface AgreementRules {
  /** Per agreement text, in order: whether its box must be ticked. */
  textRequired: readonly boolean[];
  answerRequired: boolean;
  signatureRequired: boolean;
}

export interface AgreementProblem {
  path: string;
  message: string;
}

/**
 * The Agreement step's rules, the same on both sides: every required text ticked, consent to sign
 * electronically given, the verification answer when asked, the signature when the mode needs one.
 */
export function agreementProblems(
  input: Pick<AgreementShape, 'acknowledgements' | 'esign_consent' | 'answer' | 'signature'>,
  rules: AgreementRules,
): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  rules.textRequired.forEach((required, index) => {
    if (required && input.acknowledgements?.[index] !== true)
      problems.push({ path: `acknowledgements.${index}`, message: TICK_REQUIRED });
  });
  if (input.esign_consent !== true) problems.push({ path: 'esign_consent', message: TICK_REQUIRED });
  if (rules.answerRequired && !input.answer?.trim()) problems.push({ path: 'answer', message: REQUIRED });
  if (rules.signatureRequired && !input.signature)
    problems.push({ path: 'signature', message: SIGNATURE_REQUIRED });
  return problems;
}

/** The form's check: the call's shape and then the rules, each problem at its field. */
export const agreementFormSchema = (rules: AgreementRules) =>
  agreementShape
    .pick({ acknowledgements: true, esign_consent: true, answer: true, signature: true })
    .superRefine((values, ctx) => {
      for (const problem of agreementProblems(values, rules)) {
        const path = problem.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        ctx.addIssue({ code: 'custom', path, message: problem.message });
      }
    });
export type AgreementFormValues = z.input<ReturnType<typeof agreementFormSchema>>;
