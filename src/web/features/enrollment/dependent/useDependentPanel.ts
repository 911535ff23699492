import { type FormEvent, useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { validateSingleDependent } from '../../../../contract/dependentCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { type HealthAnswersInput, healthAnswersSchema } from '../../../../domain/health/healthAnswersSchema';
import { healthFormValues } from '../../../../domain/health/healthFormValues';
import type { HealthAnswers, HealthQuestionSet } from '../../../../domain/health/healthQuestion';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import type { SummaryItem } from '../../../ui/ErrorSummary';
import { type FormValues, useConfiguredForm, valuesOf } from '../configured/useConfiguredForm';
import type { HealthFormApi } from '../health/healthForm';
import { healthLabelOf } from '../health/healthLabels';
import { type DependentEntry, isLocalId } from './dependentEntries';

const NO_QUESTIONS = z.object({}).passthrough();

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
  const schema = useMemo(() => (health ? healthAnswersSchema(health) : NO_QUESTIONS), [health]);
  const healthStart = health
    ? healthFormValues(health, entry?.health_info ?? null)
    : { condition_questions: [] };
  const answers = useServerForm(schema as unknown as z.ZodType<HealthAnswers, HealthAnswersInput>, {
    defaultValues: healthStart,
    onValid: async () => {},
    labelOf: healthLabelOf,
  });
  const [attempt, setAttempt] = useState(0);
  const [clientFailed, setClientFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const failWith = (error: unknown) => {
    const list =
      error instanceof ApiError && error.fieldErrors.length > 0
        ? error.fieldErrors
        : [{ target_element: 'form', error_message: 'Something went wrong. Please try again.' }];
    const items: SummaryItem[] = list.map(({ target_element: target, error_message: message }) => {
      const inPrimary = target.startsWith('primary_info.');
      const inHealth = target.startsWith('health_info.');
      const name = inPrimary || inHealth ? target.slice(target.indexOf('.') + 1) : 'form';
      if (inPrimary) primary.form.setError(name as never, { type: 'server', message });
      if (inHealth) answers.form.setError(name as Path<HealthAnswersInput>, { type: 'server', message });
      return { name, message: `Dependent #${number} ${message}` };
    });
    options.onServerErrors(items);
  };

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
    primary.form.reset(blank as never);
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
