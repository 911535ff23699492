import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../testing/fixtures';
import { policyRowCounts, refusedWith } from '../../../testing/policyChecks';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { parseMdy } from '../../domain/dates';
import { openJson } from '../db/sealedJson';
import { policyAddress } from './policyAddress';
import { type ChangeActor, makePolicyChange, previewPolicyChange } from './policyChanges';

let t: TestApp;
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(`${iso}T12:00:00Z`);
};
const MEMBER: ChangeActor = { who: 'member', madeBy: 'member' };
const NEW_HOME = { address1: '9 Ocean Avenue', city: 'Santa Monica', state: 'CA', zip: '90401' };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe(`changing the address (${TEST_DIALECT})`, () => {
  it('keeps the new address with the change, the old one replaced, and tells every carrier of the policy', async () => {
    at('2026-01-20');
    const { id } = await submitFamily(t);
    const submitted = await policyAddress(t.deps, id);
    expect(submitted).toEqual({
      address1: CONTACT.address1,
      city: CONTACT.city,
      state: 'CA',
      zip: CONTACT.zip,
    });

    at('2026-03-10');
    const request = { kind: 'change_address' as const, address: NEW_HOME };
    const preview = await previewPolicyChange(t.deps, id, request, MEMBER);
    expect(preview.effective_date).toBe('03/10/2026');
    expect(preview.monthly_after).toBe(preview.monthly_before);
    expect(preview.summary).toBe(
      'Change the home address to 9 Ocean Avenue, Santa Monica, CA 90401 from 03/10/2026',
    );
    const made = await makePolicyChange(t.deps, id, request, MEMBER);
    expect(made).toMatchObject({ effective_date: '03/10/2026', status: 'submitted' });
    expect(await policyAddress(t.deps, id)).toEqual(NEW_HOME);
    // Before the change took effect the address read was the submitted one.
    const before = parseMdy('03/09/2026');
    expect(before && (await policyAddress(t.deps, id, before))).toEqual(submitted);

    const change = await t.deps.db
      .selectFrom('policy_changes')
      .select('details')
      .where('id', '=', made.change_id)
      .executeTakeFirstOrThrow();
    expect(openJson<{ replaced: unknown }>(t.deps.secretBox, change.details).replaced).toEqual(submitted);
    const items = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select('carrier_id')
      .where('change_id', '=', made.change_id)
      .orderBy('carrier_id')
      .execute();
    expect(items.map((item) => item.carrier_id)).toEqual([1, 2]);

    // The same address again is refused; a bad zip is the Contact step's message; nothing written.
    const counts = await policyRowCounts(t, id);
    const same = await refusedWith(makePolicyChange(t.deps, id, request, MEMBER));
    expect(same.fieldErrors).toEqual([
      { target_element: 'address.address1', error_message: "This is already the policy's address" },
    ]);
    const bad = await refusedWith(
      makePolicyChange(t.deps, id, { kind: 'change_address', address: { ...NEW_HOME, zip: '9040' } }, MEMBER),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.fieldErrors).toEqual([
      { target_element: 'address.zip', error_message: 'Enter 5 digit zip code.' },
    ]);
    expect(await policyRowCounts(t, id)).toEqual(counts);
  });

  it('takes effect on a later date asked, never an earlier one', async () => {
    at('2026-01-20');
    const { id } = await submitFamily(t);
    at('2026-03-10');
    const later = await previewPolicyChange(
      t.deps,
      id,
      { kind: 'change_address', address: NEW_HOME, event_date: '04/01/2026' },
      MEMBER,
    );
    expect(later.effective_date).toBe('04/01/2026');
    const earlier = await previewPolicyChange(
      t.deps,
      id,
      { kind: 'change_address', address: NEW_HOME, event_date: '03/01/2026' },
      MEMBER,
    );
    expect(earlier.effective_date).toBe('03/10/2026');
  });
});
