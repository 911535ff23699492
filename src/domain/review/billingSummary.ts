import { billDateLabel } from '../billDateLabel';
import { billingAddressFields } from '../formFields/billingFields';
import { PAYMENT_LABELS as L } from '../forms/billingLabels';
import { fieldRows } from './fieldRows';
import type { Describer, SummaryDocument, SummaryRow } from './summaryTypes';
import { briefOf, maskedNumber, nameOf, rowsOf, textOf } from './summaryValues';
import { ACCOUNT_HOLDER_TYPE_NAMES, ACCOUNT_TYPE_NAMES, PAYMENT_TYPE_NAMES } from './valueNames';

/** The bank account's rows (EFT): numbers masked, types by name; a saved account says so. */
function bankRows(doc: SummaryDocument, options: Parameters<Describer>[1]): SummaryRow[] {
  return rowsOf([
    ['Bank Account', textOf(doc.bank_id) ? 'Account on file' : ''],
    [L.account_name, textOf(doc.account_name)],
    [L.bank_name, textOf(doc.bank_name)],
    [L.routing_number, maskedNumber(doc.routing_number ?? doc.bank_routing)],
    [L.account_number, maskedNumber(doc.account_number)],
    [L.account_type, nameOf(doc.account_type, 'account_type', options, ACCOUNT_TYPE_NAMES)],
    [
      L.account_holder_type,
      nameOf(doc.account_holder_type, 'account_holder_type', options, ACCOUNT_HOLDER_TYPE_NAMES),
    ],
  ]);
}

/** The card's rows: names, the masked number and the expiry as month/year; a saved card says so. */
function cardRows(doc: SummaryDocument): SummaryRow[] {
  const month = textOf(doc.expiration_month);
  const year = textOf(doc.expiration_year);
  return rowsOf([
    ['Card', textOf(doc.card_id) ? 'Card on file' : ''],
    [L.first_name_on_cc, textOf(doc.first_name_on_cc)],
    [L.last_name_on_cc, textOf(doc.last_name_on_cc)],
    ['Name on Card', textOf(doc.name_on_cc)],
    [L.card_number, maskedNumber(doc.card_number)],
    ['Expiration', month && year ? `${month}/${year}` : month || year],
  ]);
}

const ADDRESS = billingAddressFields();

/** Billing Information: the payment type and its account or card, the bill date and the billing address. */
export const billingSummary: Describer = (doc, options) => {
  const method = textOf(doc.payment_method);
  const paymentType = nameOf(method, 'payment_method', options, PAYMENT_TYPE_NAMES);
  const billDate = textOf(doc.bill_date) ? billDateLabel(textOf(doc.bill_date)) : '';
  const payment = [
    ...rowsOf([
      [L.payment_method, paymentType],
      [L.bill_date, billDate],
    ]),
    ...(method === 'eft' ? bankRows(doc, options) : []),
    ...(method === 'cc' ? cardRows(doc) : []),
  ];
  const address = fieldRows(ADDRESS, doc, options);
  const number =
    method === 'eft'
      ? maskedNumber(doc.account_number)
      : method === 'cc'
        ? maskedNumber(doc.card_number)
        : '';
  return {
    brief: briefOf([paymentType, method === 'eft' ? textOf(doc.bank_name) : '', number, billDate]),
    sections: [
      { title: 'Payment', rows: payment },
      ...(address.length > 0 ? [{ title: 'Billing Address', rows: address }] : []),
    ],
  };
};
