import type { CustomFieldAsked, CustomValue } from '../customFields';
import type { SummaryDocument, SummarySection } from './summaryTypes';
import { listOf, textOf } from './summaryValues';

/** Where a step's stored document keeps its custom answers as the applicant read them. */
export const CUSTOM_LINES_KEY = 'custom_field_lines';
const CUSTOM_SECTION_TITLE = 'Additional Questions';

/** One custom answer as review, View Details and the signed PDF show it. */
export interface CustomAnswerLine {
  id: string;
  label: string;
  value: string;
}

const optionLabel = (def: CustomFieldAsked, value: string) =>
  def.options?.find((option) => option.value === value)?.label ?? value;

/** An answer in words: a choice by its option's label, several joined, yes/no as Yes or No. */
function customAnswerText(def: CustomFieldAsked, value: CustomValue): string {
  if (Array.isArray(value)) return value.map((v) => optionLabel(def, v)).join(', ');
  if (def.kind === 'yes_no') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
  return def.kind === 'choice' ? optionLabel(def, value) : value;
}

/**
 * The lines kept with a saved step: each answered custom field's label and answer in words, in
 * the fields' order, so the application shows what was asked then, whatever the catalog says later.
 */
export function customAnswerLines(
  defs: readonly CustomFieldAsked[],
  values: Readonly<Record<string, CustomValue>>,
): CustomAnswerLine[] {
  return defs.flatMap((def) => {
    const value = values[def.id];
    return value === undefined ? [] : [{ id: def.id, label: def.label, value: customAnswerText(def, value) }];
  });
}

/** A saved document's custom answers as a summary section; null when it has none. */
export function customAnswerSection(doc: SummaryDocument): SummarySection | null {
  const rows = listOf(doc[CUSTOM_LINES_KEY])
    .map((line) => ({ label: textOf(line.label), value: textOf(line.value) }))
    .filter((row) => row.label !== '' && row.value !== '');
  return rows.length > 0 ? { title: CUSTOM_SECTION_TITLE, rows } : null;
}
