import { FIELD_LABELS } from '../formFields/fieldLabels';
import { formatPhone } from '../phone';
import type { Describer } from './summaryTypes';
import { briefOf, nameOf, rowsOf, textOf } from './summaryValues';

const L = FIELD_LABELS.contact;

/** Contact Information: e-mail, phone, the home address and, when asked, where the applicant was born. */
export const contactSummary: Describer = (doc, options) => {
  const phone = textOf(doc.phone_number) ? formatPhone(textOf(doc.phone_number)) : '';
  const zip = [textOf(doc.zip), textOf(doc.zip4)].filter(Boolean).join('-');
  const rows = rowsOf([
    [L.email_address, textOf(doc.email_address)],
    [L.phone_number, phone],
    [L.address1, textOf(doc.address1)],
    [L.address2, textOf(doc.address2)],
    [L.city, textOf(doc.city)],
    [L.state, nameOf(textOf(doc.state).toUpperCase(), 'state', options)],
    [L.zip, zip],
    [L.birth_city, textOf(doc.birth_city)],
    [L.birth_state, nameOf(textOf(doc.birth_state).toUpperCase(), 'birth_state', options)],
  ]);
  return {
    brief: briefOf([textOf(doc.email_address), phone, textOf(doc.city)]),
    sections: [{ title: null, rows }],
  };
};
