// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedBy } from '../../../testing/web/describedBy';
import { errorSummary, summaryLinks } from '../../../testing/web/errorSummary';
import type { FieldError } from '../../contract/envelope';
import { ApiError } from '../api/apiError';
import { ErrorSummary } from '../ui/ErrorSummary';
import { TextField } from '../ui/Field';
import { useServerForm } from './useServerForm';

const schema = z.object({
  first_name: z.string().min(1, 'Field is required'),
  email: z.string().min(1, 'Field is required'),
});

/** What the save answers this time: nothing thrown (saved), or what callApi throws for a refusal. */
let refusal: unknown = null;
let saves = 0;
let user: UserEvent;

beforeEach(() => {
  refusal = null;
  saves = 0;
  user = userEvent.setup();
});
afterEach(cleanup);

/** A two-field form on the real machinery; its save fails as the server's answer says. */
function ContactForm() {
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: { first_name: '', email: '' },
    onValid: async () => {
      saves += 1;
      if (refusal) throw refusal;
    },
    labelOf: (name) => ({ first_name: 'First Name', email: 'Email Address' })[name],
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField label="First Name" required error={errorOf('first_name')} {...form.register('first_name')} />
      <TextField label="Email Address" required error={errorOf('email')} {...form.register('email')} />
      <button type="submit">Next</button>
    </form>
  );
}

const show = () => render(<ContactForm />);
const textbox = (name: string) => screen.getByRole('textbox', { name });
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));
const fillBoth = async () => {
  await user.type(textbox('First Name'), 'Ada');
  await user.type(textbox('Email Address'), 'ada@example.com');
};
const refuse = (errors: FieldError[], status = 400) => {
  refusal = new ApiError(status, errors);
};

describe('a failed submit checked in the page', () => {
  it('lists each field by its label, links to it, marks it and describes it by its message', async () => {
    show();
    await user.type(textbox('Email Address'), 'ada@example.com');
    await pressNext();

    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    await waitFor(() => expect(summaryLinks()).toEqual(['First Name: Field is required']));
    expect(saves).toBe(0);
    const link = within(errorSummary() as HTMLElement).getByRole('link');
    const name = textbox('First Name');
    expect(link.getAttribute('href')).toBe(`#${name.id}`);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toEqual(['Field is required']);
    const email = textbox('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(email)).toEqual([]);

    // Following the link puts the person in the field.
    await user.click(link);
    expect(document.activeElement).toBe(name);
  });
});

describe("the server's field errors", () => {
  it('land at the fields they target, and the summary takes focus', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'first_name', error_message: 'Name has characters we cannot print' },
    ]);
    show();
    await fillBoth();
    await pressNext();

    await waitFor(() => expect(saves).toBe(1));
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Email Address: This email is already enrolled',
        'First Name: Name has characters we cannot print',
      ]),
    );
    expect(describedBy(textbox('Email Address'))).toEqual(['This email is already enrolled']);
    expect(describedBy(textbox('First Name'))).toEqual(['Name has characters we cannot print']);
  });

  it('go from a field once it is edited, the others staying', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'first_name', error_message: 'Name has characters we cannot print' },
    ]);
    show();
    await fillBoth();
    await pressNext();
    await user.clear(textbox('Email Address'));
    await user.type(textbox('Email Address'), 'ada@example.org');

    await waitFor(() => expect(summaryLinks()).toEqual(['First Name: Name has characters we cannot print']));
    expect(textbox('Email Address').getAttribute('aria-invalid')).toBe('false');
  });

  it('about no field of the form show first in the summary, at no field', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'enrollment_id', error_message: 'This enrollment was submitted already' },
    ]);
    show();
    await fillBoth();
    await pressNext();

    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'This enrollment was submitted already',
        'Email Address: This email is already enrolled',
      ]),
    );
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(textbox('First Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('a refusal without messages, or a failure that is no answer, still says something', async () => {
    refuse([], 503);
    show();
    await fillBoth();
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual(['Something went wrong. Please try again.']));

    refusal = new TypeError('Failed to fetch');
    await pressNext();
    // The same words as before: the summary taking focus again says this submit's answer is drawn.
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(saves).toBe(2);
    expect(summaryLinks()).toEqual(['Something went wrong. Please try again.']);
  });

  it('are gone after a save that succeeds', async () => {
    refuse([{ target_element: 'enrollment_id', error_message: 'Please try again in a minute' }]);
    show();
    await fillBoth();
    await pressNext();
    await waitFor(() => expect(errorSummary()).not.toBeNull());

    refusal = null;
    await pressNext();
    await waitFor(() => expect(saves).toBe(2));
    await waitFor(() => expect(errorSummary()).toBeNull());
  });
});
