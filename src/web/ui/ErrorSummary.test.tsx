// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorSummary, summaryLinks } from '../../../testing/web/errorSummary';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './Field';

afterEach(cleanup);

const schema = z.object({
  term_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Invalid date'),
});

/** A one-field form on the real machinery: useServerForm, the summary and a labelled field. */
function DateForm() {
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: { term_date: '' },
    onValid: async () => {},
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField label="Prior Term Date" error={errorOf('term_date')} {...form.register('term_date')} />
      <button type="submit">Next</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes focus on a failed submit, and never while the user types after it', async () => {
    const user = userEvent.setup();
    render(<DateForm />);
    const input = screen.getByRole('textbox', { name: 'Prior Term Date' });
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(errorSummary()?.textContent).toContain('Invalid date'));
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));

    // The user fixes the field: the list empties.
    await user.type(input, '01/02/2024');
    await waitFor(() => expect(errorSummary()).toBeNull());
    // Then types again: the list fills again, but focus stays in the field being typed in.
    await user.keyboard('0');
    await waitFor(() => expect(errorSummary()?.textContent).toContain('Invalid date'));
    expect(document.activeElement).toBe(input);

    // The next failed submit takes focus again.
    await user.click(next);
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
  });

  it('names each field the form gave no label for, by the label the page shows, and links to it', async () => {
    const twoFields = z.object({
      code: z.string().min(1, 'Field is required'),
      email: z.string().min(1, 'Field is required'),
    });
    function CodeForm() {
      const { form, submit, attempt, summary, errorOf } = useServerForm(twoFields, {
        defaultValues: { code: '', email: '' },
        onValid: async () => {},
      });
      return (
        <form onSubmit={submit} noValidate>
          <ErrorSummary items={summary} attempt={attempt} />
          <TextField label="Enter Code" error={errorOf('code')} {...form.register('code')} />
          <TextField
            label="Enter Email Address"
            required
            error={errorOf('email')}
            {...form.register('email')}
          />
          <button type="submit">Continue</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<CodeForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Enter Code: Field is required',
        'Enter Email Address: Field is required',
      ]),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#field-code',
      '#field-email',
    ]);
  });
});
