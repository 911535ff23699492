import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../ui/Field';
import { DateField } from './DateField';
import { SsnField } from './SsnField';

interface Person {
  first_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
}

/** First and last name, date of birth and SSN of another person (a beneficiary, a dependent). */
export function PersonFields<T extends Person & FieldValues>({
  register,
  control,
  errorOf,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
}) {
  const field = (name: keyof Person) => name as Path<T>;
  return (
    <>
      <TextField
        label="First Name"
        autoComplete="off"
        required
        error={errorOf('first_name')}
        {...register(field('first_name'))}
      />
      <TextField
        label="Last Name"
        autoComplete="off"
        required
        error={errorOf('last_name')}
        {...register(field('last_name'))}
      />
      <DateField
        control={control}
        name={field('birthdate')}
        label="Date of Birth"
        required
        error={errorOf('birthdate')}
      />
      <SsnField error={errorOf('ssn')} {...register(field('ssn'))} />
    </>
  );
}
