import {
  CONDITION_STATUS_LABELS,
  CONDITION_STATUSES,
  type HealthLayout,
} from '../../../../domain/health/healthQuestion';
import { DateField } from '../../../forms/DateField';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field';
import { type HealthPartProps, healthPath, YES_NO_OPTIONS } from './healthForm';
import { CONDITION_FIELD_LABELS as LABEL } from './healthLabels';

const STATUS_OPTIONS = CONDITION_STATUSES.map((value) => ({ value, label: CONDITION_STATUS_LABELS[value] }));

/** A date of the condition, mm/dd/yyyy and not in the future. */
function ConditionDate({
  form,
  errorOf,
  name,
  label,
  hint,
}: HealthPartProps & { name: string; label: string; hint?: string }) {
  // A date with a hint may stay empty; the others are required on a Yes.
  return (
    <DateField
      control={form.control}
      name={healthPath(name)}
      label={hint ? `${label} (${hint})` : label}
      required={!hint}
      error={errorOf(name)}
    />
  );
}

/** The standard layout: the condition, its dates, treatment and medication, and its symptoms. */
function StandardFields({ form, errorOf, base }: HealthPartProps & { base: string }) {
  const at = (field: string) => `${base}.${field}`;
  const parts = { form, errorOf };
  return (
    <>
      <TextField
        label={LABEL.health_condition}
        required
        error={errorOf(at('health_condition'))}
        {...form.register(healthPath(at('health_condition')))}
      />
      <ConditionDate {...parts} name={at('date_of_onset')} label={LABEL.date_of_onset ?? ''} />
      <ConditionDate
        {...parts}
        name={at('date_of_recovery')}
        label={LABEL.date_of_recovery ?? ''}
        hint="leave blank if not recovered"
      />
      <SelectField
        label={LABEL.is_treatment}
        options={YES_NO_OPTIONS}
        required
        error={errorOf(at('is_treatment'))}
        {...form.register(healthPath(at('is_treatment')))}
      />
      <SelectField
        label={LABEL.is_medicate}
        options={YES_NO_OPTIONS}
        required
        error={errorOf(at('is_medicate'))}
        {...form.register(healthPath(at('is_medicate')))}
      />
      <ConditionDate {...parts} name={at('d_last_seen')} label={LABEL.d_last_seen ?? ''} />
      <TextAreaField
        label={LABEL.symptoms}
        rows={2}
        required
        error={errorOf(at('symptoms'))}
        {...form.register(healthPath(at('symptoms')))}
      />
    </>
  );
}

/** Questions 146 and 147: the condition, its status, and the physician seen for it. */
function PhysicianFields({ form, errorOf, base }: HealthPartProps & { base: string }) {
  const at = (field: string) => `${base}.${field}`;
  const parts = { form, errorOf };
  return (
    <>
      <TextField
        label={LABEL.condition}
        required
        error={errorOf(at('condition'))}
        {...form.register(healthPath(at('condition')))}
      />
      <SelectField
        label={LABEL.status}
        options={STATUS_OPTIONS}
        required
        error={errorOf(at('status'))}
        {...form.register(healthPath(at('status')))}
      />
      <ConditionDate
        {...parts}
        name={at('last_seen_by_physician')}
        label={LABEL.last_seen_by_physician ?? ''}
      />
      <ConditionDate
        {...parts}
        name={at('date_of_recovery')}
        label={LABEL.date_of_recovery ?? ''}
        hint="required when recovered"
      />
      <TextField
        label={LABEL.physician_name}
        autoComplete="off"
        required
        error={errorOf(at('physician_name'))}
        {...form.register(healthPath(at('physician_name')))}
      />
      <TextField
        label={LABEL.address}
        autoComplete="off"
        required
        error={errorOf(at('address'))}
        {...form.register(healthPath(at('address')))}
      />
      <TextField
        label={LABEL.phone}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        required
        error={errorOf(at('phone'))}
        {...form.register(healthPath(at('phone')))}
      />
    </>
  );
}

/** The detail a Yes reveals, by the question's layout; the yes/no layout (question 145) asks none. */
export function ConditionFields({
  layout,
  base,
  ...parts
}: HealthPartProps & { layout: HealthLayout; base: string }) {
  if (layout === 'standard') return <StandardFields {...parts} base={base} />;
  if (layout === 'physician') return <PhysicianFields {...parts} base={base} />;
  return null;
}
