import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { CustomFieldKit } from './customFieldKit';

/** Any step's react-hook-form: its custom answers sit under custom_fields whatever its own values are. */
interface AnyStepForm {
  register: unknown;
  control: unknown;
}

/**
 * A step's catalog questions after its own fields, once their kit has loaded (useCustomFieldKit);
 * nothing for a step that asks none. Every step with custom fields draws them through this one place.
 */
export function StepCustomFields({
  kit,
  fields,
  form,
  errorOf,
}: {
  kit: CustomFieldKit | null;
  fields: readonly CustomFieldOnWire[];
  form: AnyStepForm;
  errorOf: (name: string) => string | undefined;
}) {
  if (!kit || fields.length === 0) return null;
  const { CustomFields } = kit;
  return (
    <CustomFields
      fields={fields}
      register={form.register as Parameters<CustomFieldKit['CustomFields']>[0]['register']}
      control={form.control as Parameters<CustomFieldKit['CustomFields']>[0]['control']}
      errorOf={errorOf}
    />
  );
}
