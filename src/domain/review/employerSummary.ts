import { employerFields } from '../formFields/employerFields';
import { fieldRows } from './fieldRows';
import type { Describer } from './summaryTypes';
import { briefOf, textOf } from './summaryValues';

const FIELDS = employerFields();

/** Employer Information: every field as its definition words it (employerFields). */
export const employerSummary: Describer = (doc, options) => ({
  brief: briefOf([textOf(doc.name), textOf(doc.occupation)]),
  sections: [{ title: null, rows: fieldRows(FIELDS, doc, options) }],
});
