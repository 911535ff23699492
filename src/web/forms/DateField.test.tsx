// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedBy } from '../../../testing/web/describedBy';
import { summaryLinks } from '../../../testing/web/errorSummary';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, pastDate } from '../../domain/fieldRules';
import { ErrorSummary } from '../ui/ErrorSummary';
import { DateField } from './DateField';
import { useServerForm } from './useServerForm';

/** "Today" for the form's check: a fixed day, so the test reads the same on any day. */
const TODAY = { year: 2024, month: 6, day: 15 };
const schema = z.object({ birthdate: pastDate(() => TODAY) });

let saved: unknown = null;
let user: UserEvent;
beforeEach(() => {
  saved = null;
  user = userEvent.setup();
});
afterEach(cleanup);

/** A form with one date field, on the real machinery. */
function BirthForm() {
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: { birthdate: '' },
    onValid: async (values) => {
      saved = values;
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <DateField control={form.control} name="birthdate" label="Date of Birth" error={errorOf('birthdate')} />
      <button type="submit">Next</button>
    </form>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of Birth' });
/** Types key by key at the end of what the field shows. */
const keys = (typed: string) => user.type(field(), typed);
/** Backspace in the field: the last character of what it shows goes. */
const backspace = () => user.type(field(), '{Backspace}');
const clear = () => user.clear(field());
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));

describe('the date field’s typing helper', () => {
  it('adds the slashes while digits are typed, and stops at a full date', async () => {
    render(<BirthForm />);
    expect(field().getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await keys('04');
    expect(field().value).toBe('04/');
    await keys('12');
    expect(field().value).toBe('04/12/');
    await keys('19851');
    expect(field().value).toBe('04/12/1985');
  });

  it('pads a month or day that can only be one digit, clamps the rest, and drops letters', async () => {
    render(<BirthForm />);
    await keys('4');
    expect(field().value).toBe('04/');
    await keys('7');
    expect(field().value).toBe('04/07/');
    await clear();
    await keys('19');
    expect(field().value).toBe('12/');
    await clear();
    await keys('a1x2');
    expect(field().value).toBe('12/');
  });

  it('lets backspace remove a slash instead of putting it back', async () => {
    render(<BirthForm />);
    await keys('0412');
    expect(field().value).toBe('04/12/');
    await backspace();
    expect(field().value).toBe('04/12');
    await backspace();
    await backspace();
    expect(field().value).toBe('04/');
    await backspace();
    expect(field().value).toBe('04');
  });

  it('hands the form the date as shown, checked as a real date in the past', async () => {
    render(<BirthForm />);
    await keys('02302020');
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual([`Date of Birth: ${DATE_FORMAT_MESSAGE}`]));
    expect(saved).toBeNull();
    expect(describedBy(field())).toEqual(['mm/dd/yyyy', DATE_FORMAT_MESSAGE]);

    await clear();
    await keys('07012024');
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toEqual([`Date of Birth: ${FUTURE_DATE_MESSAGE}`]));

    await clear();
    await keys('02292024');
    await pressNext();
    await waitFor(() => expect(saved).toEqual({ birthdate: '02/29/2024' }));
  });
});
