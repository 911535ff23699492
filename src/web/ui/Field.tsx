import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/** The id of a field's control, shared by its label, its error and the error summary's link. */
export const fieldId = (name: string) => `field-${name.replace(/[^\w-]/g, '-')}`;

interface FrameProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, hint and error wired once: aria-invalid and aria-describedby point at what is shown. */
function FieldFrame({ name, label, error, hint, required, children }: FrameProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { name: string; label: ReactNode; error?: string | undefined; hint?: ReactNode };

export function TextField({
  name,
  label,
  error,
  hint,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} required={input.required}>
      {(aria) => <input name={name} ref={ref} {...input} {...aria} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  ref,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} required={input.required}>
      {(aria) => <textarea name={name} ref={ref} {...input} {...aria} />}
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  ref,
  options,
  placeholder = 'Please Select',
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} required={select.required}>
      {(aria) => (
        <select name={name} ref={ref} {...select} {...aria}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A group of radio buttons under one legend; the first radio carries the field id. */
export function RadioGroup({
  name,
  legend,
  error,
  options,
  inputProps,
}: {
  name: string;
  legend: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = fieldId(name);
  return (
    <fieldset
      className={`field radio-group${error ? ' field--error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="radio">
          <input
            type="radio"
            value={option.value}
            {...inputProps}
            id={index === 0 ? id : `${id}-${option.value}`}
            aria-invalid={Boolean(error)}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
