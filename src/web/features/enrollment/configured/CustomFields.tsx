import type { InputHTMLAttributes } from 'react';
import { type Control, Controller, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import { DateInput } from '../../../ui/DateInput';
import { fieldId, TextField } from '../../../ui/Field';
import { customName } from './customFieldNames';
import type { FormValues } from './useConfiguredForm';

type Choice = { value: string; label: string };

const YES_NO: Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * Radios or checkboxes under one legend with the required mark, the hint and the error, each tied
 * to the group by aria-describedby; the first choice carries the field's id, so the error
 * summary's link lands on it.
 */
function ChoiceGroup({
  name,
  field,
  error,
  choices,
  type,
  inputOf,
}: {
  name: string;
  field: CustomFieldOnWire;
  error: string | undefined;
  choices: readonly Choice[];
  type: 'radio' | 'checkbox';
  inputOf: (
    choice: Choice,
  ) => InputHTMLAttributes<HTMLInputElement> & { ref?: (el: HTMLInputElement | null) => void };
}) {
  const id = fieldId(name);
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`field ${type === 'radio' ? 'radio-group' : 'checkbox-group'}${error ? ' field--error' : ''}`}
      aria-describedby={described || undefined}
    >
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {field.hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      ) : null}
      {choices.map((choice, index) => (
        <label key={choice.value} className={type}>
          <input
            type={type}
            value={choice.value}
            {...inputOf(choice)}
            id={index === 0 ? id : `${id}-${choice.value}`}
            // One of the radios must be chosen (the form does not use the browser's own check).
            required={type === 'radio' && field.required}
            aria-invalid={Boolean(error)}
          />
          {choice.label}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One custom field drawn by its kind, named custom_fields.<id> in the form. */
function CustomField({
  field,
  register,
  control,
  error,
}: {
  field: CustomFieldOnWire;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, FieldValues>;
  error: string | undefined;
}) {
  const name = customName(field.id);
  const common = { label: field.label, required: field.required, error, hint: field.hint };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          maxLength={field.limits?.max_length ?? 2000}
          autoComplete="off"
          {...register(name)}
        />
      );
    case 'number':
      return (
        <TextField {...common} inputMode="decimal" autoComplete="off" maxLength={22} {...register(name)} />
      );
    case 'date':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <DateInput
              name={name}
              {...common}
              hint={field.hint ? `${field.hint} (mm/dd/yyyy)` : undefined}
              value={String(input.value ?? '')}
              onValue={input.onChange}
              onBlur={input.onBlur}
              ref={input.ref}
            />
          )}
        />
      );
    case 'choice':
    case 'yes_no': {
      const radio = register(name);
      return (
        <ChoiceGroup
          name={name}
          field={field}
          error={error}
          type="radio"
          choices={field.kind === 'yes_no' ? YES_NO : (field.options ?? [])}
          inputOf={() => radio}
        />
      );
    }
    case 'choices':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => {
            const chosen = Array.isArray(input.value) ? (input.value as string[]) : [];
            return (
              <ChoiceGroup
                name={name}
                field={field}
                error={error}
                type="checkbox"
                choices={field.options ?? []}
                inputOf={(choice) => ({
                  checked: chosen.includes(choice.value),
                  onChange: (event) =>
                    input.onChange(
                      event.target.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((value) => value !== choice.value),
                    ),
                  onBlur: input.onBlur,
                })}
              />
            );
          }}
        />
      );
  }
}

/** The catalog's own questions for this step, after its fields, in the server's order. */
export function CustomFields({
  fields,
  register,
  control,
  errorOf,
}: {
  fields: readonly CustomFieldOnWire[];
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
}) {
  return (
    <>
      {fields.map((field) => (
        <CustomField
          key={field.id}
          field={field}
          register={register}
          control={control}
          error={errorOf(customName(field.id))}
        />
      ))}
    </>
  );
}
