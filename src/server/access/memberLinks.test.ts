import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../db/secretBox';
import { MEMBER_LINK_DAYS, memberLinkToken, readMemberLink } from './memberLinks';

const box = createSecretBox(randomBytes(32));
const now = new Date('2026-11-22T12:00:00Z');

describe('member links', () => {
  it('name their member and when they were made, until they expire', () => {
    const token = memberLinkToken(box, 5001, now);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token).not.toContain('5001');
    expect(readMemberLink(box, token, now)).toEqual({ memberId: 5001, madeAt: now.getTime() });
    const late = new Date(now.getTime() + (MEMBER_LINK_DAYS + 1) * 86_400_000);
    expect(readMemberLink(box, token, late)).toBeNull();
  });

  it('refuse forged, altered and foreign tokens', () => {
    const token = memberLinkToken(box, 5001, now);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(readMemberLink(box, altered, now)).toBeNull();
    expect(readMemberLink(box, '5001', now)).toBeNull();
    expect(readMemberLink(createSecretBox(randomBytes(32)), token, now)).toBeNull();
  });
});
