import { formatPhone } from '../phone';
import type { Describer } from './summaryTypes';
import { briefOf, nameOf, rowsOf, textOf } from './summaryValues';

/** Contact Information: e-mail, phone, the home address and, when asked, where the applicant was born. */
export const contactSummary: Describer = (doc, options) => {
  const phone = textOf(doc.phone_number) ? formatPhone(textOf(doc.phone_number)) : '';
  const zip = [textOf(doc.zip), textOf(doc.zip4)].filter(Boolean).join('-');
  const rows = rowsOf([
    ['Email', textOf(doc.email_address)],
    ['Phone', phone],
    ['Address Line 1', textOf(doc.address1)],
    ['Address Line 2', textOf(doc.address2)],
    ['City', textOf(doc.city)],
    ['State', nameOf(textOf(doc.state).toUpperCase(), 'state', options)],
    ['Zip', zip],
    ['Birth City', textOf(doc.birth_city)],
    ['Birth State', nameOf(textOf(doc.birth_state).toUpperCase(), 'birth_state', options)],
  ]);
  return {
    brief: briefOf([textOf(doc.email_address), phone, textOf(doc.city)]),
    sections: [{ title: null, rows }],
  };
};
