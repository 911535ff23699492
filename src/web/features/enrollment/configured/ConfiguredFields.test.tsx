// @vitest-environment happy-dom
import { act } from 'react';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { mountedRoot } from '../../../testing/mountedRoot';
import {
  button,
  choose,
  click,
  hasLabelled,
  labelled,
  summaryLinks,
  typeInto,
} from '../../../testing/userActions';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { ConfiguredFields } from './ConfiguredFields';
import { type FormValues, useConfiguredForm } from './useConfiguredForm';

const mounted = mountedRoot();

const field = (field_name: string, required: boolean, options?: [string, string][]): FieldDefinition => ({
  field_name,
  value: null,
  required,
  read_only: false,
  ...(options ? { options: options.map(([value, name]) => ({ value, name })) } : {}),
});

/** Personal Information's fields that show only on another answer, as get-form-fields-personal-info lists them. */
const DEFINITIONS: FieldDefinition[] = [
  field('first_name', true),
  field('ethnic_category', true, [
    ['1', 'Hispanic or Latino'],
    ['12', 'Other'],
  ]),
  field('ethnic_category_other_type', false),
  field('prior_coverage_flag', true, [
    ['0', 'No'],
    ['1', 'Yes'],
  ]),
  field('prior_carrier_name', false),
  field('prior_effective_date', false),
  field('prior_term_date', false),
];

let saved: FormValues | null = null;
beforeEach(() => {
  saved = null;
});

/** The configured step's form as ConfiguredStep draws it, without the calls around it. */
function PersonalForm() {
  const { form, submit, attempt, summary, errorOf } = useConfiguredForm(
    'personal',
    DEFINITIONS,
    async (values) => {
      saved = values;
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <ConfiguredFields
        step="personal"
        definitions={DEFINITIONS}
        // The same view of the form ConfiguredStep hands over (its typed adapter is the step's own).
        register={form.register as unknown as UseFormRegister<FormValues>}
        control={form.control as unknown as Control<FormValues, unknown, FieldValues>}
        errorOf={errorOf}
      />
      <button type="submit">Next</button>
    </form>
  );
}

const PRIOR = ['Prior Carrier Name', 'Prior Effective Date', 'Prior Term Date'];
const select = (label: string) => labelled<HTMLSelectElement>(mounted.container, label);

describe('fields shown only on another answer (showWhen)', () => {
  it('Other Ethnic Group shows while Other is the ethnic group, and is asked for then only', async () => {
    await act(async () => mounted.root.render(<PersonalForm />));
    await typeInto(labelled(mounted.container, 'First Name'), 'Ada');
    await choose(select('Prior Coverage'), '0');
    expect(hasLabelled(mounted.container, 'Other Ethnic Group')).toBe(false);

    await choose(select('Ethnic Group'), '12');
    expect(hasLabelled(mounted.container, 'Other Ethnic Group')).toBe(true);
    await click(button(mounted.container, 'Next'));
    expect(saved).toBeNull();
    expect(summaryLinks(mounted.container)).toEqual(['Other Ethnic Group: Field is required']);

    await choose(select('Ethnic Group'), '1');
    expect(hasLabelled(mounted.container, 'Other Ethnic Group')).toBe(false);
    await click(button(mounted.container, 'Next'));
    expect(saved).toMatchObject({ ethnic_category: '1', prior_coverage_flag: '0' });
  });

  it('the prior carrier and its dates show on Yes to Prior Coverage, and go on No', async () => {
    await act(async () => mounted.root.render(<PersonalForm />));
    for (const label of PRIOR) expect(hasLabelled(mounted.container, label)).toBe(false);

    await choose(select('Prior Coverage'), '1');
    for (const label of PRIOR) expect(hasLabelled(mounted.container, label)).toBe(true);
    await typeInto(labelled(mounted.container, 'Prior Carrier Name'), 'Harborline Health');
    expect(labelled(mounted.container, 'Prior Carrier Name').value).toBe('Harborline Health');

    await choose(select('Prior Coverage'), '0');
    for (const label of PRIOR) expect(hasLabelled(mounted.container, label)).toBe(false);
  });

  it('a shown prior carrier is required, and its term date may not come before its effective date', async () => {
    await act(async () => mounted.root.render(<PersonalForm />));
    await typeInto(labelled(mounted.container, 'First Name'), 'Ada');
    await choose(select('Ethnic Group'), '1');
    await choose(select('Prior Coverage'), '1');
    await typeInto(labelled(mounted.container, 'Prior Effective Date'), '06/01/2020');
    await typeInto(labelled(mounted.container, 'Prior Term Date'), '01/01/2020');
    await click(button(mounted.container, 'Next'));

    expect(saved).toBeNull();
    expect(summaryLinks(mounted.container)).toEqual([
      'Prior Carrier Name: Field is required',
      'Prior Term Date: The term date cannot be before the effective date',
    ]);
  });
});
