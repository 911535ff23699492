import { useWatch } from 'react-hook-form';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { RETIRED_MESSAGE, RETIRED_STATUS } from '../../../../domain/formFields/employerFields';
import { SelectField } from '../../../ui/Field';
import { ConfiguredStep, type StepForm } from '../configured/ConfiguredStep';
import { ZipWithState } from '../configured/ZipWithState';
import type { StepProps } from '../stepTypes';

/** Retired blocks progress: the message shows as soon as R is picked and goes when the choice changes. */
function EmploymentStatus({ definition, form, errorOf }: { definition: FieldDefinition } & StepForm) {
  const status = useWatch({ control: form.control, name: 'employment_status' });
  return (
    <SelectField
      label="Employment Status"
      required={definition.required}
      options={(definition.options ?? []).map((o) => ({ value: o.value, label: o.name }))}
      error={status === RETIRED_STATUS ? RETIRED_MESSAGE : errorOf('employment_status')}
      {...form.register('employment_status')}
    />
  );
}

/** Employer Information: fields from the form configuration, prefilled from the group when nothing is saved. */
export function EmployerStep(props: StepProps) {
  return (
    <ConfiguredStep
      {...props}
      step="employer"
      extras={{
        override: (definition, step) => {
          if (definition.field_name === 'employment_status' && !definition.read_only)
            return <EmploymentStatus key="employment_status" definition={definition} {...step} />;
          if (definition.field_name === 'zip')
            return <ZipWithState key="zip" definition={definition} {...step} />;
          if (definition.field_name === 'state') return null;
          return undefined;
        },
      }}
    />
  );
}
