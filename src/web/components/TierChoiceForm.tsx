import { tierChoiceForm } from '../../domain/forms/tierChoiceForm';
import type { Tier } from '../../domain/tiers';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from '../ui/ErrorSummary';
import { RadioGroup } from '../ui/Field';
import { TIER_OPTIONS } from '../ui/options';

/**
 * The tier asked of a current member (member home, Enroll Now, and the plan page of a current
 * member's enrollment): the four tiers and Submit; "Please choose a tier" when none is chosen.
 */
export function TierChoiceForm({
  initial,
  onChoose,
}: {
  initial?: Tier | undefined;
  onChoose: (tier: Tier) => Promise<void>;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(tierChoiceForm, {
    defaultValues: initial ? { tier: initial } : {},
    onValid: (values) => onChoose(values.tier),
  });
  return (
    <form onSubmit={submit} noValidate className="tier-choice">
      <ErrorSummary items={summary} attempt={attempt} />
      <RadioGroup
        name="tier"
        legend="Coverage tier"
        error={errorOf('tier')}
        options={TIER_OPTIONS}
        inputProps={form.register('tier')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Submit
      </button>
    </form>
  );
}
