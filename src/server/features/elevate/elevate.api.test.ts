import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import {
  decryptDetail,
  getElevateInfo,
  SEALED_ID_INVALID,
  trackElevateTraffic,
} from '../../../contract/elevateCalls';
import { addFilterForNewUser } from '../../../contract/filterCalls';
import { getPlanPricingDetailElevate } from '../../../contract/planCalls';
import { sealId } from '../../access/sealedIds';
import { createSecretBox } from '../../db/secretBox';
import { NOT_ELEVATE, NOT_STARTED_ON_ELEVATE } from './elevateHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Flips one character of a sealed id's ciphertext, keeping it well formed. */
const tamper = (sealed: string) => {
  const at = sealed.length - 3;
  const flipped = sealed[at] === 'A' ? 'B' : 'A';
  return `${sealed.slice(0, at)}${flipped}${sealed.slice(at + 1)}`;
};

const elevateFilter = {
  ...ADULT_FILTER,
  agent_id: 2,
  group_id: 2556,
  platform_group_id: 4,
  open_type: 'group',
};

describe(`the Elevate group site (${TEST_DIALECT})`, () => {
  it("decrypt-detail opens the link's sealed ids with the store's secret box", async () => {
    const box = t.deps.secretBox;
    const opened = await t.browser().ok(decryptDetail, {
      body: { ids: { groupId: sealId(box, 'groupId', 2556), planId: sealId(box, 'planId', 101) } },
    });
    expect(opened).toEqual({ portalId: null, planId: 101, userID: null, agentId: null, groupId: 2556 });
  });

  it('decrypt-detail refuses a tampered id, another kind of id, another key and junk, at the field', async () => {
    const box = t.deps.secretBox;
    const browser = t.browser();
    const refused = async (ids: Record<string, string>, field: string) => {
      const result = await browser.call(decryptDetail, { body: { ids } });
      expect(result.statusCode, field).toBe(400);
      expect(result.errors, field).toEqual([{ target_element: field, error_message: SEALED_ID_INVALID }]);
      expect(JSON.stringify(result)).not.toContain('2556');
    };
    await refused({ groupId: tamper(sealId(box, 'groupId', 2556)) }, 'ids.groupId');
    // A sealed plan id passed off as a group id.
    await refused({ groupId: sealId(box, 'planId', 2556) }, 'ids.groupId');
    // Sealed with someone else's key.
    const otherBox = createSecretBox(Buffer.alloc(32, 7));
    await refused({ agentId: sealId(otherBox, 'agentId', 2) }, 'ids.agentId');
    await refused({ portalId: 'abc.def.ghi' }, 'ids.portalId');
    const bare = await browser.call(decryptDetail, { body: { ids: { groupId: '2556' } } });
    expect(bare.statusCode).toBe(400);
    expect(bare.errors[0]?.target_element).toBe('ids.groupId');
    // Only the five kinds the spec names are opened.
    const unknownKind = await browser.call(decryptDetail, {
      body: { ids: { memberSsn: sealId(box, 'userID', 5001) } as never },
    });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('get-elevate-info gives an Elevate group its portal; other groups have none', async () => {
    const browser = t.browser();
    expect(await browser.ok(getElevateInfo, { query: { group_id: 2556 } })).toEqual({
      portal_id: 4,
      group_id: 2556,
      agent_id: 2,
      group_name: 'Redwood Logistics',
    });
    const plain = await browser.call(getElevateInfo, { query: { group_id: 2512 } });
    expect(plain.statusCode).toBe(404);
    expect(plain.errors).toEqual([{ target_element: 'group_id', error_message: NOT_ELEVATE }]);
  });

  it('track-elevate-traffic counts an Elevate enrollment once, only for its own browser', async () => {
    const shopper = t.browser();
    const created = await shopper.ok(addFilterForNewUser, { body: elevateFilter });
    const id = created.temp_enrollment_id;
    const picks = await shopper.ok(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expect(picks.result.length).toBeGreaterThan(0);

    // Another browser cannot count (or learn of) this enrollment.
    const other = await t.browser().call(trackElevateTraffic, { body: { enrollment_id: id } });
    expect(other.statusCode).toBe(404);
    expect(await shopper.ok(trackElevateTraffic, { body: { enrollment_id: id } })).toEqual({ tracked: true });
    expect(await shopper.ok(trackElevateTraffic, { body: { enrollment_id: id } })).toEqual({
      tracked: false,
    });
    const rows = await t.deps.db
      .selectFrom('elevate_visits')
      .selectAll()
      .where('enrollment_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.group_id).toBe(2556);

    // An enrollment of the plain store was not started on an Elevate site.
    const plainId = await startEnrollment(shopper);
    const plain = await shopper.call(trackElevateTraffic, { body: { enrollment_id: plainId } });
    expect(plain.statusCode).toBe(409);
    expect(plain.errors).toEqual([
      { target_element: 'enrollment_id', error_message: NOT_STARTED_ON_ELEVATE },
    ]);
    expect(
      await t.deps.db
        .selectFrom('elevate_visits')
        .select('enrollment_id')
        .where('enrollment_id', '=', plainId)
        .execute(),
    ).toEqual([]);
  });
});
