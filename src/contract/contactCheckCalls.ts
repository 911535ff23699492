import { z } from 'zod';
import { email, phone, REQUIRED } from '../domain/fieldRules';
import { endpoint } from './endpoint';
import { enrollmentId } from './wireFields';

/** The Contact form's field names: the checks' messages are shown there, whatever the parameter is called. */
export const EMAIL_TARGET = 'email_address';
export const PHONE_TARGET = 'phone_number';

const emailRule = email('Email is not in correct format');
const phoneRule = phone();

/** Runs a field rule on one parameter and reports its first message at the form's field. */
function checkedAt(ctx: z.RefinementCtx, target: string, rule: z.ZodType<string>, value: unknown): string {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: [target], message: parsed.error.issues[0]?.message ?? REQUIRED });
  return z.NEVER;
}

const emailQuestion = z
  .object({
    enrollment_id: enrollmentId,
    email: z.unknown().meta({ type: 'string', format: 'email' }).optional(),
  })
  .transform((input, ctx) => ({
    enrollment_id: input.enrollment_id,
    email: checkedAt(ctx, EMAIL_TARGET, emailRule, input.email),
  }));

const phoneQuestion = z
  .object({
    enrollment_id: enrollmentId,
    phone: z.unknown().meta({ type: 'string', pattern: '^\\d{10}$' }).optional(),
  })
  .transform((input, ctx) => ({
    enrollment_id: input.enrollment_id,
    phone: checkedAt(ctx, PHONE_TARGET, phoneRule, input.phone),
  }));

/** Success means the value may be used; a refusal is a field error at the form's field. */
const checkPassed = z.object({ valid: z.literal(true) });

export const validateMemberEmail = endpoint({
  method: 'POST',
  path: 'validate-member-email',
  summary:
    "On a current member's own enrollment, refuses an e-mail another member already holds ('Email Already Exists.'); a new shopper is never told whose an address is. Counted against the enrollment's and the address's check limits.",
  body: emailQuestion,
  data: checkPassed,
});

export const validatePhoneNumverify = endpoint({
  method: 'GET',
  path: 'validate-phone-numverify',
  summary:
    "Refuses a phone the phone service does not take ('Invalid phone number') or, on a current member's own enrollment, another member holds ('Phone already exists').",
  query: phoneQuestion,
  data: checkPassed,
});

export const validateEmailNeverbounce = endpoint({
  method: 'POST',
  path: 'validate-email-neverbounce',
  summary: "Refuses an e-mail the e-mail service does not take ('Email is not in correct format').",
  body: emailQuestion,
  data: checkPassed,
});
