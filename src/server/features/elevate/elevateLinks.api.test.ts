import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { decryptDetail } from '../../../contract/elevateCalls';
import { ELEVATE_SITE_PATH, getAgentElevateLinks } from '../../../contract/elevateLinkCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { NO_ELEVATE_LINKS } from './elevateHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(username: string) {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

describe(`the rep's Elevate links (${TEST_DIALECT})`, () => {
  it('gives the signed-in rep a link for each of their own Elevate groups, which opens to that group', async () => {
    const priya = await signedIn('priya.nair@example.com');
    const { result } = await priya.ok(getAgentElevateLinks, { query: { agent_id: 2 } });
    // Priya's other group (2512) has no Elevate site, so it is not listed.
    expect(result.map((r) => [r.gid, r.gname])).toEqual([[2556, 'Redwood Logistics']]);
    const link = result[0]?.link ?? '';
    expect(link.startsWith(ELEVATE_SITE_PATH)).toBe(true);
    // The bare group number is never in the link.
    expect(link).not.toContain('2556');
    const sealed = new URLSearchParams(link.split('?')[1]).get('id') ?? '';
    // Anyone with the link (no session) opens it to the group, as the /websites page does.
    expect(await t.browser().ok(decryptDetail, { body: { ids: { groupId: sealed } } })).toMatchObject({
      groupId: 2556,
    });
  });

  it('a rep without Elevate groups gets none; another rep, a group administrator and a stranger get nothing', async () => {
    const jordan = await signedIn('jordan.ellis@example.com');
    expect((await jordan.ok(getAgentElevateLinks, { query: { agent_id: 1 } })).result).toEqual([]);
    const notMine = await jordan.call(getAgentElevateLinks, { query: { agent_id: 2 } });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.errors).toEqual([{ target_element: 'agent_id', error_message: NO_ELEVATE_LINKS }]);
    expect(JSON.stringify(notMine)).not.toContain('websites');

    const admin = await signedIn('admin.2556@example.com');
    const asAdmin = await admin.call(getAgentElevateLinks, { query: { agent_id: 2 } });
    expect(asAdmin.statusCode).toBe(404);

    const anonymous = await t.browser().call(getAgentElevateLinks, { query: { agent_id: 2 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
