/**
 * The words of the Billing step's own inputs (payment type, bank account, card, bill date): the form's
 * labels, its error summary's and the application summary's rows read them here, so one thing has one
 * name from the form to the signed PDF. The billing address's words are its field definitions'
 * (formFields/billingFields.ts).
 */
export const PAYMENT_LABELS = {
  payment_method: 'Payment Type',
  account_name: 'Account Holder Name',
  routing_number: 'Routing Number',
  account_number: 'Account Number',
  bank_name: 'Bank Name',
  account_type: 'Account Type',
  account_holder_type: 'Account Holder Type',
  first_name_on_cc: 'First Name on Card',
  last_name_on_cc: 'Last Name on Card',
  card_number: 'Card Number',
  expiration_month: 'Expiration Month',
  expiration_year: 'Expiration Year',
  security_code: 'Security Code',
  bill_date: 'Billing Date',
  bank_id: 'Saved bank accounts',
  card_id: 'Saved cards',
} as const;
