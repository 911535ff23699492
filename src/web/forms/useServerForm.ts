import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/apiError';
import type { SummaryItem } from '../ui/ErrorSummary';

/** Targets the server names that are not fields of a form: their message shows above it. */
const FORM_LEVEL_TARGETS = new Set([
  'enrollment_id',
  'tempId',
  'body',
  'server',
  'network',
  'path',
  'params',
  'query',
]);

function flatten(errors: FieldErrors, prefix = ''): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) items.push({ name, message });
    else if (typeof value === 'object') items.push(...flatten(value as FieldErrors, name));
  }
  return items;
}

/**
 * A form checked by the same zod schema the server uses, whose submit also shows the server's
 * field errors beside their fields and puts focus on the error summary when anything fails.
 */
export function useServerForm<Output extends FieldValues, Input extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: {
    defaultValues: DefaultValues<Input>;
    onValid: (values: Output) => Promise<void>;
    /** The label of a field, so the error summary can say which field each message is about. */
    labelOf?: (name: string) => string | undefined;
    /** More targets the server may name that are no field of this form (ids it was given): shown above it. */
    formTargets?: readonly string[];
  },
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output, z.ZodType<Output, Input>>(schema),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead; its links lead to each field.
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await options.onValid(values);
      } catch (error) {
        if (error instanceof ApiError) {
          for (const item of error.fieldErrors) {
            if (
              FORM_LEVEL_TARGETS.has(item.target_element) ||
              options.formTargets?.includes(item.target_element)
            )
              setFormError(item.error_message);
            else
              form.setError(item.target_element as Path<Input>, {
                type: 'server',
                message: item.error_message,
              });
          }
          if (error.fieldErrors.length === 0) setFormError(error.firstMessage);
        } else {
          setFormError('Something went wrong. Please try again.');
        }
        setAttempt((n) => n + 1);
      }
    },
    () => setAttempt((n) => n + 1),
  );

  const labelOf = options.labelOf;
  const summary = flatten(form.formState.errors as FieldErrors).map((item) => {
    const label = labelOf?.(item.name);
    return label ? { ...item, label } : item;
  });
  if (formError) summary.unshift({ name: 'form', message: formError });
  const errorOf = (name: string): string | undefined => summary.find((item) => item.name === name)?.message;
  return { form, submit, attempt, summary, formError, errorOf };
}
