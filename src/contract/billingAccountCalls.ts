import { z } from 'zod';
import { existingBillingForm } from '../domain/forms/billingForm';
import { customValuesWire } from './customFieldWire';
import { endpoint } from './endpoint';
import { TAB_NAMES } from './enrollmentCalls';
import { enrollmentId, enrollmentQuery, listResult } from './wireFields';

/** A current member's saved bank account: the account number shows its last four digits only, the routing number too. */
const existingBank = z.object({
  bank_id: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_type: z.enum(['checking', 'savings']),
  account_holder_type: z.enum(['individual', 'company']),
  bank_routing: z.string(),
});
export type ExistingBank = z.infer<typeof existingBank>;

/** A current member's saved card: never more than its first six and last four digits, never a security code. */
const existingCard = z.object({
  card_id: z.string(),
  name_on_cc: z.string(),
  card_number: z.string(),
  expiration_month: z.string(),
  expiration_year: z.string(),
});
export type ExistingCard = z.infer<typeof existingCard>;

export const getExistingBankInfo = endpoint({
  method: 'GET',
  path: 'get-existing-bank-info',
  summary: "The bank accounts this enrollment's member has on file, masked; empty for a new member.",
  query: enrollmentQuery,
  data: listResult(existingBank),
});

export const getExistingCardInfo = endpoint({
  method: 'GET',
  path: 'get-existing-card-info',
  summary: "The cards this enrollment's member has on file, masked; empty for a new member.",
  query: enrollmentQuery,
  data: listResult(existingCard),
});

/** Billing with a saved account: card_id for a card; bank_id and the account's details for a bank. */
export const saveBillingInfoExisting = endpoint({
  method: 'POST',
  path: 'save-billing-info-existing',
  summary:
    "Saves Billing Information with one of the member's saved cards or bank accounts; another's id is not found.",
  // The catalog's questions of the step travel beside the saved account, apart from its numbers.
  body: z
    .object({ enrollment_id: enrollmentId, custom_fields: customValuesWire.optional() })
    .and(existingBillingForm),
  data: z.object({ next_tab: z.enum(TAB_NAMES).nullable() }),
});
