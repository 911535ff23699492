// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:9/"}
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
import { mountedRoot } from '../../../testing/mountedRoot';
import {
  button,
  choose,
  click,
  hasButton,
  hasLabelled,
  labelled,
  summaryLinks,
  typeInto,
} from '../../../testing/userActions';
import { DependentInformation } from './DependentInformation';
import type { DependentEntry } from './dependentEntries';
import { SPOUSE_QUESTION } from './SpouseQuestion';

const mounted = mountedRoot();

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
async function render(
  tier: Tier,
  entries: DependentEntry[] = [],
  more: { premier?: boolean; existingMember?: boolean } = {},
) {
  // A new enrollment each time: the step starts afresh from its reads.
  renders += 1;
  const enrollmentId = `e${renders}`;
  await act(async () =>
    mounted.root.render(
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
    ),
  );
}

const text = () => mounted.container.textContent ?? '';
const relationshipShown = () => labelled(mounted.container, 'Relationship').value;
/** A birth date `years` years and a few days ago, as typed. */
const bornYearsAgo = (years: number) => {
  const now = new Date();
  return formatMdy({ year: now.getFullYear() - years, month: now.getMonth() + 1, day: 1 });
};

async function fillPanel(first: string, birthdate: string, ssn: string) {
  await typeInto(labelled(mounted.container, 'First Name'), first);
  await typeInto(labelled(mounted.container, 'Last Name'), 'Lovelace');
  await typeInto(labelled(mounted.container, 'Date of Birth'), birthdate);
  await choose(labelled<HTMLSelectElement>(mounted.container, 'Gender'), '1');
  await typeInto(labelled(mounted.container, 'Social Security Number'), ssn);
}

describe('Dependent Information: who the tier takes', () => {
  it('a spouse-only tier asks for one spouse, then hides the panel and offers Next', async () => {
    await render('IS');
    expect(text()).toContain(TIER_HEADERS.IS);
    expect(relationshipShown()).toBe('Spouse');
    expect(labelled(mounted.container, 'Relationship').readOnly).toBe(true);
    expect(hasButton(mounted.container, 'Add Spouse')).toBe(true);
    expect(hasButton(mounted.container, 'Next')).toBe(false);

    await render('IS', [SPOUSE]);
    expect(hasLabelled(mounted.container, 'Relationship')).toBe(false);
    expect(hasButton(mounted.container, 'Add Spouse')).toBe(false);
    expect(text()).toContain(PROCEED_MESSAGE);
    expect(hasButton(mounted.container, 'Next')).toBe(true);
  });

  it('a family tier takes the spouse first, then children, and goes on with both', async () => {
    await render('IF');
    expect(relationshipShown()).toBe('Spouse');
    expect(hasButton(mounted.container, 'Add Spouse')).toBe(true);

    await render('IF', [SPOUSE]);
    expect(relationshipShown()).toBe('Child');
    expect(hasButton(mounted.container, 'Add Child')).toBe(true);
    expect(hasButton(mounted.container, 'Next')).toBe(false);

    await render('IF', [SPOUSE, child('d2', 'Byron', '234567890')]);
    expect(text()).toContain(PROCEED_MESSAGE);
    expect(hasButton(mounted.container, 'Next')).toBe(true);
  });

  it('a premier child tier takes one child: a second is refused until deleted', async () => {
    await render('IC', [child('d1', 'Byron', '234567890'), child('d2', 'Annabella', '345678901')], {
      premier: true,
    });
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe(L713_MESSAGE);
    expect(hasButton(mounted.container, 'Next')).toBe(false);

    await click(button(mounted.container, 'Delete Annabella Lovelace, Dependent #2'));
    expect(text()).not.toContain(L713_MESSAGE);
    expect(text()).toContain(PROCEED_MESSAGE);
    expect(hasButton(mounted.container, 'Next')).toBe(true);
  });

  it('in premier mode a family is asked about the spouse first; No goes on with children', async () => {
    await render('IF', [], { premier: true });
    expect(hasLabelled(mounted.container, SPOUSE_QUESTION)).toBe(true);
    expect(hasLabelled(mounted.container, 'Relationship')).toBe(false);

    await click(button(mounted.container, 'Confirm'));
    expect(text()).toContain(SPOUSE_STATUS_MESSAGE);
    expect(document.activeElement).toBe(labelled(mounted.container, SPOUSE_QUESTION));

    await choose(labelled<HTMLSelectElement>(mounted.container, SPOUSE_QUESTION), 'no');
    await click(button(mounted.container, 'Confirm'));
    expect(hasLabelled(mounted.container, SPOUSE_QUESTION)).toBe(false);
    expect(relationshipShown()).toBe('Child');
    expect(hasButton(mounted.container, 'Add Child')).toBe(true);
  });
});

describe('Dependent Information: who a dependent can be', () => {
  it('a spouse must be an adult', async () => {
    await render('IS');
    await fillPanel('Ada', bornYearsAgo(17), '123456789');
    await click(button(mounted.container, 'Add Spouse'));
    expect(summaryLinks(mounted.container)).toEqual([`Date of Birth: ${SPOUSE_AGE_MESSAGE}`]);
    expect(labelled(mounted.container, 'Date of Birth').getAttribute('aria-invalid')).toBe('true');
  });

  it('a child must be under the age limit', async () => {
    await render('IC');
    await fillPanel('Byron', bornYearsAgo(27), '234567890');
    await click(button(mounted.container, 'Add Child'));
    expect(summaryLinks(mounted.container)).toEqual([`Date of Birth: ${CHILD_AGE_MESSAGE}`]);

    await typeInto(labelled(mounted.container, 'Date of Birth'), bornYearsAgo(10));
    expect(summaryLinks(mounted.container)).toEqual([]);
  });

  it('the same SSN cannot be listed twice, and says which dependent has it', async () => {
    await render('IF', [SPOUSE]);
    await fillPanel('Byron', bornYearsAgo(10), SPOUSE.primary_info.ssn as string);
    await click(button(mounted.container, 'Add Child'));
    expect(summaryLinks(mounted.container)).toEqual([
      `Dependent #2 Social Security Number: ${ssnTakenMessage(1)}`,
    ]);
    expect(labelled(mounted.container, 'Social Security Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('Cancel clears the panel’s values and messages', async () => {
    await render('IS');
    await fillPanel('Ada', bornYearsAgo(17), '123456789');
    await click(button(mounted.container, 'Add Spouse'));
    expect(summaryLinks(mounted.container)).not.toEqual([]);

    await click(button(mounted.container, 'Cancel'));
    expect(summaryLinks(mounted.container)).toEqual([]);
    expect(labelled(mounted.container, 'First Name').value).toBe('');
    expect(labelled(mounted.container, 'Date of Birth').value).toBe('');
    expect(relationshipShown()).toBe('Spouse');
  });
});
