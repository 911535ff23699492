import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { formatDateTyping } from '../../domain/dates';
import { TextField } from './Field';

/** A mm/dd/yyyy text field with the typing helper: digits only, month and day clamped, slashes added. */
export function DateInput({
  name,
  label,
  error,
  hint,
  value,
  onValue,
  ref,
  ...rest
}: {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <TextField
      {...rest}
      ref={ref}
      name={name}
      label={label}
      error={error}
      hint={hint ?? 'mm/dd/yyyy'}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder="mm/dd/yyyy"
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        // Deleting a slash should delete, not be re-added at once.
        onValue(typed.length < value.length ? typed : formatDateTyping(typed));
      }}
    />
  );
}
