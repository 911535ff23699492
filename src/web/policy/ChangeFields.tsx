import type { UseFormReturn } from 'react-hook-form';
import type { PolicyChangeRequest, PolicyView } from '../../contract/policyCalls';
import { dependentFields } from '../../domain/formFields/dependentFields';
import { US_STATES } from '../../domain/usStates';
import { DateField } from '../forms/DateField';
import { SsnField } from '../forms/SsnField';
import { SelectField, TextField } from '../ui/Field';
import type { ChangeFormValues } from './changeRequest';
import { removableMembers } from './changeRequest';

type Form = UseFormReturn<ChangeFormValues, unknown, PolicyChangeRequest>;
type ErrorOf = (name: string) => string | undefined;

const PERSON = dependentFields().fields;
const RELATIONSHIPS = [
  { value: 'child', label: 'Child' },
  { value: 'spouse', label: 'Spouse' },
];
const GENDERS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
];
const STATES = US_STATES.map(([value, label]) => ({ value, label }));

/** Labels of the change form's fields, for the error summary ("First Name: …"). */
export function changeFieldLabel(name: string): string | undefined {
  if (name.startsWith('person.')) return PERSON[name.slice('person.'.length)]?.label;
  const labels: Record<string, string> = {
    kind: 'What to do',
    event: 'Life event',
    event_date: 'Date of the event',
    member_id: 'Member',
    end_date: 'Last day of coverage',
    new_option: 'New plan option',
    plan_id: 'New plan option',
    option: 'New plan option',
    reason: 'Reason',
    'address.address1': 'Address Line 1',
    'address.address2': 'Address Line 2',
    'address.city': 'City',
    'address.state': 'State',
    'address.zip': 'ZIP Code',
  };
  return labels[name];
}

/** The new dependent, with the wizard's fields and codes; a newborn may have no SSN yet. */
export function PersonFields({ form, errorOf }: { form: Form; errorOf: ErrorOf }) {
  const { register, control } = form;
  const label = (name: string) => changeFieldLabel(`person.${name}`) ?? name;
  return (
    <fieldset>
      <legend>The dependent</legend>
      <SelectField
        label={label('relationship')}
        options={RELATIONSHIPS}
        error={errorOf('person.relationship')}
        {...register('person.relationship')}
      />
      <TextField
        label={label('first_name')}
        autoComplete="off"
        maxLength={50}
        error={errorOf('person.first_name')}
        {...register('person.first_name')}
      />
      <TextField
        label={label('last_name')}
        autoComplete="off"
        maxLength={50}
        error={errorOf('person.last_name')}
        {...register('person.last_name')}
      />
      <DateField
        control={control}
        name="person.birthdate"
        label={label('birthdate')}
        error={errorOf('person.birthdate')}
      />
      <SelectField
        label={label('gender')}
        options={GENDERS}
        error={errorOf('person.gender')}
        {...register('person.gender')}
      />
      <p className="field__hint">A newborn with no Social Security Number yet may be added without one.</p>
      <SsnField required={false} error={errorOf('person.ssn')} {...register('person.ssn')} />
    </fieldset>
  );
}

/** Which dependent a removal ends: those whose coverage runs on. */
export function MemberField({ form, errorOf, policy }: { form: Form; errorOf: ErrorOf; policy: PolicyView }) {
  const options = removableMembers(policy).map((member) => ({
    value: member.member_id,
    label: `${member.first_name} ${member.last_name}`,
  }));
  return (
    <SelectField
      label="Member"
      options={options}
      error={errorOf('member_id')}
      {...form.register('member_id')}
    />
  );
}

/** The subscriber's new home address. */
export function AddressFields({ form, errorOf }: { form: Form; errorOf: ErrorOf }) {
  const { register } = form;
  const text = (name: 'address1' | 'address2' | 'city' | 'zip', autoComplete: string, maxLength: number) => (
    <TextField
      label={changeFieldLabel(`address.${name}`)}
      autoComplete={autoComplete}
      maxLength={maxLength}
      error={errorOf(`address.${name}`)}
      {...register(`address.${name}`)}
    />
  );
  return (
    <fieldset>
      <legend>New home address</legend>
      {text('address1', 'address-line1', 100)}
      {text('address2', 'address-line2', 100)}
      {text('city', 'address-level2', 60)}
      <SelectField
        label="State"
        options={STATES}
        autoComplete="address-level1"
        error={errorOf('address.state')}
        {...register('address.state')}
      />
      {text('zip', 'postal-code', 10)}
    </fieldset>
  );
}

/** A termination's last day of coverage (the end of this month unless changed). */
export function EndDateField({ form, errorOf }: { form: Form; errorOf: ErrorOf }) {
  return (
    <DateField
      control={form.control}
      name="end_date"
      label="Last day of coverage"
      error={errorOf('end_date')}
    />
  );
}
