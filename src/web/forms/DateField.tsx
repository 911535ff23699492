import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DateInput } from '../ui/DateInput';

/** A form's mm/dd/yyyy field: the DateInput typing helper wired to react-hook-form. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  autoComplete,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          name={name}
          label={label}
          required={required}
          autoComplete={autoComplete ?? 'off'}
          value={String(field.value ?? '')}
          onValue={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
