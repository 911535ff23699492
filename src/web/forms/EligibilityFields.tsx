import type { ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { usePremierTier } from '../api/usePremierTier';
import { useEnrollmentId } from '../session/enrollmentSession';
import { RadioGroup, SelectField, TextField } from '../ui/Field';
import { GENDER_OPTIONS, tierOptions } from '../ui/options';
import { DateField } from './DateField';

/**
 * What the tier is, said where it is chosen: who the coverage is for. Kept here, with the eligibility
 * form's own chunk, not in the shared form parts every wizard step loads.
 */
export const TIER_HINT =
  'Who the coverage is for: you alone, you and your spouse, you and your children, or your family.';

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
  planId,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
  afterGender?: ReactNode;
  /** Shows only these fields (the referral page asks them over two slides). */
  only?: readonly EligibilityField[];
  zipHint?: ReactNode;
  /** The plan on screen, when the form opens on a plan's page (a premier plan names the tier). */
  planId?: number | undefined;
}) {
  const premier = usePremierTier(useEnrollmentId(), planId);
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
          hint={TIER_HINT}
          options={tierOptions(premier)}
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
