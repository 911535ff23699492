import { describe, expect, it } from 'vitest';
import { homePath } from './homePath';

describe('Home follows open type, referral and process', () => {
  it('goes to the referral page when the visitor came by a referral, with or without an open type', () => {
    expect(homePath({ eprocess: 'applicant', open_type: 'agent', referral: 'R1 2' })).toBe(
      '/referrals?rid=R1%202',
    );
    expect(homePath({ eprocess: 'applicant', agent_id: 2, referral: 'RFPN7731' })).toBe(
      '/referrals?rid=RFPN7731',
    );
  });
  it('goes to the landing when a landing open type is set, whatever the process', () => {
    expect(homePath({ eprocess: 'applicant', open_type: 'group' })).toBe('/');
    expect(homePath({ eprocess: 'rep', open_type: 'agent' })).toBe('/');
  });
  it('goes to the member home for a member who came by their member link', () => {
    expect(homePath({ eprocess: 'applicant', open_type: 'user' })).toBe('/member-home');
  });
  it('goes by process without an open type', () => {
    expect(homePath({ eprocess: 'rep' })).toBe('/agent-home');
    expect(homePath({ eprocess: 'group', enroll_type: 'existing-member' })).toBe('/group-home');
    expect(homePath({ eprocess: 'applicant' })).toBe('/member-home');
  });
  it('goes to the landing when nothing is stored, from every page (the receipt too)', () => {
    expect(homePath(null)).toBe('/');
  });
});
