import { z } from 'zod';
import { DEFAULT_BILLING_TERMS } from '../billingTerms';
import { personName, REQUIRED, requiredText, stop, text } from '../fieldRules';
import { billingAddressFields } from '../formFields/billingFields';
import { type FieldSetting, formSchema, staticShape } from '../formFields/stepFields';
import { wireText } from '../formFields/wireTypes';
import { PAYMENT_METHODS } from '../paymentMethods';
import { holdsCardNumber, isValidRoutingNumber, passesLuhn } from '../paymentNumbers';

/** The store's preset bill date (the spec's 28); an enrollment's comes from its billing terms. */
const DEFAULT_BILL_DATE = String(DEFAULT_BILLING_TERMS.default_bill_date);

/** Expiry years offered: this year through 20 years ahead (section 9). */
export const EXPIRY_YEARS_AHEAD = 20;

export const ROUTING_DIGITS_MESSAGE = 'Routing number must be of 9 digits';
const ROUTING_INVALID_MESSAGE = 'Routing number is not valid';
export const ACCOUNT_NUMBER_MESSAGE = 'Account Number must be of 4 to 17 digits.';
export const CARD_NUMBER_MESSAGE = 'Card number must be Min-13 and Max-25';
export const CARD_EXPIRED_MESSAGE = 'Card has expired';
const ACCOUNT_NAME_MESSAGE = 'Invalid account holder name';

/** The server's mask of a number on file ("••••••••6789"): sent back unchanged, it keeps that number. */
const MASKED = /^•+\d{4}$/;
const isMaskedNumber = (value: string) => MASKED.test(value);

/** A day of the month; which days an enrollment may choose is its billing terms' (checked on the server). */
const billDate = z.string({ error: () => REQUIRED }).regex(/^([1-9]|[12]\d|3[01])$/, REQUIRED);

/** A number typed in full (its own format and check), or the mask of the one on file. */
const secretNumber = (format: RegExp, formatMessage: string, check?: [(v: string) => boolean, string]) => {
  const base = text()
    .trim()
    .min(1, stop(REQUIRED))
    .refine((v) => isMaskedNumber(v) || format.test(v), stop(formatMessage));
  return check ? base.refine((v) => isMaskedNumber(v) || check[0](v), check[1]) : base;
};

const accountTypes = ['checking', 'savings'] as const;
const accountHolderTypes = ['individual', 'company'] as const;

/** EFT from a new bank account (section 5, Bank). */
const bankBilling = z.object({
  payment_method: z.literal('eft'),
  account_name: requiredText(60)
    .regex(/^[A-Za-z0-9 ]+$/, stop(ACCOUNT_NAME_MESSAGE))
    // Digits are allowed in a holder's name, but a card number is not a name (and would sit unsealed).
    .refine((v) => !holdsCardNumber(v), ACCOUNT_NAME_MESSAGE),
  routing_number: secretNumber(/^\d{9}$/, ROUTING_DIGITS_MESSAGE, [
    isValidRoutingNumber,
    ROUTING_INVALID_MESSAGE,
  ]),
  account_number: secretNumber(/^\d{4,17}$/, ACCOUNT_NUMBER_MESSAGE),
  bank_name: requiredText(60),
  account_type: z.enum(accountTypes, { error: () => REQUIRED }),
  account_holder_type: z.enum(accountHolderTypes, { error: () => REQUIRED }),
  bill_date: billDate,
});

/** A new card (section 5, Card); the security code is checked here and never stored. */
const cardBilling = z.object({
  payment_method: z.literal('cc'),
  first_name_on_cc: personName('Please enter valid first name'),
  last_name_on_cc: personName('Please enter valid last name'),
  card_number: secretNumber(/^\d{13,25}$/, CARD_NUMBER_MESSAGE, [passesLuhn, 'Card number is not valid']),
  expiration_month: z.string({ error: () => REQUIRED }).regex(/^(0[1-9]|1[0-2])$/, REQUIRED),
  expiration_year: z.string({ error: () => REQUIRED }).regex(/^\d{4}$/, REQUIRED),
  security_code: text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^\d{3,4}$/, 'Security code must of 3 or 4 digits'),
  bill_date: billDate,
});

/** List bill, EFT list and statement: the group or a statement pays; only the bill date is chosen. */
const noEntryBilling = z.object({ payment_method: z.enum(['elist', 'list', 'stmt']), bill_date: billDate });

/** The month and year a card expires must not be past, nor beyond the years offered. */
function expiryIssue(month: number, year: number, now: Date): 'expiration_year' | 'expiration_month' | null {
  const thisYear = now.getFullYear();
  if (year < thisYear || year > thisYear + EXPIRY_YEARS_AHEAD) return 'expiration_year';
  if (year === thisYear && month < now.getMonth() + 1) return 'expiration_month';
  return null;
}

/** The payment part of a new entry: by payment type, a card not expired. */
const paymentForm = (now: Date = new Date()) =>
  z
    .discriminatedUnion('payment_method', [bankBilling, cardBilling, noEntryBilling], {
      error: () => REQUIRED,
    })
    .superRefine((form, ctx) => {
      if (form.payment_method !== 'cc') return;
      const field = expiryIssue(Number(form.expiration_month), Number(form.expiration_year), now);
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: CARD_EXPIRED_MESSAGE });
    });

const savedAccountId = z
  .union([z.string(), z.number()], { error: () => REQUIRED })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,9}$/, 'Saved account not found'));

/** Paying with a member's saved bank account (save-billing-info-existing). */
const existingBankBilling = z.object({
  payment_method: z.literal('eft'),
  bank_id: savedAccountId,
  account_type: z.enum(accountTypes, { error: () => REQUIRED }),
  account_holder_type: z.enum(accountHolderTypes, { error: () => REQUIRED }),
  account_name: wireText(60).optional(),
  bank_name: wireText(60).optional(),
  bank_routing: wireText(20).optional(),
  bill_date: billDate,
});

/** Paying with a member's saved card: only its id and the bill date; its security code is never asked again. */
const existingCardBilling = z.object({
  payment_method: z.literal('cc'),
  card_id: savedAccountId,
  bill_date: billDate.default(DEFAULT_BILL_DATE),
});

export const existingBillingForm = z.discriminatedUnion(
  'payment_method',
  [existingBankBilling, existingCardBilling],
  {
    error: () => REQUIRED,
  },
);

/** Whether the values choose a saved bank account or card rather than a new entry. */
export const choosesSavedAccount = (values: Record<string, unknown>) =>
  [values.bank_id, values.card_id].some((id) => id !== undefined && id !== null && id !== '');

/** Payment types whose entry carries a billing address. */
export const needsBillingAddress = (method: unknown) => method === 'eft' || method === 'cc';

/**
 * The one check of the Billing step, for the form and the server alike: a saved account, or a new
 * entry (payment details by type, plus the billing address for a card or bank draft, checked by
 * this enrollment's address settings). Every message shows at once.
 */
export function billingSchema(addressSettings: readonly FieldSetting[], now: Date = new Date()) {
  const address = formSchema(billingAddressFields(), addressSettings);
  const payment = paymentForm(now);
  // Any value reaches the transform (z.custom without a check), typed as the form's values.
  return z.custom<BillingValues>().transform((raw, ctx) => {
    const values: BillingValues = raw && typeof raw === 'object' ? raw : {};
    const parts = choosesSavedAccount(values)
      ? [existingBillingForm.safeParse(values)]
      : [
          payment.safeParse(values),
          needsBillingAddress(values.payment_method) ? address.safeParse(values) : null,
        ];
    let out: Record<string, unknown> = {};
    let failed = false;
    for (const part of parts) {
      if (!part) continue;
      if (part.success) out = { ...out, ...(part.data as Record<string, unknown>) };
      else {
        failed = true;
        for (const issue of part.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    return failed ? z.NEVER : out;
  });
}
export type BillingValues = Record<string, unknown>;

/**
 * On billingSchema's output: whether a saved account was chosen, in which case existingBillingForm
 * checked the values (the type save-billing-info-existing takes).
 */
export function checkedSavedAccount(
  values: BillingValues,
): values is BillingValues & z.output<typeof existingBillingForm> {
  return choosesSavedAccount(values);
}

const wire = (max: number) => wireText(max).nullable().optional();

/**
 * save-billing-info's shape on the wire: types and sizes only (so Save and Continue Later can keep
 * a half-typed entry); completeness is the server's check with billingSchema.
 */
export const billingWire = staticShape(billingAddressFields()).extend({
  payment_method: z
    .enum(PAYMENT_METHODS, { error: () => REQUIRED })
    .nullable()
    .optional(),
  account_name: wire(60),
  routing_number: wire(20),
  account_number: wire(40),
  bank_name: wire(60),
  account_type: wire(10),
  account_holder_type: wire(10),
  first_name_on_cc: wire(60),
  last_name_on_cc: wire(60),
  card_number: wire(40),
  expiration_month: wire(2),
  expiration_year: wire(4),
  security_code: wire(10),
  bill_date: wire(2),
});

/** Which fields a payment type's entry sends; everything else the form holds is left out. */
export const ENTRY_FIELDS: Record<'eft' | 'cc', readonly string[]> = {
  eft: [
    'account_name',
    'routing_number',
    'account_number',
    'bank_name',
    'account_type',
    'account_holder_type',
  ],
  cc: [
    'first_name_on_cc',
    'last_name_on_cc',
    'card_number',
    'expiration_month',
    'expiration_year',
    'security_code',
  ],
};
