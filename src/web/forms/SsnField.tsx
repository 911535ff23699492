import type { InputHTMLAttributes, Ref } from 'react';
import { TextField } from '../ui/Field';

/** A Social Security Number input: 9 digits, never autofilled. A saved number shows masked. */
export function SsnField({
  error,
  ...input
}: {
  error?: string | undefined;
  name: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextField
      label="Social Security Number"
      inputMode="numeric"
      autoComplete="off"
      maxLength={9}
      required
      hint="9 digits, no dashes"
      error={error}
      // Left out of step screenshots.
      data-sensitive=""
      {...input}
    />
  );
}
