import { tobaccoChoiceForm } from '../../domain/forms/tobaccoChoiceForm';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from '../ui/ErrorSummary';
import { RadioGroup } from '../ui/Field';

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/**
 * Tobacco use for a current member (the rest of their details are on file), so a tobacco-rated
 * plan can be priced; new shoppers answer it in "Basic Details".
 */
export function TobaccoChoiceForm({
  initial,
  onChoose,
}: {
  initial: '0' | '1' | null;
  onChoose: (isSmoker: '0' | '1') => Promise<void>;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(tobaccoChoiceForm, {
    defaultValues: initial === null ? {} : { is_smoker: initial },
    onValid: (values) => onChoose(values.is_smoker),
  });
  return (
    <form onSubmit={submit} noValidate className="tobacco-choice" aria-label="Tobacco use">
      <ErrorSummary items={summary} attempt={attempt} />
      <RadioGroup
        name="is_smoker"
        legend="Tobacco use"
        error={errorOf('is_smoker')}
        options={YES_NO}
        inputProps={form.register('is_smoker')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Save tobacco use
      </button>
    </form>
  );
}
