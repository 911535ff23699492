import type { FieldInput } from '../../../../domain/formFields/builtInField';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../../../domain/formFields/stepFieldCatalog';
import type { StepFields } from '../../../../domain/formFields/stepFields';

/** How a configured field looks on screen: its definition's label and input; which fields show is the server's choice. */
export interface FieldLook extends FieldInput {
  label: string;
}

// The steps' definitions as the web shows them; their checks are built per form (useConfiguredForm).
const described = new Map<ConfiguredStep, StepFields>();
function definitionsOf(step: ConfiguredStep): StepFields {
  let fields = described.get(step);
  if (!fields) {
    fields = CONFIGURED_STEPS[step]();
    described.set(step, fields);
  }
  return fields;
}

/** The step's fields in the order the form shows them (the order of their definitions). */
export const fieldOrder = (step: ConfiguredStep): string[] => Object.keys(definitionsOf(step).fields);

/** A field the product has no definition for still shows, as text with its name for a label. */
export function lookOf(step: ConfiguredStep, name: string): FieldLook {
  const field = definitionsOf(step).fields[name];
  if (field) return { ...field.input, label: field.label };
  return { label: name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()), kind: 'text' };
}
