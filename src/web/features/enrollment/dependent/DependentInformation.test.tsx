// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:9/"}
import { cleanup, type RenderResult, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorSummary, summaryLinks } from '../../../../../testing/web/errorSummary';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { formatMdy } from '../../../../domain/dates';
import {
  L713_MESSAGE,
  PROCEED_MESSAGE,
  SPOUSE_STATUS_MESSAGE,
  TIER_HEADERS,
} from '../../../../domain/dependentCounts';
import { CHILD_AGE_MESSAGE, SPOUSE_AGE_MESSAGE, ssnTakenMessage } from '../../../../domain/dependentPeople';
import type { Tier } from '../../../../domain/tiers';
import { DependentInformation } from './DependentInformation';
import type { DependentEntry } from './dependentEntries';
import { SPOUSE_QUESTION } from './SpouseQuestion';

let user: UserEvent;
/** The page drawn so far: each show() draws the step again in the same place, as the wizard does. */
let view: RenderResult | null = null;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  cleanup();
  view = null;
});
const draw = (ui: ReactElement) => {
  if (view) view.rerender(ui);
  else view = render(ui);
};

const required = (field_name: string, options?: [string, string][]): FieldDefinition => ({
  field_name,
  value: null,
  required: true,
  read_only: false,
  ...(options ? { options: options.map(([value, name]) => ({ value, name })) } : {}),
});

/** A dependent's fields as get-form-fields-dependent-info lists them (a dependent shows required ones only). */
const DEFINITIONS: FieldDefinition[] = [
  required('relationship'),
  required('first_name'),
  required('last_name'),
  required('birthdate'),
  required('gender', [
    ['0', 'Male'],
    ['1', 'Female'],
  ]),
  required('ssn'),
];

const person = (id: string, relationship: string, first_name: string, ssn: string): DependentEntry => ({
  dependent_id: id,
  primary_info: {
    relationship,
    first_name,
    last_name: 'Lovelace',
    birthdate: '01/01/1990',
    gender: '1',
    ssn,
  },
});
const SPOUSE = person('d1', 'spouse', 'Ada', '123456789');
const child = (id: string, first: string, ssn: string) => person(id, 'child', first, ssn);

let renders = 0;

/** The step as the wizard draws it from its reads (props); nothing here is answered by a server. */
function show(
  tier: Tier,
  entries: DependentEntry[] = [],
  more: { premier?: boolean; existingMember?: boolean } = {},
) {
  // A new enrollment each time: the step starts afresh from its reads.
  renders += 1;
  const enrollmentId = `e${renders}`;
  draw(
    <MemoryRouter>
      <DependentInformation
        key={enrollmentId}
        enrollmentId={enrollmentId}
        backTo="/personal"
        onSaved={async () => {}}
        setup={{
          tier,
          premier: more.premier ?? false,
          existingMember: more.existingMember ?? false,
          definitions: DEFINITIONS,
          health: null,
          entries,
        }}
      />
    </MemoryRouter>,
  );
}

const text = () => document.body.textContent ?? '';
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const relationshipShown = () => textbox('Relationship').value;
const hasButton = (name: string) => screen.queryByRole('button', { name }) !== null;
const hasTextbox = (name: string) => screen.queryByRole('textbox', { name }) !== null;
const spouseQuestion = () => screen.queryByRole('combobox', { name: SPOUSE_QUESTION });
const press = (name: string) => user.click(screen.getByRole('button', { name }));
/** Types `value` in place of what the field holds. */
const retype = async (name: string, value: string) => {
  await user.clear(textbox(name));
  await user.type(textbox(name), value);
};
/** A birth date `years` years and a few days ago, as typed. */
const bornYearsAgo = (years: number) => {
  const now = new Date();
  return formatMdy({ year: now.getFullYear() - years, month: now.getMonth() + 1, day: 1 });
};

async function fillPanel(first: string, birthdate: string, ssn: string) {
  await user.type(textbox('First Name'), first);
  await user.type(textbox('Last Name'), 'Lovelace');
  await user.type(textbox('Date of Birth'), birthdate);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), '1');
  await user.type(textbox('Social Security Number'), ssn);
}

describe('Dependent Information: who the tier takes', () => {
  it('a spouse-only tier asks for one spouse, then hides the panel and offers Next', async () => {
    show('IS');
    expect(text()).toContain(TIER_HEADERS.IS);
    expect(relationshipShown()).toBe('Spouse');
    expect(textbox('Relationship').readOnly).toBe(true);
    expect(hasButton('Add Spouse')).toBe(true);
    expect(hasButton('Next')).toBe(false);

    show('IS', [SPOUSE]);
    expect(hasTextbox('Relationship')).toBe(false);
    expect(hasButton('Add Spouse')).toBe(false);
    expect(text()).toContain(PROCEED_MESSAGE);
    expect(hasButton('Next')).toBe(true);
  });

  it('a family tier takes the spouse first, then children, and goes on with both', async () => {
    show('IF');
    expect(relationshipShown()).toBe('Spouse');
    expect(hasButton('Add Spouse')).toBe(true);

    show('IF', [SPOUSE]);
    expect(relationshipShown()).toBe('Child');
    expect(hasButton('Add Child')).toBe(true);
    expect(hasButton('Next')).toBe(false);

    show('IF', [SPOUSE, child('d2', 'Byron', '234567890')]);
    expect(text()).toContain(PROCEED_MESSAGE);
    expect(hasButton('Next')).toBe(true);
  });

  it('a premier child tier takes one child: a second is refused until deleted', async () => {
    show('IC', [child('d1', 'Byron', '234567890'), child('d2', 'Annabella', '345678901')], {
      premier: true,
    });
    expect(screen.getByRole('alert').textContent).toBe(L713_MESSAGE);
    expect(hasButton('Next')).toBe(false);

    await press('Delete Annabella Lovelace, Dependent #2');
    await waitFor(() => expect(text()).toContain(PROCEED_MESSAGE));
    expect(text()).not.toContain(L713_MESSAGE);
    expect(hasButton('Next')).toBe(true);
  });

  it('in premier mode a family is asked about the spouse first; No goes on with children', async () => {
    show('IF', [], { premier: true });
    expect(spouseQuestion()).not.toBeNull();
    expect(hasTextbox('Relationship')).toBe(false);

    await press('Confirm');
    await waitFor(() => expect(text()).toContain(SPOUSE_STATUS_MESSAGE));
    await waitFor(() => expect(document.activeElement).toBe(spouseQuestion()));

    await user.selectOptions(spouseQuestion() as HTMLSelectElement, 'no');
    await press('Confirm');
    await waitFor(() => expect(relationshipShown()).toBe('Child'));
    expect(spouseQuestion()).toBeNull();
    expect(hasButton('Add Child')).toBe(true);
  });
});

describe('Dependent Information: who a dependent can be', () => {
  it('a spouse must be an adult', async () => {
    show('IS');
    await fillPanel('Ada', bornYearsAgo(17), '123456789');
    await press('Add Spouse');
    await waitFor(() => expect(summaryLinks()).toEqual([`Date of Birth: ${SPOUSE_AGE_MESSAGE}`]));
    expect(textbox('Date of Birth').getAttribute('aria-invalid')).toBe('true');
  });

  it('a child must be under the age limit', async () => {
    show('IC');
    await fillPanel('Byron', bornYearsAgo(27), '234567890');
    await press('Add Child');
    await waitFor(() => expect(summaryLinks()).toEqual([`Date of Birth: ${CHILD_AGE_MESSAGE}`]));

    await retype('Date of Birth', bornYearsAgo(10));
    await waitFor(() => expect(errorSummary()).toBeNull());
    expect(textbox('Date of Birth').getAttribute('aria-invalid')).toBe('false');
  });

  it('the same SSN cannot be listed twice, and says which dependent has it', async () => {
    show('IF', [SPOUSE]);
    await fillPanel('Byron', bornYearsAgo(10), SPOUSE.primary_info.ssn as string);
    await press('Add Child');
    await waitFor(() =>
      expect(summaryLinks()).toEqual([`Dependent #2 Social Security Number: ${ssnTakenMessage(1)}`]),
    );
    expect(textbox('Social Security Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('Cancel clears the panel’s values and messages', async () => {
    show('IS');
    await fillPanel('Ada', bornYearsAgo(17), '123456789');
    await press('Add Spouse');
    await waitFor(() => expect(summaryLinks()).not.toEqual([]));

    await press('Cancel');
    await waitFor(() => expect(textbox('First Name').value).toBe(''));
    expect(summaryLinks()).toEqual([]);
    expect(textbox('Date of Birth').value).toBe('');
    expect(relationshipShown()).toBe('Spouse');
  });
});
