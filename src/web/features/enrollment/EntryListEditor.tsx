import type { ReactNode } from 'react';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useServerForm } from '../../forms/useServerForm';
import { ErrorSummary } from '../../ui/ErrorSummary';

export interface EntryFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, FieldValues>;
  errorOf: (name: string) => string | undefined;
}

/**
 * A list of people added one at a time (beneficiaries, dependents): each entry is checked by its
 * own schema before it joins the list; an entry can be edited or deleted; while one is being
 * edited, adding and deleting wait.
 */
export function EntryListEditor<S extends z.ZodType<FieldValues, FieldValues>>({
  noun,
  entrySchema,
  blank,
  entries,
  onChange,
  canAdd,
  editing,
  onEditing,
  open,
  onOpen,
  describeEntry,
  renderFields,
}: {
  noun: string;
  entrySchema: S;
  blank: z.input<S>;
  entries: z.output<S>[];
  onChange: (entries: z.output<S>[]) => void;
  canAdd: boolean;
  editing: number | null;
  onEditing: (index: number | null) => void;
  open: boolean;
  onOpen: (open: boolean) => void;
  describeEntry: (entry: z.output<S>) => string;
  renderFields: (props: EntryFieldsProps<z.input<S>>) => ReactNode;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(entrySchema, {
    defaultValues: blank as never,
    onValid: async (values) => {
      onChange(
        // An edited entry keeps what the form does not show, such as its server-given id.
        editing === null
          ? [...entries, values]
          : entries.map((entry, i) => (i === editing ? { ...entry, ...values } : entry)),
      );
      form.reset(blank);
      onEditing(null);
      onOpen(false);
    },
  });
  const showForm = open || editing !== null;
  const heading = editing === null ? `${noun} #${entries.length + 1}` : `Edit ${noun} #${editing + 1}`;

  return (
    <div className="entry-list">
      <ul className="entry-list__items">
        {entries.map((entry, index) => (
          <li key={`${describeEntry(entry)}-${index}`}>
            <span>
              {noun} #{index + 1}: {describeEntry(entry)}
            </span>
            <button
              type="button"
              className="button button--link"
              aria-label={`Edit ${describeEntry(entry)}`}
              disabled={editing !== null}
              onClick={() => {
                form.reset(entry as z.input<S>);
                onEditing(index);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--link"
              aria-label={`Delete ${describeEntry(entry)}`}
              title={editing !== null ? 'Please submit the edited form first to delete' : 'Delete'}
              disabled={editing !== null}
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {showForm ? (
        <form onSubmit={submit} noValidate aria-labelledby="entry-form-title" className="entry-form">
          <h2 id="entry-form-title">{heading}</h2>
          <ErrorSummary items={summary} attempt={attempt} />
          {renderFields({
            register: form.register,
            control: form.control as unknown as Control<z.input<S>, unknown, FieldValues>,
            errorOf,
          })}
          <div className="button-row">
            <button type="submit" className="button button--primary">
              Submit
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                form.reset(blank);
                onEditing(null);
                onOpen(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : canAdd ? (
        <button type="button" className="button" onClick={() => onOpen(true)}>
          Add {noun}
        </button>
      ) : null}
    </div>
  );
}
