import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type UseFormRegister, useWatch } from 'react-hook-form';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import type { ConfiguredStep } from '../../../../domain/formFields/stepFieldCatalog';
import { DateField } from '../../../forms/DateField';
import { SsnField } from '../../../forms/SsnField';
import { SelectField, TextField } from '../../../ui/Field';
import { fieldOrder, lookOf } from './fieldLooks';
import type { FormValues } from './useConfiguredForm';

/** The fields in the order the step shows them; ones the web does not know go last. */
function ordered(step: ConfiguredStep, definitions: readonly FieldDefinition[]): FieldDefinition[] {
  const order = fieldOrder(step);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...definitions].sort((a, b) => rank(a.field_name) - rank(b.field_name));
}

const optionLabel = (d: FieldDefinition, value: unknown) =>
  d.options?.find((o) => o.value === value)?.name ?? String(value ?? '');

/**
 * Renders a step from the server's field list: each shown field with its label, required mark,
 * read-only state, options and error; `override` replaces one field's input (e.g. a locked state).
 */
export function ConfiguredFields({
  step,
  definitions,
  register,
  control,
  errorOf,
  override,
}: {
  step: ConfiguredStep;
  definitions: readonly FieldDefinition[];
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
  override?: (definition: FieldDefinition) => ReactNode | undefined;
}) {
  const values = (useWatch({ control }) ?? {}) as Record<string, unknown>;
  return (
    <>
      {ordered(step, definitions).map((d) => {
        const look = lookOf(step, d.field_name);
        if (look.showWhen && !look.showWhen(values)) return null;
        const replaced = override?.(d);
        if (replaced !== undefined) return replaced;
        const name = d.field_name;
        const common = {
          label: look.label,
          required: d.required,
          error: errorOf(name),
          hint: d.message ?? look.hint,
        };
        if (d.read_only) {
          return (
            <TextField
              key={name}
              name={`${name}_display`}
              label={look.label}
              readOnly
              value={d.options ? optionLabel(d, d.value) : String(d.value ?? '')}
            />
          );
        }
        switch (look.kind) {
          case 'select':
            return (
              <SelectField
                key={name}
                {...common}
                options={(d.options ?? []).map((o) => ({ value: o.value, label: o.name }))}
                {...register(name)}
              />
            );
          case 'date':
            return <DateField key={name} control={control} name={name} {...common} required={d.required} />;
          case 'ssn':
            return <SsnField key={name} error={common.error} required={d.required} {...register(name)} />;
          case 'checkbox':
            return (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <div className="field field--checkbox">
                    <label>
                      <input
                        type="checkbox"
                        name={name}
                        id={`field-${name}`}
                        checked={field.value === '1'}
                        onChange={(event) => field.onChange(event.target.checked ? '1' : '0')}
                        ref={field.ref}
                      />{' '}
                      {look.label}
                    </label>
                  </div>
                )}
              />
            );
          case 'flags':
            return (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => {
                  const flags = (field.value && typeof field.value === 'object' ? field.value : {}) as Record<
                    string,
                    number
                  >;
                  return (
                    <fieldset className={`field checkbox-group${common.error ? ' field--error' : ''}`}>
                      <legend>
                        {look.label}
                        {d.required ? <span aria-hidden="true"> *</span> : null}
                      </legend>
                      {(d.options ?? []).map((option, index) => (
                        <label key={option.value} className="checkbox">
                          <input
                            type="checkbox"
                            id={index === 0 ? `field-${name}` : `field-${name}-${option.value}`}
                            checked={flags[option.value] === 1}
                            onChange={(event) =>
                              field.onChange({ ...flags, [option.value]: event.target.checked ? 1 : 0 })
                            }
                          />{' '}
                          {option.name}
                        </label>
                      ))}
                      {common.error ? (
                        <p className="field__error" id={`field-${name}-error`}>
                          {common.error}
                        </p>
                      ) : null}
                    </fieldset>
                  );
                }}
              />
            );
          default:
            return (
              <TextField
                key={name}
                {...common}
                {...(look.type ? { type: look.type } : {})}
                {...(look.inputMode ? { inputMode: look.inputMode } : {})}
                {...(look.maxLength ? { maxLength: look.maxLength } : {})}
                {...(look.autoComplete ? { autoComplete: look.autoComplete } : {})}
                {...register(
                  name,
                  look.upper ? { setValueAs: (v: unknown) => String(v ?? '').toUpperCase() } : {},
                )}
              />
            );
        }
      })}
    </>
  );
}
