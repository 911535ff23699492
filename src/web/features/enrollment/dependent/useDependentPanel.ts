import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { validateSingleDependent } from '../../../../contract/dependentCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { dependentIdentityProblem, type NumberedPerson } from '../../../../domain/dependentPeople';
import { type HealthAnswersInput, healthAnswersSchema } from '../../../../domain/health/healthAnswersSchema';
import { healthFormValues } from '../../../../domain/health/healthFormValues';
import type { HealthAnswers, HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import type { SummaryItem } from '../../../ui/ErrorSummary';
import { fieldId } from '../../../ui/Field';
import { type FormValues, useConfiguredForm, valuesOf } from '../configured/useConfiguredForm';
import type { HealthFormApi } from '../health/healthForm';
import { healthLabelOf } from '../health/healthLabels';
import { type DependentEntry, isLocalId } from './dependentEntries';
import { dependentSummaryItem } from './dependentErrors';

/**
 * An edit panel opened from the page's error summary: the dependent, the field to focus and the
 * server's messages about this dependent (fields as "primary_info.weight"); `request` counts the
 * clicks, so following a second link of an open panel focuses again.
 */
export interface PanelFocus {
  id: string;
  field: string;
  errors: { field: string; message: string }[];
  request: number;
}

/** The form's own name of a field the server names inside a dependent ("primary_info.weight" → "weight"). */
const formName = (field: string) => field.slice(field.indexOf('.') + 1);

/** The answers form of a panel without health questions: never checked (submit checks answers only when asked). */
const NO_QUESTIONS: HealthQuestionSet = { conditions: [], medication: null };

export interface PanelOptions {
  enrollmentId: string;
  definitions: readonly FieldDefinition[];
  /** The dependent questions; null when health questions are not required. */
  health: HealthQuestionSet | null;
  /** The dependent being edited; none for a new one. */
  entry: DependentEntry | null;
  /** The relationship forced by the tier (an edit keeps the dependent's own). */
  relationship: string;
  /** N of 'Dependent #N', for the messages. */
  number: number;
  onDone: (entry: DependentEntry) => Promise<void>;
  /** The server's messages for the page's main error spot ('Dependent #N <message>'); empty clears it. */
  onServerErrors: (items: SummaryItem[]) => void;
  /** The other listed dependents with their numbers: the same person may not be listed twice. */
  others: readonly NumberedPerson[];
  /** Set when the panel was opened (or pointed at again) by a link of the page's error summary. */
  focus?: PanelFocus | null;
}

/** Form values as the entry's text; empty values left out. */
function textOf(values: FormValues): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') text[key] = String(value);
  }
  return text;
}

/**
 * One dependent's add or edit form: its primary info from the server's field list and, when
 * required, its health answers (the primary step's schema on the dependent questions). Submit
 * checks both here, then with the server (validate-single-dependent); the server's errors are set
 * at their fields (primary_info.* and health_info.*) and handed to the page as 'Dependent #N ...'.
 */
export function useDependentPanel(options: PanelOptions) {
  const { definitions, health, entry, relationship, number } = options;
  const blank: FormValues = { ...valuesOf(definitions), relationship };
  const initial: FormValues = entry ? { ...blank, ...entry.primary_info, relationship } : blank;
  const primary = useConfiguredForm('dependent', definitions, async () => {}, initial);
  const schema = useMemo(() => healthAnswersSchema(health ?? NO_QUESTIONS), [health]);
  const healthStart = health
    ? healthFormValues(health, entry?.health_info ?? null)
    : { condition_questions: [] };
  const answers = useServerForm(schema, {
    defaultValues: healthStart,
    onValid: async () => {},
    labelOf: healthLabelOf,
  });
  const [attempt, setAttempt] = useState(0);
  const [clientFailed, setClientFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Shows a server message at its field ("primary_info.…" or "health_info.…"); false for any other target. */
  const showAt = (target: string, message: string): boolean => {
    const name = formName(target);
    if (target.startsWith('primary_info.')) primary.form.setError(name, { type: 'server', message });
    else if (target.startsWith('health_info.'))
      answers.form.setError(name as Path<HealthAnswersInput>, { type: 'server', message });
    else return false;
    return true;
  };

  const failWith = (error: unknown) => {
    const list =
      error instanceof ApiError && error.fieldErrors.length > 0
        ? error.fieldErrors
        : [{ target_element: 'form', error_message: 'Something went wrong. Please try again.' }];
    const items: SummaryItem[] = list.map(({ target_element: target, error_message: message }) => {
      const atField = showAt(target, message);
      // 'Dependent #N <Field>: <message>', linked to the field in this panel.
      return {
        ...dependentSummaryItem(number, atField ? target : null, message),
        name: atField ? formName(target) : 'form',
      };
    });
    options.onServerErrors(items);
  };

  // Opened from the page's error summary: this dependent's messages show at their fields and the
  // named field takes focus (each time a link is followed).
  const focus = options.focus;
  useEffect(() => {
    if (!focus) return;
    for (const error of focus.errors) showAt(error.field, error.message);
    document.getElementById(fieldId(formName(focus.field)))?.focus();
  }, [focus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let primaryValues: FormValues | null = null;
    let healthValues: HealthAnswers | null = null;
    await primary.form.handleSubmit((values) => {
      primaryValues = values as FormValues;
    })();
    if (health)
      await answers.form.handleSubmit((values) => {
        healthValues = values;
      })();
    const checkedPrimary = primaryValues as FormValues | null;
    if (!checkedPrimary || (health && !healthValues)) {
      setClientFailed(true);
      setAttempt((n) => n + 1);
      return;
    }
    setClientFailed(false);
    options.onServerErrors([]);
    const primaryInfo = textOf(checkedPrimary);
    // One person once (dependentPeople.ts, as the server checks the list): typed SSNs and names here.
    const sameAs = dependentIdentityProblem(primaryInfo, options.others, null);
    if (sameAs) {
      failWith(
        new ApiError(400, [
          { target_element: `primary_info.${sameAs.field}`, error_message: sameAs.message },
        ]),
      );
      return;
    }
    const known = entry && !isLocalId(entry.dependent_id) ? { dependent_id: entry.dependent_id } : {};
    setBusy(true);
    try {
      const answer = await callApi(validateSingleDependent, {
        body: {
          enrollment_id: options.enrollmentId,
          ...known,
          primary_info: { ...primaryInfo, employed: '0' },
          ...(healthValues ? { health_info: healthValues } : {}),
        },
      });
      await options.onDone({
        dependent_id: answer.dependent_id,
        primary_info: primaryInfo,
        ...(healthValues ? { health_info: healthValues as HealthAnswersInput } : {}),
      });
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  };

  /** Cancel clears every value and message. */
  const clear = () => {
    primary.form.reset(blank);
    answers.form.reset(health ? healthFormValues(health, null) : { condition_questions: [] });
    setClientFailed(false);
    options.onServerErrors([]);
  };

  const summary = clientFailed ? [...primary.summary, ...answers.summary] : [];
  const healthForm: HealthFormApi = answers.form;
  return {
    primary,
    healthForm,
    healthErrorOf: answers.errorOf,
    submit,
    clear,
    attempt,
    summary,
    busy,
  };
}
