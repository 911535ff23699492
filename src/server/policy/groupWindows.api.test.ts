import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedByAccount } from '../../../testing/journey';
import { refusedWith } from '../../../testing/policyChecks';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { type ChangeActor, makePolicyChange } from './policyChanges';

let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const MEMBER: ChangeActor = { who: 'member', madeBy: 'member' };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

/** A newborn born 03/14/2026, reported 37 days later. */
const newborn = (lastName: string) => ({
  kind: 'add_dependent' as const,
  event: 'birth',
  event_date: '03/14/2026',
  person: {
    relationship: 'child',
    first_name: 'Baby',
    last_name: lastName,
    birthdate: '03/14/2026',
    gender: '1',
  },
});

describe(`a group plan's life event windows (${TEST_DIALECT})`, () => {
  it('a birth reported on day 37 is taken on an individual policy (0/60) and refused on a group one (0/30)', async () => {
    const individual = await submittedDental(t.browser(), 'IO');
    const priya = t.browser();
    await priya.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    const group = await submittedByAccount(
      priya,
      { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 },
      { enrollerCode: 'PN2001', billing: { payment_method: 'stmt', bill_date: '28' } },
    );

    now = new Date('2026-04-20T12:00:00Z');
    const late = await refusedWith(makePolicyChange(t.deps, group.id, newborn('Redwood'), MEMBER));
    expect([late.statusCode, late.fieldErrors]).toEqual([
      409,
      [
        {
          target_element: 'event_date',
          error_message: 'Birth on 03/14/2026: changes were possible until 04/13/2026',
        },
      ],
    ]);
    const made = await makePolicyChange(t.deps, individual, newborn('Lopez'), MEMBER);
    expect(made.effective_date).toBe('03/14/2026');
  });
});
