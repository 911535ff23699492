import { useMemo } from 'react';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../../../domain/formFields/stepFieldCatalog';
import { type FieldSetting, formSchema } from '../../../../domain/formFields/stepFields';
import { useServerForm } from '../../../forms/useServerForm';
import type { CustomFieldKit } from './customFieldKit';
import { lookOf } from './fieldLooks';
import { customLabelOf, withStepCustomFields } from './stepCustomForm';

/** A configured step's values by field name: its fields come from the server's list, so no name is known ahead. */
export type FormValues = Record<string, unknown>;

/** The server's field list as the settings the shared schema function takes. */
export function settingsOf(definitions: readonly FieldDefinition[]): FieldSetting[] {
  return definitions.map((d) => ({ name: d.field_name, required: d.required, readOnly: d.read_only }));
}

/** A form's starting values: each field's value from the server ('' for none). */
export function valuesOf(definitions: readonly FieldDefinition[]): FormValues {
  return Object.fromEntries(definitions.map((d) => [d.field_name, d.value ?? '']));
}

/**
 * A configured step's form, the one typed adapter between react-hook-form and such a step: its
 * values are FormValues, checked by the schema built from the server's field list with the same
 * function the server applies (the resolver of useServerForm, which also sets the server's field
 * errors at their fields), error messages named by each field's label; the step's custom fields are
 * checked by the schema the server applies to them (withCustomFields).
 */
export function useConfiguredForm(
  step: ConfiguredStep,
  definitions: readonly FieldDefinition[],
  onValid: (values: FormValues) => Promise<void>,
  initial: FormValues = valuesOf(definitions),
  custom: readonly CustomFieldOnWire[] = [],
  /** The custom-field kit, loaded when `custom` is not empty (useCustomFieldKit). */
  kit: CustomFieldKit | null = null,
) {
  // Built once per field list, not on every render (each keystroke re-renders the form).
  const schema = useMemo(
    () => withStepCustomFields(formSchema(CONFIGURED_STEPS[step](), settingsOf(definitions)), custom, kit),
    [step, definitions, custom, kit],
  );
  return useServerForm<FormValues, FormValues>(schema, {
    defaultValues: initial,
    onValid: (values: FormValues) => onValid(values),
    labelOf: (name: string) => {
      const asked = customLabelOf(custom, name);
      if (asked) return asked;
      const field = name.split('.').at(-1) ?? name;
      return definitions.some((d) => d.field_name === field) ? lookOf(step, field).label : undefined;
    },
  });
}
