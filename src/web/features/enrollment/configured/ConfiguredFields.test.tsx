// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summaryLinks } from '../../../../../testing/web/errorSummary';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { ConfiguredFields } from './ConfiguredFields';
import { type FormValues, useConfiguredForm } from './useConfiguredForm';

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
let user: UserEvent;
beforeEach(() => {
  saved = null;
  user = userEvent.setup();
});
afterEach(cleanup);

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
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const shown = (name: string) => screen.queryByRole('textbox', { name }) !== null;
const choose = (name: string, value: string) =>
  user.selectOptions(screen.getByRole('combobox', { name }), value);
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));

describe('fields shown only on another answer (showWhen)', () => {
  it('Other Ethnic Group shows while Other is the ethnic group, and is asked for then only', async () => {
    render(<PersonalForm />);
    await user.type(textbox('First Name'), 'Ada');
    await choose('Prior Coverage', '0');
    expect(shown('Other Ethnic Group')).toBe(false);

    await choose('Ethnic Group', '12');
    expect(shown('Other Ethnic Group')).toBe(true);
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual(['Other Ethnic Group: Field is required']));
    expect(saved).toBeNull();

    await choose('Ethnic Group', '1');
    expect(shown('Other Ethnic Group')).toBe(false);
    await pressNext();
    await waitFor(() => expect(saved).toMatchObject({ ethnic_category: '1', prior_coverage_flag: '0' }));
  });

  it('the prior carrier and its dates show on Yes to Prior Coverage, and go on No', async () => {
    render(<PersonalForm />);
    for (const label of PRIOR) expect(shown(label)).toBe(false);

    await choose('Prior Coverage', '1');
    for (const label of PRIOR) expect(shown(label)).toBe(true);
    await user.type(textbox('Prior Carrier Name'), 'Harborline Health');
    expect(textbox('Prior Carrier Name').value).toBe('Harborline Health');

    await choose('Prior Coverage', '0');
    for (const label of PRIOR) expect(shown(label)).toBe(false);
  });

  it('a shown prior carrier is required, and its term date may not come before its effective date', async () => {
    render(<PersonalForm />);
    await user.type(textbox('First Name'), 'Ada');
    await choose('Ethnic Group', '1');
    await choose('Prior Coverage', '1');
    await user.type(textbox('Prior Effective Date'), '06/01/2020');
    await user.type(textbox('Prior Term Date'), '01/01/2020');
    await pressNext();

    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Prior Carrier Name: Field is required',
        'Prior Term Date: The term date cannot be before the effective date',
      ]),
    );
    expect(saved).toBeNull();
  });
});
