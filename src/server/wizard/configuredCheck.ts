import type { z } from 'zod';
import type { FieldError } from '../../contract/envelope';
import type { OptionItem } from '../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../contract/wizardStepCatalog';
import { calendarDateOf } from '../../domain/dates';
import { beneficiaryListProblem } from '../../domain/formFields/beneficiaryFields';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { formSchema } from '../../domain/formFields/stepFields';
import type { AppDeps } from '../appDeps';
import { AppError } from '../http/appError';
import { toFieldErrors } from '../http/registerEndpoints';
import type { ResolvedField } from './fieldSettings';
import type { TabDoc } from './tabStore';

export const NOT_AN_OPTION = 'Choose one of the options';

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
  const schema = formSchema(
    CONFIGURED_STEPS[step](() => calendarDateOf(deps.now())),
    fields,
  );
  const list = STEP_CATALOG[step].secrets.list;
  if (!list) {
    const parsed = schema.safeParse(doc);
    if (!parsed.success) throw new AppError(400, toFieldErrors(parsed.error as z.ZodError, 'body'));
    const errors = optionErrors(parsed.data as TabDoc, fields, lists, '');
    if (errors.length > 0) throw new AppError(400, errors);
    return parsed.data as TabDoc;
  }
  const entries = Array.isArray(doc[list.key]) ? (doc[list.key] as TabDoc[]) : [];
  const errors: FieldError[] = [];
  const kept = entries.map((entry, index) => {
    const prefix = `${list.key}.${index}.`;
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      errors.push(
        ...toFieldErrors(parsed.error as z.ZodError, 'body').map((e) => ({
          ...e,
          target_element: prefix + e.target_element,
        })),
      );
      return entry;
    }
    errors.push(...optionErrors(parsed.data as TabDoc, fields, lists, prefix));
    return { [list.id]: entry[list.id], ...(parsed.data as TabDoc) };
  });
  const problem = beneficiaryListProblem(entries);
  if (problem) errors.push({ target_element: list.key, error_message: problem });
  if (errors.length > 0) throw new AppError(400, errors);
  return { [list.key]: kept };
}
