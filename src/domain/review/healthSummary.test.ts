import { describe, expect, it } from 'vitest';
import { healthRows } from './healthSummary';

describe('healthRows: the View Details of health answers', () => {
  it("names a condition's status in words, not by its code", () => {
    const rows = healthRows({
      condition_questions: [
        {
          question_text: 'Have you been treated for a heart condition?',
          yes_no_flag: '1',
          conditions: [
            { condition: 'Angina', status: 'recovered', date_of_recovery: '01/02/2020', is_treatment: '0' },
          ],
        },
        {
          question_text: 'Have you been treated for diabetes?',
          yes_no_flag: '1',
          conditions: [{ condition: 'Type 2', status: 'controlled' }],
        },
      ],
    });
    const text = rows.map((row) => JSON.stringify(row)).join('\n');
    expect(text).toContain('Status: Recovered');
    expect(text).toContain('Status: Controlled with treatment');
    expect(text).not.toMatch(/Status: (recovered|controlled)/);
    expect(text).toContain('Current Treatment: No');
  });
});
