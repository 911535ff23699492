// @vitest-environment happy-dom
import { act } from 'react';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../../../contract/customFieldWire';
import { withCustomFields } from '../../../../domain/formFields/withCustomFields';
import { useServerForm } from '../../../forms/useServerForm';
import { mountedRoot } from '../../../testing/mountedRoot';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { CustomFields } from './CustomFields';
import { customInitial, customName } from './customFieldNames';

const mounted = mountedRoot();

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

beforeEach(() => {
  saved = null;
});
const byId = (id: string) => mounted.container.querySelector<HTMLInputElement>(`#${id}`);
const labelOf = (input: HTMLInputElement) =>
  input.closest('fieldset')?.querySelector('legend')?.textContent ??
  mounted.container.querySelector(`label[for="${input.id}"]`)?.textContent;

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (input: HTMLElement) => act(async () => input.click());
const pressNext = () => click(mounted.container.querySelector('button') as HTMLElement);

describe('custom fields on a step', () => {
  it('draws each kind with its input, label, hint and required mark', async () => {
    await act(async () => mounted.root.render(<CustomForm />));
    const text = byId('field-custom_fields-nickname');
    expect(text?.type).toBe('text');
    expect(labelOf(text as HTMLInputElement)).toBe('Nickname *');
    expect(text?.getAttribute('aria-describedby')).toBe('field-custom_fields-nickname-hint');
    expect(byId('field-custom_fields-teeth')?.inputMode).toBe('decimal');
    expect(byId('field-custom_fields-visit')?.placeholder).toBe('mm/dd/yyyy');
    const radios = mounted.container.querySelectorAll<HTMLInputElement>('input[name="custom_fields.plan"]');
    expect([...radios].map((r) => [r.type, r.parentElement?.textContent])).toEqual([
      ['radio', 'Plan A'],
      ['radio', 'Plan B'],
    ]);
    expect(labelOf(radios[0] as HTMLInputElement)).toBe('Current plan *');
    const boxes = mounted.container.querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]');
    expect([...boxes].map((b) => b.parentElement?.textContent)).toEqual(['Cat', 'Dog']);
    const yesNo = mounted.container.querySelectorAll<HTMLInputElement>('input[name="custom_fields.smoker"]');
    expect([...yesNo].map((r) => [r.parentElement?.textContent, r.checked])).toEqual([
      ['Yes', false],
      ['No', true],
    ]);
    // Every input has a name a screen reader reads: its label or its group's legend.
    for (const input of mounted.container.querySelectorAll<HTMLInputElement>('input'))
      expect(input.closest('label') ?? labelOf(input)).toBeTruthy();
  });

  it('refuses missing and bad answers at the field and in the summary, then sends good ones', async () => {
    await act(async () => mounted.root.render(<CustomForm />));
    await type(byId('field-custom_fields-teeth') as HTMLInputElement, '40');
    await pressNext();
    const links = [...mounted.container.querySelectorAll<HTMLAnchorElement>('.error-summary a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Nickname: Field is required', '#field-custom_fields-nickname'],
      ['Teeth: Enter at most 32', '#field-custom_fields-teeth'],
      ['Current plan: Field is required', '#field-custom_fields-plan'],
      ['Pets: Field is required', '#field-custom_fields-pets'],
    ]);
    for (const [, href] of links) expect(mounted.container.querySelector(href as string)).not.toBeNull();
    expect(byId('field-custom_fields-plan')?.getAttribute('aria-invalid')).toBe('true');
    expect(mounted.container.querySelector('#field-custom_fields-pets-error')?.textContent).toBe(
      'Field is required',
    );
    expect(saved).toBeNull();

    await type(byId('field-custom_fields-nickname') as HTMLInputElement, ' Max ');
    await type(byId('field-custom_fields-teeth') as HTMLInputElement, '28');
    await click(byId('field-custom_fields-plan-b') as HTMLElement);
    await click(byId('field-custom_fields-pets-dog') as HTMLElement);
    await click(byId('field-custom_fields-pets') as HTMLElement);
    await pressNext();
    expect(mounted.container.querySelector('.error-summary')).toBeNull();
    expect(saved).toEqual({
      custom_fields: { nickname: 'Max', teeth: '28', plan: 'b', pets: ['cat', 'dog'], smoker: 'no' },
    });
  });
});
