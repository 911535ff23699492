// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerForm } from '../forms/useServerForm';
import { mountedRoot } from '../testing/mountedRoot';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './Field';

const mounted = mountedRoot();

// React's act() warns unless the environment says it is a test.

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

/** Types into the field as a keystroke would: the value changes, then an input event. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pressNext() {
  await act(async () => {
    mounted.container.querySelector('button')?.click();
  });
}

const summary = () => mounted.container.querySelector<HTMLElement>('.error-summary');

describe('ErrorSummary', () => {
  it('takes focus on a failed submit, and never while the user types after it', async () => {
    await act(async () => mounted.root.render(<DateForm />));
    const input = mounted.container.querySelector('input') as HTMLInputElement;
    await pressNext();
    expect(summary()?.textContent).toContain('Invalid date');
    expect(document.activeElement).toBe(summary());

    // The user fixes the field: the list empties.
    input.focus();
    await type(input, '01/02/2024');
    expect(summary()).toBeNull();
    // Then types again: the list fills again, but focus stays in the field being typed in.
    await type(input, '0');
    expect(summary()?.textContent).toContain('Invalid date');
    expect(document.activeElement).toBe(input);

    // The next failed submit takes focus again.
    await pressNext();
    expect(document.activeElement).toBe(summary());
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
    await act(async () => mounted.root.render(<CodeForm />));
    await pressNext();
    const links = [...(summary()?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter Code: Field is required',
      'Enter Email Address: Field is required',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#field-code', '#field-email']);
  });
});
