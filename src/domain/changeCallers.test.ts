import { describe, expect, it } from 'vitest';
import { callerRefusal } from './changeCallers';

const KINDS = [
  'add_dependent',
  'remove_dependent',
  'change_address',
  'change_option',
  'cancel',
  'terminate',
  'reinstate',
] as const;

describe('who may make which change', () => {
  it.each([
    ['member', ['add_dependent', 'remove_dependent', 'change_address', 'change_option', 'terminate']],
    ['group', ['add_dependent', 'remove_dependent', 'change_address', 'cancel', 'terminate']],
    ['rep', [...KINDS]],
    ['agency', [...KINDS]],
  ] as const)('%s: %j, every other kind refused at kind', (caller, allowed) => {
    for (const kind of KINDS) {
      const refusal = callerRefusal(caller, kind, null);
      if ((allowed as readonly string[]).includes(kind)) expect(refusal, kind).toBeNull();
      else expect(refusal?.target, kind).toBe('kind');
    }
  });

  it('names who can in the refusal', () => {
    expect(callerRefusal('member', 'cancel', null)?.message).toBe(
      'A member cannot cancel a policy here: ask your rep',
    );
    expect(callerRefusal('group', 'reinstate', null)?.message).toBe(
      "A group administrator cannot reinstate a policy here: ask the policy's rep",
    );
  });

  it("leaves the employer's events to the employer, the rep and the agency", () => {
    expect(callerRefusal('member', 'terminate', 'employment_ended')).toEqual({
      target: 'event',
      message: 'Your employer reports this event: ask your group administrator',
    });
    expect(callerRefusal('member', 'change_option', 'hours_reduced')?.target).toBe('event');
    expect(callerRefusal('member', 'add_dependent', 'birth')).toBeNull();
    for (const caller of ['group', 'rep', 'agency'] as const)
      expect(callerRefusal(caller, 'terminate', 'employment_ended'), caller).toBeNull();
  });
});
