import { describe, expect, it } from 'vitest';
import {
  ENROLLER_CODE_NOT_VALID,
  ENTER_ENROLLER_CODE,
  enrollerCodeField,
  enrollerCodeRequired,
  enrollerCodeShown,
} from './enrollerCode';

const messageOf = (value: unknown) => {
  const result = enrollerCodeField.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('enroller code', () => {
  it('is required for groups 2556 and 2512 only, and offered to reps and those groups', () => {
    expect([2556, 2512, 1929, null].map(enrollerCodeRequired)).toEqual([true, true, false, false]);
    expect(enrollerCodeShown('rep', null)).toBe(true);
    expect(enrollerCodeShown('group', 2512)).toBe(true);
    expect(enrollerCodeShown('applicant', 2556)).toBe(true);
    expect(enrollerCodeShown('group', 1929)).toBe(false);
    expect(enrollerCodeShown('applicant', null)).toBe(false);
  });

  it('asks for an empty code, refuses anything but a short code, and upper-cases what it takes', () => {
    expect([undefined, null, '', '  '].map(messageOf)).toEqual(Array(4).fill(ENTER_ENROLLER_CODE));
    expect(["' OR 1=1", 'A'.repeat(21), 42, ['JE1001']].map(messageOf)).toEqual(
      Array(4).fill(ENROLLER_CODE_NOT_VALID),
    );
    expect(messageOf(' je1001 ')).toBe('JE1001');
  });
});
