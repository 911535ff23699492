// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_FORMAT_MESSAGE, FUTURE_DATE_MESSAGE, pastDate } from '../../domain/fieldRules';
import { mountedRoot } from '../testing/mountedRoot';
import { button, click, descriptionOf, labelled, summaryLinks, typeInto } from '../testing/userActions';
import { ErrorSummary } from '../ui/ErrorSummary';
import { DateField } from './DateField';
import { useServerForm } from './useServerForm';

const mounted = mountedRoot();

/** "Today" for the form's check: a fixed day, so the test reads the same on any day. */
const TODAY = { year: 2024, month: 6, day: 15 };
const schema = z.object({ birthdate: pastDate(() => TODAY) });

let saved: unknown = null;
beforeEach(() => {
  saved = null;
});

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

const field = () => labelled(mounted.container, 'Date of Birth');
/** Types key by key, each keystroke adding one character to what the field shows. */
async function keys(typed: string) {
  for (const key of typed) await typeInto(field(), field().value + key);
}
/** Backspace: the last character of what the field shows goes. */
const backspace = () => typeInto(field(), field().value.slice(0, -1));

describe('the date field’s typing helper', () => {
  it('adds the slashes while digits are typed, and stops at a full date', async () => {
    await act(async () => mounted.root.render(<BirthForm />));
    expect(field().getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await keys('04');
    expect(field().value).toBe('04/');
    await keys('12');
    expect(field().value).toBe('04/12/');
    await keys('19851');
    expect(field().value).toBe('04/12/1985');
  });

  it('pads a month or day that can only be one digit, clamps the rest, and drops letters', async () => {
    await act(async () => mounted.root.render(<BirthForm />));
    await keys('4');
    expect(field().value).toBe('04/');
    await keys('7');
    expect(field().value).toBe('04/07/');
    await typeInto(field(), '');
    await keys('19');
    expect(field().value).toBe('12/');
    await typeInto(field(), '');
    await keys('a1x2');
    expect(field().value).toBe('12/');
  });

  it('lets backspace remove a slash instead of putting it back', async () => {
    await act(async () => mounted.root.render(<BirthForm />));
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
    await act(async () => mounted.root.render(<BirthForm />));
    await keys('02302020');
    await click(button(mounted.container, 'Next'));
    expect(saved).toBeNull();
    expect(summaryLinks(mounted.container)).toEqual([`Date of Birth: ${DATE_FORMAT_MESSAGE}`]);
    expect(descriptionOf(field())).toEqual(['mm/dd/yyyy', DATE_FORMAT_MESSAGE]);

    await typeInto(field(), '');
    await keys('07012024');
    await click(button(mounted.container, 'Next'));
    expect(summaryLinks(mounted.container)).toEqual([`Date of Birth: ${FUTURE_DATE_MESSAGE}`]);

    await typeInto(field(), '');
    await keys('02292024');
    await click(button(mounted.container, 'Next'));
    expect(saved).toEqual({ birthdate: '02/29/2024' });
  });
});
