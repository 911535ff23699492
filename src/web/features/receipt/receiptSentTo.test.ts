import { describe, expect, it } from 'vitest';
import { receiptSentTo } from './receiptSentTo';

describe("who the receipt page says the 'Enrollment Receipt' went to", () => {
  it('tells a rep it went to the applicant and to them', () => {
    expect(receiptSentTo({ eprocess: 'rep', agent_id: 7 })).toBe(
      "A receipt with the subject 'Enrollment Receipt' is sent to the applicant's e-mail address and to you.",
    );
  });

  it('tells a shopper it went to their e-mail, and to their agent when one enrolls them', () => {
    expect(receiptSentTo(null)).toBe(
      "A receipt with the subject 'Enrollment Receipt' is sent to your e-mail address.",
    );
    expect(receiptSentTo({ eprocess: 'applicant', open_type: 'user' })).toBe(
      "A receipt with the subject 'Enrollment Receipt' is sent to your e-mail address.",
    );
    expect(receiptSentTo({ eprocess: 'applicant', open_type: 'agent', agent_id: 7 })).toBe(
      "A receipt with the subject 'Enrollment Receipt' is sent to your e-mail address and to your agent.",
    );
  });
});
