import { describe, expect, it } from 'vitest';
import {
  ENROLLER_CODE_NOT_VALID,
  ENTER_ENROLLER_CODE,
  enrollerCodeField,
  enrollerCodeShown,
} from './enrollerCode';

const messageOf = (value: unknown) => {
  const result = enrollerCodeField.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('enroller code', () => {
  it("is offered to reps' enrollments and to those of a group that asks for one", () => {
    expect(enrollerCodeShown('rep', false)).toBe(true);
    expect(enrollerCodeShown('group', true)).toBe(true);
    expect(enrollerCodeShown('applicant', true)).toBe(true);
    expect(enrollerCodeShown('group', false)).toBe(false);
    expect(enrollerCodeShown('applicant', false)).toBe(false);
  });

  it('asks for an empty code, refuses anything but a short code, and upper-cases what it takes', () => {
    expect([undefined, null, '', '  '].map(messageOf)).toEqual(Array(4).fill(ENTER_ENROLLER_CODE));
    expect(["' OR 1=1", 'A'.repeat(21), 42, ['JE1001']].map(messageOf)).toEqual(
      Array(4).fill(ENROLLER_CODE_NOT_VALID),
    );
    expect(messageOf(' je1001 ')).toBe('JE1001');
  });
});
