import { describe, expect, it } from 'vitest';
import type { PolicyView } from '../../contract/policyCalls';
import { changeActions, eventsFor, KINDS_ALLOWED } from './changeActions';

const event = (id: string, name: string, allows: string[]) => ({
  id,
  name,
  window_before_days: 0,
  window_after_days: 30,
  allows,
  proof: null,
});

const policy = (status: PolicyView['status'], dependents = 0): PolicyView => ({
  policy_id: 'P1',
  status,
  monthly: 40,
  members: [
    { member_id: '1', relationship: 'subscriber' as const, first_name: 'A', last_name: 'B', coverage: [] },
    ...Array.from({ length: dependents }, (_, index) => ({
      member_id: String(index + 2),
      relationship: 'child' as const,
      first_name: 'C',
      last_name: 'B',
      coverage: [
        {
          plan_id: 1,
          plan_name: 'P',
          carrier_name: 'C',
          category: 'dental',
          option: 'Family',
          tier: 'FA',
          start: '01/01/2026',
          end: null,
        },
      ],
    })),
  ],
  changes: [],
  life_events: [
    event('birth', 'Birth', ['add_member']),
    event('employment_ended', 'Employment ended', ['end_coverage']),
  ],
});

const labels = (...args: Parameters<typeof changeActions>) =>
  changeActions(...args).map((action) => action.label);

describe('changeActions', () => {
  it('lets the member report a life event, end coverage and change the address', () => {
    expect(labels('member', policy('active'))).toEqual([
      'Report a life event',
      'End coverage',
      'Change address',
    ]);
    expect(changeActions('member', policy('active'))[0]).toMatchObject({ kind: null, event: 'required' });
  });

  it('offers cancelling before coverage starts to those the server lets cancel, never to the member', () => {
    expect(labels('agent', policy('pending'))).toContain('Cancel coverage');
    expect(labels('group', policy('pending'))).toContain('Cancel coverage');
    expect(labels('agent', policy('active'))).not.toContain('Cancel coverage');
    expect(labels('member', policy('pending'))).toEqual([
      'Report a life event',
      'End coverage',
      'Change address',
    ]);
  });

  it('lets a rep remove a dependent only when one is covered, and only a rep reinstate ended coverage', () => {
    expect(labels('agent', policy('active'))).toEqual([
      'End coverage',
      'Add a dependent',
      'Change address',
      'Change plan option',
    ]);
    expect(labels('agent', policy('active', 1))).toContain('Remove a dependent');
    expect(labels('agent', policy('ended'))).toEqual(['Reinstate coverage']);
    expect(labels('group', policy('ended'))).toEqual([]);
    expect(labels('member', policy('ended'))).toEqual([]);
    expect(labels('agent', policy('cancelled'))).toEqual([]);
  });

  it('gives the group administrator "employment ended" as a termination under that event', () => {
    const [ended] = changeActions('group', policy('active'));
    expect(ended).toEqual({
      label: 'End coverage: Employment ended',
      kind: 'terminate',
      event: { fixed: 'employment_ended', name: 'Employment ended' },
    });
  });
});

describe('changing the plan option', () => {
  it('is the rep’s under a life event they choose; the member’s through a reported event; never the group’s', () => {
    expect(changeActions('agent', policy('active')).at(-1)).toEqual({
      label: 'Change plan option',
      kind: 'change_option',
      event: 'required',
    });
    expect(labels('group', policy('active'))).not.toContain('Change plan option');
    expect(labels('group', policy('pending'))).not.toContain('Change plan option');
    expect(labels('member', policy('active'))).not.toContain('Change plan option');
    expect(labels('agent', policy('ended'))).not.toContain('Change plan option');
    expect(KINDS_ALLOWED.change_option).toBe('change_option');
  });
});

describe('eventsFor', () => {
  it("leaves the employer's events to the group administrator", () => {
    expect(eventsFor('member', policy('active')).map((event) => event.id)).toEqual(['birth']);
    expect(eventsFor('group', policy('active')).map((event) => event.id)).toEqual([
      'birth',
      'employment_ended',
    ]);
  });
});
