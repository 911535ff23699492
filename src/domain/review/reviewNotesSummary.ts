import type { Describer } from './summaryTypes';
import { rowsOf, textOf } from './summaryValues';

/** Review: the additional notes the applicant added before submitting. */
export const reviewNotesSummary: Describer = (doc) => {
  const notes = textOf(doc.additional_notes);
  return { brief: notes, sections: [{ title: null, rows: rowsOf([['Additional Notes', notes]]) }] };
};
