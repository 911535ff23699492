import { memberLinkToken } from '../src/server/access/memberLinks';
import { createSecretBox } from '../src/server/db/secretBox';
import { E2E_ENCRYPTION_KEY } from './testKey';

const box = createSecretBox(Buffer.from(E2E_ENCRYPTION_KEY, 'hex'));

/**
 * A new member link's id for a demo member, sealed with the e2e server's key as the member dashboard
 * would make it: each call gives another link, so each test's link is its own to open first.
 */
export function memberLinkFor(memberId: number): string {
  return memberLinkToken(box, memberId, new Date());
}
