import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getFeaturedPlans } from '../../contract/planCalls';
import { popularityScores } from './popularity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  // Rep 2 (Priya Nair) features two plans; her portal 3 one; her group 2556 one of its own.
  await t.deps.db
    .insertInto('featured_plans')
    .values([
      { plan_id: 111, agent_id: 2, portal_id: null, group_id: null, position: 2 },
      { plan_id: 102, agent_id: 2, portal_id: null, group_id: null, position: 1 },
      { plan_id: 103, agent_id: null, portal_id: 3, group_id: null, position: 0 },
      { plan_id: 104, agent_id: null, portal_id: null, group_id: 2556, position: 0 },
      // A pet plan picked for group 2512, whose menu has no pet: the menu still decides.
      { plan_id: 222, agent_id: null, portal_id: null, group_id: 2512, position: 0 },
    ])
    .execute();
});
afterAll(() => t.close());

const featured = async (query: Record<string, string>) =>
  (await t.browser().ok(getFeaturedPlans, { query })).result.map((plan) => plan.plan_id);

describe(`featured plans follow portal, group and rep (${TEST_DIALECT})`, () => {
  it("without a store the catalog's featured plans show", async () => {
    const ids = await featured({});
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(102);
  });

  it("a rep's landing shows the rep's pick, in the rep's order", async () => {
    expect(await featured({ agent_id: '2' })).toEqual([102, 111]);
  });

  it("a portal's pick comes before its rep's", async () => {
    expect(await featured({ agent_id: '2', portal_id: '3' })).toEqual([103]);
  });

  it("a group's pick comes before its portal's and rep's", async () => {
    expect(await featured({ agent_id: '2', portal_id: '3', group_id: '2556' })).toEqual([104]);
  });

  it("a group's pick stays within its menu", async () => {
    expect(await featured({ group_id: '2512' })).toEqual([]);
  });

  it('a rep without a pick falls back to the catalog', async () => {
    expect(await featured({ agent_id: '1' })).toEqual(await featured({}));
  });
});

describe(`popularity follows the group (${TEST_DIALECT})`, () => {
  it("a group's scores count only its own people's carts", async () => {
    const plan = 111;
    const before = {
      redwood: (await popularityScores(t.deps.db, 2556)).get(plan),
      coastal: (await popularityScores(t.deps.db, 2512)).get(plan),
      all: (await popularityScores(t.deps.db)).get(plan),
    };
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: '2556' });
    await addCheapest(browser, id, plan);
    const after = {
      redwood: (await popularityScores(t.deps.db, 2556)).get(plan),
      coastal: (await popularityScores(t.deps.db, 2512)).get(plan),
      all: (await popularityScores(t.deps.db)).get(plan),
    };
    expect(after.redwood).toBe((before.redwood ?? 0) + 10);
    expect(after.coastal).toBe(before.coastal);
    expect(after.all).toBe((before.all ?? 0) + 10);
  });
});
