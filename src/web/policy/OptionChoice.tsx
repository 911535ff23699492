import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { type CoverageChoices, getPolicyOptions } from '../../contract/policyOptionCalls';
import { parseMdy } from '../../domain/dates';
import { callKey } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { RadioGroup, SelectField } from '../ui/Field';
import { LoadFailed } from '../ui/LoadFailed';
import { formatDollars } from '../ui/money';
import { type ChangeFormValues, optionChoiceValue } from './changeRequest';

type Form = UseFormReturn<ChangeFormValues, unknown, PolicyChangeRequest>;

/** The event and its date as the form has them, for get-policy-options (a date only once it is whole). */
interface OptionsAsked {
  event?: string;
  event_date?: string;
}

/** get-policy-options for this policy and caller (member home or the book). */
export type OptionsLoader = (asked: OptionsAsked) => Promise<{ coverages: CoverageChoices[] }>;

const coverageName = (coverage: CoverageChoices) =>
  `${coverage.plan_name} (${coverage.option}), ${coverage.carrier_name}`;

/**
 * "Change plan option": the coverage to change (asked only when the policy has more than one that may
 * move) and the plan option it moves to, each with its monthly price at the coverage's tier on the day
 * the change would take effect (get-policy-options, priced as the change is then reviewed).
 */
export function OptionChoice({
  form,
  errorOf,
  policyId,
  load,
}: {
  form: Form;
  errorOf: (name: string) => string | undefined;
  policyId: string;
  load: OptionsLoader;
}) {
  const event = form.watch('event')?.trim() ?? '';
  const eventDate = form.watch('event_date')?.trim() ?? '';
  const asked: OptionsAsked = {
    ...(event ? { event } : {}),
    ...(parseMdy(eventDate) ? { event_date: eventDate } : {}),
  };
  const options = useQuery({
    queryKey: callKey(getPolicyOptions, { query: { policy_id: policyId, ...asked } }),
    queryFn: () => load(asked),
    retry: false,
    // While a new date is priced the options chosen among stay on screen (and the choice with them).
    placeholderData: (previous) => previous,
  });
  const chosen = form.watch('new_option') ?? '';
  const [picked, setPicked] = useState<number | null>(null);
  const error = errorOf('new_option') ?? errorOf('plan_id') ?? errorOf('option');

  if (options.isError) return <LoadFailed what="the plan options" onRetry={() => void options.refetch()} />;
  if (!options.data) return <p role="status">Loading the plan options…</p>;
  const coverages = options.data.coverages.filter((coverage) => coverage.choices.length > 0);
  if (coverages.length === 0) return <p>No other plan option can be chosen for this policy.</p>;
  // The coverage shown: the one picked, else the one holding the option chosen before (Back), else the first.
  const holding = coverages.findIndex((coverage) =>
    coverage.choices.some((choice) => optionChoiceValue(choice.plan_id, choice.option) === chosen),
  );
  const coverage = coverages[picked ?? Math.max(holding, 0)] ?? coverages[0];
  if (!coverage) return null;
  return (
    <>
      {coverages.length > 1 ? (
        <SelectField
          label="Coverage to change"
          name="coverage"
          placeholder="Choose the coverage"
          options={coverages.map((c, index) => ({ value: String(index), label: coverageName(c) }))}
          value={String(coverages.indexOf(coverage))}
          onChange={(changed) => {
            setPicked(Number(changed.target.value) || 0);
            form.setValue('new_option', '');
          }}
        />
      ) : (
        <p>Coverage to change: {coverageName(coverage)}</p>
      )}
      <p className="field__hint">Monthly prices for coverage from {coverage.priced_on}.</p>
      <RadioGroup
        name="new_option"
        legend="New plan option"
        options={coverage.choices.map((choice) => ({
          value: optionChoiceValue(choice.plan_id, choice.option),
          label: `${choice.plan_name} (${choice.option}), ${choice.carrier_name}: ${formatDollars(choice.monthly)} a month`,
        }))}
        error={error}
        inputProps={form.register('new_option')}
      />
    </>
  );
}
