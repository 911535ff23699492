// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldError } from '../../contract/envelope';
import { ApiError } from '../api/apiError';
import { mountedRoot } from '../testing/mountedRoot';
import { button, click, descriptionOf, labelled, summaryLinks, typeInto } from '../testing/userActions';
import { ErrorSummary } from '../ui/ErrorSummary';
import { TextField } from '../ui/Field';
import { useServerForm } from './useServerForm';

const mounted = mountedRoot();

const schema = z.object({
  first_name: z.string().min(1, 'Field is required'),
  email: z.string().min(1, 'Field is required'),
});

/** What the save answers this time: nothing thrown (saved), or what callApi throws for a refusal. */
let refusal: unknown = null;
let saves = 0;

beforeEach(() => {
  refusal = null;
  saves = 0;
});

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

const summary = () => mounted.container.querySelector<HTMLElement>('[role="alert"]');
const render = () => act(async () => mounted.root.render(<ContactForm />));
const fillBoth = async () => {
  await typeInto(labelled(mounted.container, 'First Name'), 'Ada');
  await typeInto(labelled(mounted.container, 'Email Address'), 'ada@example.com');
};
const refuse = (errors: FieldError[], status = 400) => {
  refusal = new ApiError(status, errors);
};

describe('a failed submit checked in the page', () => {
  it('lists each field by its label, links to it, marks it and describes it by its message', async () => {
    await render();
    await typeInto(labelled(mounted.container, 'Email Address'), 'ada@example.com');
    await click(button(mounted.container, 'Next'));

    expect(saves).toBe(0);
    expect(document.activeElement).toBe(summary());
    expect(summaryLinks(mounted.container)).toEqual(['First Name: Field is required']);
    const link = summary()?.querySelector('a') as HTMLAnchorElement;
    const name = labelled(mounted.container, 'First Name');
    expect(link.getAttribute('href')).toBe(`#${name.id}`);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toEqual(['Field is required']);
    const email = labelled(mounted.container, 'Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(descriptionOf(email)).toEqual([]);

    // Following the link puts the person in the field.
    await click(link);
    expect(document.activeElement).toBe(name);
  });
});

describe("the server's field errors", () => {
  it('land at the fields they target, and the summary takes focus', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'first_name', error_message: 'Name has characters we cannot print' },
    ]);
    await render();
    await fillBoth();
    await click(button(mounted.container, 'Next'));

    expect(saves).toBe(1);
    expect(document.activeElement).toBe(summary());
    expect(summaryLinks(mounted.container)).toEqual([
      'Email Address: This email is already enrolled',
      'First Name: Name has characters we cannot print',
    ]);
    expect(descriptionOf(labelled(mounted.container, 'Email Address'))).toEqual([
      'This email is already enrolled',
    ]);
    expect(descriptionOf(labelled(mounted.container, 'First Name'))).toEqual([
      'Name has characters we cannot print',
    ]);
  });

  it('go from a field once it is edited, the others staying', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'first_name', error_message: 'Name has characters we cannot print' },
    ]);
    await render();
    await fillBoth();
    await click(button(mounted.container, 'Next'));
    await typeInto(labelled(mounted.container, 'Email Address'), 'ada@example.org');

    expect(labelled(mounted.container, 'Email Address').getAttribute('aria-invalid')).toBe('false');
    expect(summaryLinks(mounted.container)).toEqual(['First Name: Name has characters we cannot print']);
  });

  it('about no field of the form show first in the summary, at no field', async () => {
    refuse([
      { target_element: 'email', error_message: 'This email is already enrolled' },
      { target_element: 'enrollment_id', error_message: 'This enrollment was submitted already' },
    ]);
    await render();
    await fillBoth();
    await click(button(mounted.container, 'Next'));

    expect(summaryLinks(mounted.container)).toEqual([
      'This enrollment was submitted already',
      'Email Address: This email is already enrolled',
    ]);
    expect(document.activeElement).toBe(summary());
    expect(labelled(mounted.container, 'First Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('a refusal without messages, or a failure that is no answer, still says something', async () => {
    refuse([], 503);
    await render();
    await fillBoth();
    await click(button(mounted.container, 'Next'));
    expect(summaryLinks(mounted.container)).toEqual(['Something went wrong. Please try again.']);

    refusal = new TypeError('Failed to fetch');
    await click(button(mounted.container, 'Next'));
    expect(summaryLinks(mounted.container)).toEqual(['Something went wrong. Please try again.']);
    expect(document.activeElement).toBe(summary());
  });

  it('are gone after a save that succeeds', async () => {
    refuse([{ target_element: 'enrollment_id', error_message: 'Please try again in a minute' }]);
    await render();
    await fillBoth();
    await click(button(mounted.container, 'Next'));
    expect(summary()).not.toBeNull();

    refusal = null;
    await click(button(mounted.container, 'Next'));
    expect(saves).toBe(2);
    expect(summary()).toBeNull();
  });
});
