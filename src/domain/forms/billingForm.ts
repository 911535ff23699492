import { z } from 'zod';
import { personName, REQUIRED, requiredText, stop, text } from '../fieldRules';
import { isValidRoutingNumber, passesLuhn } from '../paymentNumbers';

export const BILL_DATES = ['1', '5', '10', '15', '20', '28'] as const;
export const DEFAULT_BILL_DATE = '28';

const billDate = z.enum(BILL_DATES, { error: () => REQUIRED });

export const bankBilling = z.object({
  payment_method: z.literal('eft'),
  account_name: requiredText(60).regex(/^[A-Za-z0-9 ]+$/, 'Invalid account holder name'),
  routing_number: text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^\d{9}$/, 'Routing number must be of 9 digits')
    .refine(isValidRoutingNumber, 'Routing number is not valid'),
  account_number: text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^\d{4,17}$/, 'Account Number must be of 4 to 17 digits.'),
  bank_name: requiredText(60),
  account_type: z.enum(['checking', 'savings'], { error: () => REQUIRED }),
  account_holder_type: z.enum(['individual', 'company'], { error: () => REQUIRED }),
  bill_date: billDate,
});

export const cardBilling = z.object({
  payment_method: z.literal('cc'),
  first_name_on_cc: personName('Please enter valid first name'),
  last_name_on_cc: personName('Please enter valid last name'),
  card_number: text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^\d{13,25}$/, 'Card number must be Min-13 and Max-25')
    .refine(passesLuhn, 'Card number is not valid'),
  expiration_month: z.string().regex(/^(0[1-9]|1[0-2])$/, REQUIRED),
  expiration_year: z.string().regex(/^\d{4}$/, REQUIRED),
  security_code: text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(/^\d{3,4}$/, 'Security code must of 3 or 4 digits'),
  bill_date: billDate,
});

/** Billing: a bank account (EFT) or a card; a card must not have expired. */
export const billingForm = (now: Date = new Date()) =>
  z.discriminatedUnion('payment_method', [bankBilling, cardBilling]).superRefine((form, ctx) => {
    if (form.payment_method !== 'cc') return;
    const year = Number(form.expiration_year);
    const month = Number(form.expiration_month);
    const thisYear = now.getFullYear();
    if (year < thisYear || year > thisYear + 20) {
      ctx.addIssue({ code: 'custom', path: ['expiration_year'], message: 'Card has expired' });
    } else if (year === thisYear && month < now.getMonth() + 1) {
      ctx.addIssue({ code: 'custom', path: ['expiration_month'], message: 'Card has expired' });
    }
  });
export type BillingForm = z.infer<ReturnType<typeof billingForm>>;
