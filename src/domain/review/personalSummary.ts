import { personalFields } from '../formFields/personalFields';
import { fieldRows, fieldValue } from './fieldRows';
import type { Describer } from './summaryTypes';
import { briefOf, fullName, textOf } from './summaryValues';

const FIELDS = personalFields();

/** Personal Information: every field as its definition words it (personalFields); the SSN masked. */
export const personalSummary: Describer = (doc, options) => ({
  brief: briefOf([fullName(doc), fieldValue('gender', FIELDS, doc, options), textOf(doc.birthdate)]),
  sections: [{ title: null, rows: fieldRows(FIELDS, doc, options) }],
});
