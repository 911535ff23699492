import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../contract/customFieldWire';
import type { FieldError } from '../../contract/envelope';
import { type CustomField, type CustomValue, customValuesSchema } from '../../domain/customFields';
import type { Today } from '../../domain/fieldRules';
import { CUSTOM_LINES_KEY, customAnswerLines } from '../../domain/review/customFieldSummary';
import { toFieldErrors } from '../http/appError';
import type { TabDoc } from './tabStore';

const isValue = (value: unknown): value is CustomValue =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** A step document's custom answers by id (draft, saved or none). */
function customValuesOf(doc: TabDoc): Record<string, CustomValue> {
  const held = doc[CUSTOM_FIELDS_KEY];
  if (!held || typeof held !== 'object' || Array.isArray(held)) return {};
  return Object.fromEntries(
    Object.entries(held).filter((entry): entry is [string, CustomValue] => isValue(entry[1])),
  );
}

/** The step's custom fields for the browser: what to draw and check, and the value the form starts from. */
export function customFieldsOnWire(defs: readonly CustomField[], doc: TabDoc): CustomFieldOnWire[] {
  const values = customValuesOf(doc);
  return defs.map(({ id, kind, label, hint, required, limits, options }) => ({
    id,
    kind,
    label,
    ...(hint ? { hint } : {}),
    required,
    ...(limits ? { limits } : {}),
    ...(options ? { options } : {}),
    value: values[id] ?? null,
  }));
}

/**
 * Checks a save's custom answers with the schema the form uses: answers the part of the document
 * to store (the answers by id and their lines in words, fields out of scope dropped) or the field
 * errors, targeted custom_fields.<id>.
 */
export function checkCustomValues(
  defs: readonly CustomField[],
  doc: TabDoc,
  today: Today,
): { stored: TabDoc; errors: FieldError[] } {
  const parsed = customValuesSchema(defs, today).safeParse(doc[CUSTOM_FIELDS_KEY]);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error, 'body').map((e) => ({
      ...e,
      target_element:
        e.target_element === 'body' ? CUSTOM_FIELDS_KEY : `${CUSTOM_FIELDS_KEY}.${e.target_element}`,
    }));
    return { stored: {}, errors };
  }
  if (defs.length === 0) return { stored: {}, errors: [] };
  return {
    stored: { [CUSTOM_FIELDS_KEY]: parsed.data, [CUSTOM_LINES_KEY]: customAnswerLines(defs, parsed.data) },
    errors: [],
  };
}

/**
 * A step document with only the custom answers of fields still asked of this enrollment: a field
 * whose carrier, plan or group left the cart, or that the catalog withdrew, is no longer shown on
 * review or printed. A document without custom answers is returned as it is.
 */
export function answersInScope(doc: TabDoc, defs: readonly CustomField[]): TabDoc {
  if (!(CUSTOM_FIELDS_KEY in doc) && !(CUSTOM_LINES_KEY in doc)) return doc;
  const asked = new Set(defs.map((def) => def.id));
  const values = Object.fromEntries(Object.entries(customValuesOf(doc)).filter(([id]) => asked.has(id)));
  const lines = Array.isArray(doc[CUSTOM_LINES_KEY])
    ? (doc[CUSTOM_LINES_KEY] as { id?: unknown }[]).filter((line) => asked.has(String(line?.id)))
    : [];
  return { ...doc, [CUSTOM_FIELDS_KEY]: values, [CUSTOM_LINES_KEY]: lines };
}
