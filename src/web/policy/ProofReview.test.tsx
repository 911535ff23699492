// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeProofWire } from '../../contract/changeProofCalls';
import { ProofReview } from './ProofReview';

afterEach(cleanup);

const PROOF: ChangeProofWire = {
  proof_id: 'p1',
  file_name: 'birth.pdf',
  content_type: 'application/pdf',
  bytes: 120,
  uploaded_at: '2026-11-29T06:00:00Z',
  status: 'submitted',
  reviewed_at: null,
  note: null,
};

describe("a proof's review", () => {
  it('refuses nothing without a reason: the summary takes focus and the field says why', async () => {
    const user = userEvent.setup();
    render(<ProofReview policyId="BS1" proof={PROOF} onReviewed={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Refuse proof birth.pdf' }));
    const reason = screen.getByLabelText(/Why is birth.pdf refused\?/);
    expect(document.activeElement).toBe(reason);
    await user.click(screen.getByRole('button', { name: 'Refuse proof' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Say why the proof is refused');
    expect(document.activeElement).toBe(summary);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
  });
});
