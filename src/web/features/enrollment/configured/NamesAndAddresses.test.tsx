// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summaryLinks } from '../../../../../testing/web/errorSummary';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import type { ConfiguredStep } from '../../../../domain/formFields/stepFieldCatalog';
import { POSTAL_SCRIPT_MESSAGE } from '../../../../domain/postalScript';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { ConfiguredFields } from './ConfiguredFields';
import { type FormValues, useConfiguredForm } from './useConfiguredForm';

/** Issue 38: the names people have pass the form; an address in another script is stopped at its field. */
const field = (field_name: string): FieldDefinition => ({
  field_name,
  value: null,
  required: true,
  read_only: false,
});

let saved: FormValues | null = null;
let user: UserEvent;
beforeEach(() => {
  saved = null;
  user = userEvent.setup();
});
afterEach(cleanup);

function StepForm({ step, definitions }: { step: ConfiguredStep; definitions: FieldDefinition[] }) {
  const { form, submit, attempt, summary, errorOf } = useConfiguredForm(step, definitions, async (values) => {
    saved = values;
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <ConfiguredFields
        step={step}
        definitions={definitions}
        register={form.register as unknown as UseFormRegister<FormValues>}
        control={form.control as unknown as Control<FormValues, unknown, FieldValues>}
        errorOf={errorOf}
      />
      <button type="submit">Next</button>
    </form>
  );
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));

describe('names and addresses on the forms', () => {
  it('takes José Nguyễn-O’Brien as typed, and still refuses a digit in a name', async () => {
    render(<StepForm step="personal" definitions={[field('first_name'), field('last_name')]} />);
    await user.type(textbox('First Name'), 'J0sé');
    await user.type(textbox('Last Name'), 'Nguyễn-O’Brien');
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual(['First Name: Please enter valid first name']));
    expect(saved).toBeNull();

    await user.clear(textbox('First Name'));
    await user.type(textbox('First Name'), 'José');
    await pressNext();
    await waitFor(() => expect(saved).toMatchObject({ first_name: 'José', last_name: 'Nguyễn-O’Brien' }));
  });

  it('stops an address line in Cyrillic at its field with the message', async () => {
    render(<StepForm step="contact" definitions={[field('address1'), field('city')]} />);
    await user.type(textbox('Address Line 1'), 'ул. Ленина, 5');
    await user.type(textbox('City'), 'Española');
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual([`Address Line 1: ${POSTAL_SCRIPT_MESSAGE}`]));
    // The message at the field itself, besides the summary's link.
    expect(screen.getByText(POSTAL_SCRIPT_MESSAGE)).toBeTruthy();
    expect(saved).toBeNull();
  });
});
