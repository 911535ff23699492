import type { z } from 'zod';
import type { FieldError } from '../../../contract/envelope';
import type { OptionItem } from '../../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { calendarDateOf } from '../../../domain/dates';
import { beneficiaryListProblem } from '../../../domain/formFields/beneficiaryFields';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../../domain/formFields/stepFieldCatalog';
import { formSchema } from '../../../domain/formFields/stepFields';
import type { AppDeps } from '../../appDeps';
import type { ResolvedField } from '../../enrollment/fieldSettings';
import type { TabDoc } from '../../enrollment/tabStore';
import { AppError, toFieldErrors } from '../../http/appError';

const NOT_AN_OPTION = 'Choose one of the options';

/** A chosen value must be one of its field's options; a set of flags may name only options. */
function optionErrors(
  doc: TabDoc,
  fields: readonly ResolvedField[],
  lists: Map<string, OptionItem[]>,
  prefix: string,
) {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const options = field.optionsList ? lists.get(field.optionsList) : undefined;
    const value = doc[field.name];
    if (!options || value === undefined || field.readOnly) continue;
    const allowed = new Set(options.map((o) => o.value));
    const chosen = typeof value === 'object' && value !== null ? Object.keys(value) : [String(value)];
    if (chosen.some((v) => !allowed.has(v)))
      errors.push({ target_element: `${prefix}${field.name}`, error_message: NOT_AN_OPTION });
  }
  return errors;
}

type StepSchema = ReturnType<typeof formSchema>;
/** What the checks read of the app: its clock (a policy change checks a dependent with its own). */
type Clock = Pick<AppDeps, 'now'>;
const SCHEMAS_KEPT = 200;
/** Built checks per app (its clock) and step, field list and day: building one was most of a save's time. */
const schemas = new WeakMap<Clock, Map<string, StepSchema>>();

/**
 * A configured step's check (of the document, or of one list entry) from this enrollment's field
 * list, built once per field list and day and then reused: the same field lists recur across
 * enrollments, and zod checks hold no state between parses.
 */
function schemaOf(deps: Clock, step: ConfiguredStep, fields: readonly ResolvedField[]): StepSchema {
  const built = schemas.get(deps) ?? new Map<string, StepSchema>();
  schemas.set(deps, built);
  const key = JSON.stringify([step, calendarDateOf(deps.now()), fields]);
  const held = built.get(key);
  if (held) return held;
  const schema = formSchema(
    CONFIGURED_STEPS[step](() => calendarDateOf(deps.now())),
    fields,
  );
  built.set(key, schema);
  if (built.size > SCHEMAS_KEPT) built.delete(built.keys().next().value as string);
  return schema;
}

/**
 * Checks one entry of a list step on its own, fields then option lists, as the save checks each
 * entry (validate-single-beneficiary uses it alone); error targets start with `prefix`. Answers
 * the values that may be stored (null when a field failed) and the errors.
 */
export function checkEntry(
  deps: Clock,
  step: ConfiguredStep,
  entry: TabDoc,
  fields: readonly ResolvedField[],
  lists: Map<string, OptionItem[]>,
  prefix = '',
): { doc: TabDoc | null; errors: FieldError[] } {
  const parsed = schemaOf(deps, step, fields).safeParse(entry);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error as z.ZodError, 'body').map((e) => ({
      ...e,
      target_element: prefix + e.target_element,
    }));
    return { doc: null, errors };
  }
  return { doc: parsed.data as TabDoc, errors: optionErrors(parsed.data as TabDoc, fields, lists, prefix) };
}

export const SAME_ENTRY_TWICE = 'This entry is listed twice';

/**
 * Checks a configured step's document against this enrollment's field list with the same
 * function the form uses, then its option lists; answers what may be stored (hidden and
 * read-only fields dropped) or throws the field errors.
 */
export function checkConfigured(
  deps: AppDeps,
  step: ConfiguredStep,
  doc: TabDoc,
  fields: readonly ResolvedField[],
  lists: Map<string, OptionItem[]>,
): TabDoc {
  const list = STEP_CATALOG[step].secrets.list;
  if (!list) {
    const checked = checkEntry(deps, step, doc, fields, lists);
    if (!checked.doc || checked.errors.length > 0) throw new AppError(400, checked.errors);
    return checked.doc;
  }
  const entries = Array.isArray(doc[list.key]) ? (doc[list.key] as TabDoc[]) : [];
  const errors: FieldError[] = [];
  const seen = new Set<unknown>();
  const kept = entries.map((entry, index) => {
    const prefix = `${list.key}.${index}.`;
    // Entries are matched by id (masks, edits, deletes): one id names one person.
    const id = entry[list.id];
    if (id !== undefined && id !== null && id !== '') {
      if (seen.has(id))
        errors.push({ target_element: `${prefix}${list.id}`, error_message: SAME_ENTRY_TWICE });
      seen.add(id);
    }
    const checked = checkEntry(deps, step, entry, fields, lists, prefix);
    errors.push(...checked.errors);
    return checked.doc ? { [list.id]: entry[list.id], ...checked.doc } : entry;
  });
  const problem = beneficiaryListProblem(entries);
  if (problem) errors.push({ target_element: list.key, error_message: problem });
  if (errors.length > 0) throw new AppError(400, errors);
  return { [list.key]: kept };
}
