import { useId } from 'react';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextField } from '../../../ui/Field';
import { ConfiguredFields } from '../configured/ConfiguredFields';
import { DependentHealthFields } from './DependentHealthFields';
import { relationshipLabel } from './dependentEntries';
import { type PanelOptions, useDependentPanel } from './useDependentPanel';

/**
 * The add panel ('Dependent #N', submitted by Add Spouse or Add Child) or the edit panel of one
 * dependent: the server's fields (the relationship shown, forced by the tier), the dependent's
 * health questions when required, and Cancel, which clears values and messages.
 */
export function DependentPanel({
  heading,
  submitLabel,
  submitTitle,
  onCancel,
  ...options
}: PanelOptions & {
  heading: string;
  submitLabel: string;
  submitTitle?: string;
  onCancel: () => void;
}) {
  const titleId = useId();
  const panel = useDependentPanel(options);
  const { primary } = panel;
  return (
    <form onSubmit={panel.submit} noValidate aria-labelledby={titleId} className="entry-form">
      <h2 id={titleId}>{heading}</h2>
      <ErrorSummary items={panel.summary} attempt={panel.attempt} />
      <ConfiguredFields
        step="dependent"
        definitions={options.definitions}
        register={primary.form.register}
        control={primary.form.control}
        errorOf={primary.errorOf}
        override={(d) =>
          d.field_name === 'relationship' ? (
            <TextField
              key="relationship"
              name="relationship"
              label="Relationship"
              readOnly
              value={relationshipLabel(options.relationship)}
              error={primary.errorOf('relationship')}
            />
          ) : undefined
        }
      />
      {options.health ? (
        <DependentHealthFields set={options.health} form={panel.healthForm} errorOf={panel.healthErrorOf} />
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={panel.busy}
          {...(submitTitle ? { title: submitTitle } : {})}
        >
          {submitLabel}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            panel.clear();
            onCancel();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
