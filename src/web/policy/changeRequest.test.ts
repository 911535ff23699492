import { describe, expect, it } from 'vitest';
import type { PolicyView } from '../../contract/policyCalls';
import {
  changeRequestOf,
  chosenOption,
  defaultEndDate,
  optionChoiceValue,
  removableMembers,
} from './changeRequest';

const span = (start: string, end: string | null) => ({
  plan_id: 7,
  plan_name: 'Harborline Dental Essentials',
  carrier_name: 'Harborline Mutual',
  category: 'dental',
  option: 'Member Only',
  tier: 'IO',
  start,
  end,
});

const policy = (subscriberStart: string, childEnd: string | null = null): PolicyView => ({
  policy_id: 'P1',
  status: 'active',
  monthly: 40,
  members: [
    {
      member_id: '1',
      relationship: 'subscriber',
      first_name: 'Rosa',
      last_name: 'Diaz',
      coverage: [span(subscriberStart, null)],
    },
    {
      member_id: '2',
      relationship: 'child',
      first_name: 'Tom',
      last_name: 'Diaz',
      coverage: [span(subscriberStart, childEnd)],
    },
  ],
  changes: [],
  life_events: [],
});

const empty = {
  event: '',
  event_date: '',
  person: {
    relationship: 'child',
    first_name: 'Baby',
    last_name: 'Diaz',
    birthdate: '03/14/2026',
    gender: '1',
    ssn: '',
  },
  member_id: '2',
  address: { address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301' },
  end_date: '04/30/2026',
  reason: '',
};

describe('changeRequestOf', () => {
  it('sends an addition its event and the person, without the empty SSN or other kinds’ fields', () => {
    expect(
      changeRequestOf({ ...empty, kind: 'add_dependent', event: 'birth', event_date: ' 03/14/2026 ' }),
    ).toEqual({
      kind: 'add_dependent',
      event: 'birth',
      event_date: '03/14/2026',
      person: {
        relationship: 'child',
        first_name: 'Baby',
        last_name: 'Diaz',
        birthdate: '03/14/2026',
        gender: '1',
      },
    });
  });

  it('sends a termination its end date and reason, no event when none is named', () => {
    expect(
      changeRequestOf({ ...empty, kind: 'terminate', event_date: '03/01/2026', reason: ' moved ' }),
    ).toEqual({
      kind: 'terminate',
      end_date: '04/30/2026',
      reason: 'moved',
    });
  });

  it('sends a removal its member and an address change its address', () => {
    expect(changeRequestOf({ ...empty, kind: 'remove_dependent' })).toEqual({
      kind: 'remove_dependent',
      member_id: '2',
    });
    expect(changeRequestOf({ ...empty, kind: 'change_address' }).address).toEqual({
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    });
  });
});

describe('the plan option chosen', () => {
  it('is one value holding the plan and the option, whatever the option is named', () => {
    expect(chosenOption(optionChoiceValue(104, 'Standard'))).toEqual({ plan_id: 104, option: 'Standard' });
    expect(chosenOption(optionChoiceValue(7, 'A|B'))).toEqual({ plan_id: 7, option: 'A|B' });
    expect(chosenOption('')).toEqual({});
    expect(chosenOption(undefined)).toEqual({});
  });

  it('sends an option change its event, plan and option, and nothing of the other kinds', () => {
    expect(
      changeRequestOf({
        ...empty,
        kind: 'change_option',
        event: 'birth',
        event_date: '03/14/2026',
        plan_id: 104,
        option: 'Standard',
      }),
    ).toEqual({
      kind: 'change_option',
      event: 'birth',
      event_date: '03/14/2026',
      plan_id: 104,
      option: 'Standard',
    });
    expect(
      changeRequestOf({ ...empty, kind: 'terminate', plan_id: 104, option: 'Standard' }),
    ).not.toHaveProperty('plan_id');
  });
});

describe('defaultEndDate', () => {
  it('is the end of the month the termination is asked in', () => {
    expect(defaultEndDate(policy('01/01/2026'), { year: 2026, month: 3, day: 10 })).toBe('03/31/2026');
    expect(defaultEndDate(policy('01/01/2024'), { year: 2024, month: 2, day: 29 })).toBe('02/29/2024');
  });

  it('is empty when coverage has not started by then (it is cancelled instead)', () => {
    expect(defaultEndDate(policy('05/01/2026'), { year: 2026, month: 3, day: 10 })).toBe('');
  });
});

describe('removableMembers', () => {
  it('lists dependents whose coverage runs on, never the subscriber', () => {
    expect(removableMembers(policy('01/01/2026')).map((member) => member.member_id)).toEqual(['2']);
    expect(removableMembers(policy('01/01/2026', '03/31/2026'))).toEqual([]);
  });
});
