import { contactFields } from '../formFields/contactFields';
import { fieldRows, fieldValue } from './fieldRows';
import type { Describer } from './summaryTypes';
import { briefOf, textOf } from './summaryValues';

const FIELDS = contactFields();

/** Contact Information: every field as its definition words it (contactFields). */
export const contactSummary: Describer = (doc, options) => ({
  brief: briefOf([
    textOf(doc.email_address),
    fieldValue('phone_number', FIELDS, doc, options),
    textOf(doc.city),
  ]),
  sections: [{ title: null, rows: fieldRows(FIELDS, doc, options) }],
});
