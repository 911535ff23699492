import type { BuiltInField, ReviewValue } from '../formFields/builtInField';
import type { StepFields } from '../formFields/stepFields';
import { formatPhone } from '../phone';
import type { FieldOptions, SummaryDocument, SummaryRow } from './summaryTypes';
import { heightOf, maskedNumber, nameOf, objectOf, rowsOf, textOf, weightOf, yesNo } from './summaryValues';

const DEFAULT_VALUE: Record<BuiltInField['input']['kind'], ReviewValue> = {
  text: 'text',
  date: 'text',
  select: 'choice',
  ssn: 'masked',
  checkbox: 'yes_no',
  flags: 'flags',
};

/** The fields shown inside `name`'s line (a zip's +4), in the form's order. */
const partsOf = (step: StepFields, name: string) =>
  Object.entries(step.fields)
    .filter(
      ([, field]) => field.review !== undefined && 'partOf' in field.review && field.review.partOf === name,
    )
    .map(([part]) => part);

/** A stored value in words, as its field's review line reads it (empty for a field the step lacks). */
export function fieldValue(
  name: string,
  step: StepFields,
  doc: SummaryDocument,
  options: FieldOptions,
): string {
  const field = step.fields[name];
  if (!field) return '';
  const line = field.review && 'partOf' in field.review ? undefined : field.review;
  if (line && 'omitted' in line) return '';
  const names = line?.names ?? {};
  const other = line?.otherText;
  if (other && textOf(doc[name]) === other.when && textOf(doc[other.field])) return textOf(doc[other.field]);
  const value = doc[name];
  switch (line?.value ?? DEFAULT_VALUE[field.input.kind]) {
    case 'choice':
      return nameOf(field.input.upper ? textOf(value).toUpperCase() : value, name, options, names);
    case 'masked':
      return maskedNumber(value);
    case 'yes_no':
      return yesNo(value);
    case 'flags':
      return Object.entries(objectOf(value))
        .filter(([, on]) => Number(on) === 1)
        .map(([flag]) => nameOf(flag, name, options, names))
        .join(', ');
    case 'phone':
      return textOf(value) ? formatPhone(textOf(value)) : '';
    case 'percent':
      return textOf(value) ? `${textOf(value)}%` : '';
    case 'height':
      return heightOf(doc);
    case 'weight':
      return weightOf(doc);
    case 'zip_plus4':
      return [name, ...partsOf(step, name)]
        .map((part) => textOf(doc[part]))
        .filter(Boolean)
        .join('-');
    default:
      return textOf(value);
  }
}

/** The label a field's line carries: the review's own wording, else the form's label. */
export function reviewLabelOf(field: BuiltInField): string {
  const line = field.review;
  return line && 'label' in line && line.label ? line.label : field.label;
}

/**
 * A step's saved fields as summary rows, in the order the form shows them: each field with a line
 * of its own gives one row when answered; a field shown in another's line, or left out, gives none.
 */
export function fieldRows(step: StepFields, doc: SummaryDocument, options: FieldOptions): SummaryRow[] {
  return rowsOf(
    Object.entries(step.fields)
      .filter(([, field]) => !field.review || !('partOf' in field.review || 'omitted' in field.review))
      .map(([name, field]) => [reviewLabelOf(field), fieldValue(name, step, doc, options)] as const),
  );
}
