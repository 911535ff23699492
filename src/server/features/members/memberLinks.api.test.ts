import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addFilterForMember, MEMBER_LINK_INVALID } from '../../../contract/memberCalls';
import { MEMBER_LINK_ELSEWHERE, memberLinkToken, revokeMemberLinks } from '../../access/memberLinks';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const open = (browser: ReturnType<TestApp['browser']>, token: string) =>
  browser.call(addFilterForMember, { body: { user_id: token, tier: 'IO' } });

describe(`member links (${TEST_DIALECT})`, () => {
  it('open the store in the browser that used them first, and again there; never in a second browser', async () => {
    const token = memberLinkToken(t.deps.secretBox, 5001, t.deps.now());
    const member = t.browser();
    expect((await open(member, token)).statusCode).toBe(200);
    expect((await open(member, token)).statusCode).toBe(200);
    const replay = await open(t.browser(), token);
    expect(replay.statusCode).toBe(403);
    expect(replay.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_LINK_ELSEWHERE }]);
  });

  it('read in one written form only: a variant of a valid link opens nothing', async () => {
    const token = memberLinkToken(t.deps.secretBox, 5002, t.deps.now());
    const [iv = '', tag = '', body = ''] = token.split('.');
    // A bit past the last base64url character decodes to the same bytes.
    const last = body.at(-1) ?? 'A';
    const sibling = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      .split('')
      .find(
        (c) =>
          c !== last &&
          Buffer.from(body.slice(0, -1) + c, 'base64url').equals(Buffer.from(body, 'base64url')),
      );
    const variants = [token.replaceAll('.', ':'), `${iv}.${tag}.${body}=`, `${iv}.${tag}.${body}.`];
    if (sibling) variants.push(`${iv}.${tag}.${body.slice(0, -1)}${sibling}`);
    for (const variant of variants) {
      const answer = await open(t.browser(), variant);
      expect(answer.statusCode).toBe(404);
      expect(answer.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_LINK_INVALID }]);
    }
    expect((await open(t.browser(), token)).statusCode).toBe(200);
  });

  it('can be revoked: the links made so far stop working, a new one works', async () => {
    const before = memberLinkToken(t.deps.secretBox, 5003, new Date(Date.now() - 60_000));
    const member = t.browser();
    expect((await open(member, before)).statusCode).toBe(200);
    await revokeMemberLinks(t.deps, 5003, new Date());
    expect((await open(member, before)).statusCode).toBe(404);
    const after = memberLinkToken(t.deps.secretBox, 5003, new Date(Date.now() + 1_000));
    expect((await open(t.browser(), after)).statusCode).toBe(200);
  });
});
