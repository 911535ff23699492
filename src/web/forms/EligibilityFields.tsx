import type { ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { RadioGroup, SelectField, TextField } from '../ui/Field';
import { GENDER_OPTIONS, TIER_OPTIONS } from '../ui/options';
import { DateField } from './DateField';

type EligibilityField = 'zip' | 'gender' | 'tier' | 'dob';

/**
 * Zip, gender, tier and date of birth, the fields of every filter form; `afterGender` places a
 * form's own extra fields (tobacco use) between gender and tier.
 */
export function EligibilityFields<T extends FieldValues>({
  register,
  control,
  errorOf,
  afterGender,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
  afterGender?: ReactNode;
}) {
  const field = (name: EligibilityField) => name as Path<T>;
  return (
    <>
      <TextField
        label="Zip Code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={errorOf('zip')}
        {...register(field('zip'))}
      />
      <RadioGroup
        name="gender"
        legend="Gender"
        options={GENDER_OPTIONS}
        error={errorOf('gender')}
        inputProps={register(field('gender'))}
      />
      {afterGender}
      <SelectField label="Tier" options={TIER_OPTIONS} error={errorOf('tier')} {...register(field('tier'))} />
      <DateField
        control={control}
        name={field('dob')}
        label="Date of Birth"
        autoComplete="bday"
        error={errorOf('dob')}
      />
    </>
  );
}
