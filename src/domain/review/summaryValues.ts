import type { FieldOptions, SummaryDocument, SummaryRow } from './summaryTypes';

/** A stored value as text: strings trimmed, numbers as written; anything else (objects, lists) is not a value. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The rows whose value is not empty, in the order given: an unanswered field is left out, not shown blank. */
export function rowsOf(entries: readonly (readonly [label: string, value: string])[]): SummaryRow[] {
  return entries.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

/**
 * A stored code by its name: the field's option list when known, else the product's own names,
 * else the value as stored (free text such as a relationship typed in).
 */
export function nameOf(
  value: unknown,
  field: string,
  options: FieldOptions,
  known: Readonly<Record<string, string>> = {},
): string {
  const code = textOf(value);
  if (!code) return '';
  return options[field]?.find((option) => option.value === code)?.name ?? known[code] ?? code;
}

/** Yes or No for the flags the steps store ('1'/'0', 1/0, true/false, 'yes'/'no'); empty when unanswered. */
export function yesNo(value: unknown): string {
  if (value === true || value === 1) return 'Yes';
  if (value === false || value === 0) return 'No';
  const text = textOf(value).toLowerCase();
  if (['1', 'yes', 'y', 'true'].includes(text)) return 'Yes';
  if (['0', 'no', 'n', 'false'].includes(text)) return 'No';
  return '';
}

/** Characters a masked number is shown with (the server's bullet, and the asterisks and Xs of other systems). */
const MASKED = /[•*xX]/;

/**
 * A sensitive number (SSN, account, card, routing) as it may be shown: a value already masked is
 * kept as given; a plain one is masked down to its last four, so a full number never reaches a
 * summary even if a caller forgot to mask it.
 */
export function maskedNumber(value: unknown): string {
  const text = textOf(value);
  if (!text || MASKED.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length <= 4) return text;
  return '•'.repeat(digits.length - 4) + digits.slice(-4);
}

/** A person's full name from first, middle and last name fields. */
export function fullName(doc: SummaryDocument): string {
  return [doc.first_name, doc.middle_name, doc.last_name].map(textOf).filter(Boolean).join(' ');
}

/** Height as feet and inches ("5 ft 6 in"); empty when neither is given. */
export function heightOf(doc: SummaryDocument): string {
  const feet = textOf(doc.height_feet);
  const inch = textOf(doc.height_inch);
  if (!feet && !inch) return '';
  return [feet ? `${feet} ft` : '', inch ? `${inch} in` : ''].filter(Boolean).join(' ');
}

/** Weight in Lbs, as the spec words it. */
export function weightOf(doc: SummaryDocument): string {
  const weight = textOf(doc.weight);
  return weight ? `${weight} Lbs` : '';
}

/** A nested document (an object), or an empty one. */
export function objectOf(value: unknown): SummaryDocument {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as SummaryDocument)
    : {};
}

/** A list of nested documents; anything that is not an object is skipped. */
export function listOf(value: unknown): SummaryDocument[] {
  return Array.isArray(value)
    ? value.filter((item): item is SummaryDocument => item !== null && typeof item === 'object')
    : [];
}

/** The first few non-empty parts of a card's one-line brief, joined. */
export function briefOf(parts: readonly string[]): string {
  return parts.filter(Boolean).join(', ');
}
