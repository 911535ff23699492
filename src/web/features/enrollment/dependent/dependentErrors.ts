import type { FieldError } from '../../../../contract/envelope';
import type { SummaryItem } from '../../../ui/ErrorSummary';
import { lookOf } from '../configured/fieldLooks';
import { healthLabelOf } from '../health/healthLabels';

/**
 * A server message about the dependents' list, tied to the dependent it names by id (so it follows
 * that dependent when another is deleted, and goes when that dependent is edited). `field` is the
 * path inside the dependent ("primary_info.weight", "health_info.condition_questions.0…"); a
 * message about the list itself has neither.
 */
export interface DependentError {
  id: string | null;
  field: string | null;
  message: string;
}

const ENTRY_PATH = /^dependents\.(\d+)\.(.+)$/;
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** The label of a field of one dependent ("primary_info.weight" → "Weight (lbs)"), or none. */
function dependentFieldLabel(field: string): string | undefined {
  const [part, ...rest] = field.split('.');
  const name = rest.join('.');
  if (part === 'primary_info' && rest.length === 1) return lookOf('dependent', name).label;
  if (part === 'health_info') return healthLabelOf(name) ?? 'Health Questions';
  return undefined;
}

/**
 * How the error summary says it: 'Dependent #N <Field>: <message>' (document 3's 'Dependent #N
 * <message>' with the field named), every message of every dependent, each its own line.
 */
export function dependentSummaryItem(number: number, field: string | null, message: string): SummaryItem {
  const label = field ? dependentFieldLabel(field) : undefined;
  return {
    name: `dependents.${number - 1}${field ? `.${field}` : ''}`,
    message,
    label: label ? `Dependent #${number} ${label}` : `Dependent #${number}`,
  };
}

/** The server's field errors for a list sent in this order, each tied to the dependent it names. */
export function dependentErrorsOf(
  errors: readonly FieldError[],
  sent: readonly { dependent_id: string }[],
): DependentError[] {
  if (errors.length === 0) return [{ id: null, field: null, message: SOMETHING_WRONG }];
  return errors.map(({ target_element: target, error_message: message }) => {
    const match = ENTRY_PATH.exec(target);
    const entry = match ? sent[Number(match[1])] : undefined;
    return entry
      ? { id: entry.dependent_id, field: match?.[2] ?? null, message }
      : { id: null, field: null, message };
  });
}

/** A summary line for an error, numbered by the dependent's place now; null once that dependent is gone. */
export function summaryItemOf(
  error: DependentError,
  entries: readonly { dependent_id: string }[],
): SummaryItem | null {
  if (error.id === null) return { name: 'dependents', message: error.message };
  const index = entries.findIndex((entry) => entry.dependent_id === error.id);
  if (index < 0) return null;
  const field = error.field === 'dependent_id' ? null : error.field;
  return dependentSummaryItem(index + 1, field, error.message);
}
