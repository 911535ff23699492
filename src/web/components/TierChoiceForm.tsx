import { tierChoiceForm } from '../../domain/forms/tierChoiceForm';
import type { Tier } from '../../domain/tiers';
import { usePremierTier } from '../api/usePremierTier';
import { TIER_HINT } from '../forms/EligibilityFields';
import { useServerForm } from '../forms/useServerForm';
import { useEnrollmentId } from '../session/enrollmentSession';
import { ErrorSummary } from '../ui/ErrorSummary';
import { RadioGroup } from '../ui/Field';
import { tierOptions } from '../ui/options';

/**
 * The tier asked of a current member (member home, Enroll Now, and the plan page of a current
 * member's enrollment): the four tiers and Submit; "Please choose a tier" when none is chosen.
 */
export function TierChoiceForm({
  initial,
  planId,
  onChoose,
}: {
  initial?: Tier | undefined;
  /** The plan on screen, when the form opens on a plan's page (a premier plan names the tier). */
  planId?: number;
  onChoose: (tier: Tier) => Promise<void>;
}) {
  const premier = usePremierTier(useEnrollmentId(), planId);
  const { form, submit, attempt, summary, errorOf } = useServerForm(tierChoiceForm, {
    defaultValues: initial ? { tier: initial } : {},
    onValid: (values) => onChoose(values.tier),
  });
  return (
    <form onSubmit={submit} noValidate className="tier-choice">
      <ErrorSummary items={summary} attempt={attempt} />
      <p className="field__hint">{TIER_HINT}</p>
      <RadioGroup
        name="tier"
        legend="Coverage tier"
        error={errorOf('tier')}
        options={tierOptions(premier)}
        inputProps={form.register('tier')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Submit
      </button>
    </form>
  );
}
