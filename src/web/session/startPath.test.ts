import { describe, expect, it } from 'vitest';
import { startPath } from './startPath';

describe('the start page chosen on load', () => {
  it('sends a signed-in rep to the rep home and a group administrator to the group home', () => {
    expect(startPath('agent', null, false)).toBe('/agent-home');
    expect(startPath('agent', { eprocess: 'rep', enroll_type: 'new-member' }, true)).toBe('/agent-home');
    expect(startPath('group', null, false)).toBe('/group-home');
    expect(startPath('group', { eprocess: 'group' }, true)).toBe('/group-home');
  });
  it('sends an applicant with a member context to the member home', () => {
    expect(startPath(null, { eprocess: 'applicant', open_type: 'user' }, true)).toBe('/member-home');
  });
  it('keeps a member context without an enrollment on the landing', () => {
    expect(startPath(null, { eprocess: 'applicant', open_type: 'user' }, false)).toBeNull();
  });
  it('keeps a visitor of a landing page or a referral on the landing, even when signed in', () => {
    expect(startPath('agent', { eprocess: 'applicant', open_type: 'agent' }, true)).toBeNull();
    expect(
      startPath('group', { eprocess: 'applicant', open_type: 'group', referral: 'R1' }, false),
    ).toBeNull();
  });
  it('keeps a plain visitor on the landing', () => {
    expect(startPath(null, null, false)).toBeNull();
    expect(startPath(null, { eprocess: 'applicant' }, true)).toBeNull();
  });
});
