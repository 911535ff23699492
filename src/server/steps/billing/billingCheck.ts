import type { z } from 'zod';
import { REQUIRED } from '../../../domain/fieldRules';
import { BILLING_ADDRESS_FIELDS } from '../../../domain/formFields/billingFields';
import {
  ACCOUNT_NUMBER_MESSAGE,
  billingSchema,
  CARD_EXPIRED_MESSAGE,
  CARD_NUMBER_MESSAGE,
  choosesSavedAccount,
  needsBillingAddress,
  ROUTING_DIGITS_MESSAGE,
} from '../../../domain/forms/billingForm';
import { isPaymentMethod, offeredPaymentTypes } from '../../../domain/paymentMethods';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { billDateChoices, chargeLinesOf } from '../../enrollment/chargeTerms';
import type { EnrollmentScope } from '../../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor } from '../../enrollment/fieldSettings';
import { paymentMethodFor } from '../../enrollment/paymentMethod';
import { stepSources } from '../../enrollment/stepValues';
import { resolveMasks } from '../../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../../enrollment/tabStore';
import { AppError, fieldError, toFieldErrors } from '../../http/appError';
import { readCart } from '../../pricing/cartView';
import { checkEntry } from '../configured/configuredCheck';
import { memberBankAccount, memberCard } from './memberPaymentAccounts';

export const PAYMENT_NOT_OFFERED = 'This payment type is not offered for this enrollment';
export const SAVED_ACCOUNT_NOT_FOUND = 'Saved account not found';
export const BILL_DATE_NOT_OFFERED = 'This billing date is not offered for this enrollment';

/** A mask that matches no number on file gets the field's own format message. */
const MASK_MESSAGES: Record<string, string> = {
  account_number: ACCOUNT_NUMBER_MESSAGE,
  routing_number: ROUTING_DIGITS_MESSAGE,
  card_number: CARD_NUMBER_MESSAGE,
};

/** A saved card past its month cannot pay. */
function expired(month: string, year: string, now: Date): boolean {
  const y = Number(year);
  return y < now.getFullYear() || (y === now.getFullYear() && Number(month) < now.getMonth() + 1);
}

/** The billing document for one of the member's saved accounts: its numbers and holder from the file. */
async function savedAccountDocument(deps: AppDeps, owned: OwnedEnrollment, values: TabDoc): Promise<TabDoc> {
  const memberId = owned.row.user_id;
  if (values.payment_method === 'cc') {
    const card = await memberCard(deps.db, deps.secretBox, memberId, String(values.card_id));
    if (!card) throw fieldError('card_id', SAVED_ACCOUNT_NOT_FOUND, 404);
    if (expired(card.expiration_month, card.expiration_year, deps.now()))
      throw fieldError('card_id', CARD_EXPIRED_MESSAGE);
    return {
      payment_method: 'cc',
      card_id: String(card.id),
      name_on_cc: card.name_on_cc,
      card_number: card.card_number,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      bill_date: values.bill_date,
    };
  }
  const bank = await memberBankAccount(deps.db, deps.secretBox, memberId, String(values.bank_id));
  if (!bank) throw fieldError('bank_id', SAVED_ACCOUNT_NOT_FOUND, 404);
  return {
    payment_method: 'eft',
    bank_id: String(bank.id),
    account_name: bank.account_name,
    bank_name: bank.bank_name,
    account_number: bank.account_number,
    routing_number: bank.routing_number,
    // The types are the shopper's to confirm; the account itself is the one on file.
    account_type: values.account_type,
    account_holder_type: values.account_holder_type,
    bill_date: values.bill_date,
  };
}

/** With 'Choose physical address' the billing address is the saved contact address, whatever was sent. */
async function withPhysicalAddress(deps: AppDeps, owned: OwnedEnrollment, values: TabDoc): Promise<TabDoc> {
  if (values.is_physical_address !== 'yes') return values;
  const contact = await readTab(deps, owned.row.id, 'contact');
  if (!contact) return values;
  const copy = { ...values };
  for (const field of BILLING_ADDRESS_FIELDS) {
    const value = contact[field];
    if (typeof value === 'string' && value !== '') copy[field] = value;
    else delete copy[field];
  }
  return copy;
}

/**
 * A new bank account's name: the directory's when it knows the routing number (whatever was sent);
 * for a valid number it does not know, the name the person typed (required by the schema). The
 * server never makes a name up.
 */
async function withDirectoryBankName(deps: AppDeps, values: TabDoc): Promise<TabDoc> {
  const answer = await deps.routingDirectory.lookup(String(values.routing_number));
  if (answer.found) return { ...values, bank_name: answer.bankName };
  if (answer.reason === 'unknown') return values;
  throw fieldError('routing_number', answer.message);
}

/**
 * Billing Information's check (STEP_CHECKS.billing), for a new entry and a saved account alike:
 * masks back to the numbers on file, the payment type one get-payment-method offers, the step's
 * one check (billingSchema with this enrollment's address settings), the address's option lists,
 * the routing number through the routing directory (which names the bank when it knows the number),
 * a saved account only the member's own, the bill date one the cart's billing terms offer.
 * Answers the document to store; the security code in it is dropped when it is sealed.
 */
export async function billingCheck(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
): Promise<TabDoc> {
  const method = doc.payment_method;
  if (typeof method === 'string' && isPaymentMethod(method)) {
    const configured = await paymentMethodFor(deps.db, scope, owned.row.portal_id);
    if (!offeredPaymentTypes(configured).includes(method))
      throw fieldError('payment_method', PAYMENT_NOT_OFFERED);
  }
  const sources = await stepSources(deps, owned, 'billing');
  const held = [sources.saved, sources.draft].filter((d): d is TabDoc => d !== null);
  const resolved = resolveMasks('billing', doc, held, deps.secretBox);
  if (!resolved.ok) throw fieldError(resolved.path, MASK_MESSAGES[resolved.path] ?? REQUIRED);

  const fields = await fieldSettingsFor(deps.db, 'billing', scope);
  const physical = await withPhysicalAddress(deps, owned, resolved.doc);
  const parsed = billingSchema(fields, deps.now()).safeParse(physical);
  if (!parsed.success) throw new AppError(400, toFieldErrors(parsed.error as z.ZodError, 'body'));
  const values = parsed.data as TabDoc;
  // The bill date is one the cart's billing terms offer (get-bill-date's, as the form shows them).
  const offered = billDateChoices(
    await chargeLinesOf(deps, await readCart(deps, owned.row.id, owned.filter)),
  );
  if (!offered.result.some((option) => option.bill_date === values.bill_date))
    throw fieldError('bill_date', BILL_DATE_NOT_OFFERED);
  if (choosesSavedAccount(values)) return savedAccountDocument(deps, owned, values);

  if (needsBillingAddress(values.payment_method)) {
    const lists = await optionListsFor(deps.db, fields);
    const { errors } = checkEntry(deps, 'billing', values, fields, lists);
    if (errors.length > 0) throw new AppError(400, errors);
  }
  if (values.payment_method === 'eft') return withDirectoryBankName(deps, values);
  return values;
}
