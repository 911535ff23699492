// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedBy } from '../../../../../testing/web/describedBy';
import { errorSummary, summaryLinks } from '../../../../../testing/web/errorSummary';
import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../../../contract/customFieldWire';
import { withCustomFields } from '../../../../domain/formFields/withCustomFields';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { CustomFields } from './CustomFields';
import { customInitial, customName } from './customFieldNames';

const FIELDS: CustomFieldOnWire[] = [
  {
    id: 'nickname',
    kind: 'text',
    label: 'Nickname',
    hint: 'What friends call you',
    required: true,
    value: null,
  },
  { id: 'teeth', kind: 'number', label: 'Teeth', required: false, limits: { min: 0, max: 32 }, value: null },
  { id: 'visit', kind: 'date', label: 'Last visit', required: false, value: null },
  {
    id: 'plan',
    kind: 'choice',
    label: 'Current plan',
    required: true,
    options: [
      { value: 'a', label: 'Plan A' },
      { value: 'b', label: 'Plan B' },
    ],
    value: null,
  },
  {
    id: 'pets',
    kind: 'choices',
    label: 'Pets',
    required: true,
    options: [
      { value: 'cat', label: 'Cat' },
      { value: 'dog', label: 'Dog' },
    ],
    value: null,
  },
  { id: 'smoker', kind: 'yes_no', label: 'Do you smoke?', required: false, value: 'no' },
];

let saved: unknown = null;

/** The step form's machinery with custom fields only: the same schema function and components a step uses. */
function CustomForm() {
  const schema = withCustomFields(z.object({}), FIELDS, CUSTOM_FIELDS_KEY);
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema as never, {
    defaultValues: { [CUSTOM_FIELDS_KEY]: customInitial(FIELDS) } as never,
    onValid: async (values) => {
      saved = values;
    },
    labelOf: (name) => FIELDS.find((f) => customName(f.id) === name)?.label,
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <CustomFields
        fields={FIELDS}
        register={form.register as unknown as UseFormRegister<FieldValues>}
        control={form.control as unknown as Control<FieldValues, unknown, FieldValues>}
        errorOf={errorOf}
      />
      <button type="submit">Next</button>
    </form>
  );
}

let user: UserEvent;
beforeEach(() => {
  saved = null;
  user = userEvent.setup();
});
afterEach(cleanup);

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
/** The choices of a group as they read: each one's role, its name, and whether it is ticked. */
const choicesIn = (name: string, role: 'radio' | 'checkbox') =>
  within(group(name))
    .getAllByRole<HTMLInputElement>(role)
    .map((choice) => [choice.labels?.[0]?.textContent, choice.checked]);
const legendOf = (name: string) => group(name).querySelector('legend')?.textContent;
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));

describe('custom fields on a step', () => {
  it('draws each kind with its input, label, hint and required mark', async () => {
    const { container } = render(<CustomForm />);
    // The label shows the required mark; a screen reader reads the label and then the hint.
    const text = screen.getByLabelText<HTMLInputElement>('Nickname *');
    expect(text.type).toBe('text');
    expect(text).toBe(textbox('Nickname'));
    expect(describedBy(text)).toEqual(['What friends call you']);
    expect(textbox('Teeth').inputMode).toBe('decimal');
    expect(textbox('Last visit').placeholder).toBe('mm/dd/yyyy');
    expect(choicesIn('Current plan', 'radio')).toEqual([
      ['Plan A', false],
      ['Plan B', false],
    ]);
    expect(legendOf('Current plan')).toBe('Current plan *');
    expect(choicesIn('Pets', 'checkbox')).toEqual([
      ['Cat', false],
      ['Dog', false],
    ]);
    expect(choicesIn('Do you smoke?', 'radio')).toEqual([
      ['Yes', false],
      ['No', true],
    ]);
    // Every input has a name a screen reader reads: its label or its group's legend.
    const named = (['textbox', 'radio', 'checkbox'] as const).flatMap((role) =>
      screen.getAllByRole(role, { name: /\S/ }),
    );
    expect(named).toHaveLength(container.querySelectorAll('input').length);
  });

  it('refuses missing and bad answers at the field and in the summary, then sends good ones', async () => {
    render(<CustomForm />);
    await user.type(textbox('Teeth'), '40');
    await pressNext();
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Nickname: Field is required',
        'Teeth: Enter at most 32',
        'Current plan: Field is required',
        'Pets: Field is required',
      ]),
    );
    const hrefs = within(errorSummary() as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '#field-custom_fields-nickname',
      '#field-custom_fields-teeth',
      '#field-custom_fields-plan',
      '#field-custom_fields-pets',
    ]);
    for (const href of hrefs) expect(document.querySelector(href as string)).not.toBeNull();
    expect(
      within(group('Current plan')).getByRole('radio', { name: 'Plan A' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(describedBy(group('Pets'))).toEqual(['Field is required']);
    expect(saved).toBeNull();

    await user.type(textbox('Nickname'), ' Max ');
    await user.clear(textbox('Teeth'));
    await user.type(textbox('Teeth'), '28');
    await user.click(within(group('Current plan')).getByRole('radio', { name: 'Plan B' }));
    await user.click(within(group('Pets')).getByRole('checkbox', { name: 'Dog' }));
    await user.click(within(group('Pets')).getByRole('checkbox', { name: 'Cat' }));
    await pressNext();
    await waitFor(() =>
      expect(saved).toEqual({
        custom_fields: { nickname: 'Max', teeth: '28', plan: 'b', pets: ['cat', 'dog'], smoker: 'no' },
      }),
    );
    expect(errorSummary()).toBeNull();
  });
});
