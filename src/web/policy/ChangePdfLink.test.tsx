// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangePdfLink } from './ChangePdfLink';

afterEach(cleanup);

const hrefOf = () => {
  const link = screen.getByRole('link', { name: 'Download confirmation (PDF)' });
  expect(link.hasAttribute('download')).toBe(true);
  return new URL(link.getAttribute('href') ?? '', 'https://store.example');
};

describe("a change's confirmation link", () => {
  it("names the member link's enrollment for the member, and no enrollment for the rep", () => {
    render(<ChangePdfLink policyId="BS1" changeId="c-1" enrollmentId="e-1" />);
    const member = hrefOf();
    expect(member.pathname).toBe('/api/v1/get-change-pdf');
    expect(Object.fromEntries(member.searchParams)).toEqual({
      policy_id: 'BS1',
      change_id: 'c-1',
      enrollment_id: 'e-1',
    });
    cleanup();
    render(<ChangePdfLink policyId="BS1" changeId="c-1" />);
    expect(Object.fromEntries(hrefOf().searchParams)).toEqual({ policy_id: 'BS1', change_id: 'c-1' });
  });
});
