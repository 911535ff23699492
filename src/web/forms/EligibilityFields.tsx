import type { ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { RadioGroup, SelectField, TextField } from '../ui/Field';
import { GENDER_OPTIONS, TIER_OPTIONS } from '../ui/options';
import { DateField } from './DateField';

export type EligibilityField = 'zip' | 'gender' | 'tier' | 'dob';

/**
 * Zip, gender, tier and date of birth, the fields of every filter form; `afterGender` places a
 * form's own extra fields (tobacco use) between gender and tier.
 */
export function EligibilityFields<T extends FieldValues>({
  register,
  control,
  errorOf,
  afterGender,
  only,
  zipHint,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
  afterGender?: ReactNode;
  /** Shows only these fields (the referral page asks them over two slides). */
  only?: readonly EligibilityField[];
  zipHint?: ReactNode;
}) {
  const field = (name: EligibilityField) => name as Path<T>;
  const shows = (name: EligibilityField) => !only || only.includes(name);
  return (
    <>
      {shows('zip') ? (
        <TextField
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errorOf('zip')}
          hint={zipHint}
          {...register(field('zip'))}
        />
      ) : null}
      {shows('gender') ? (
        <RadioGroup
          name="gender"
          legend="Gender"
          options={GENDER_OPTIONS}
          error={errorOf('gender')}
          inputProps={register(field('gender'))}
        />
      ) : null}
      {afterGender}
      {shows('tier') ? (
        <SelectField
          label="Tier"
          options={TIER_OPTIONS}
          error={errorOf('tier')}
          {...register(field('tier'))}
        />
      ) : null}
      {shows('dob') ? (
        <DateField
          control={control}
          name={field('dob')}
          label="Date of Birth"
          autoComplete="bday"
          error={errorOf('dob')}
        />
      ) : null}
    </>
  );
}
