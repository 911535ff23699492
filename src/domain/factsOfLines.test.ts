import { describe, expect, it } from 'vitest';
import { factsOfLines } from './factsOfLines';

describe('factsOfLines', () => {
  it('keeps each line’s value under its key', () => {
    expect(
      factsOfLines([
        { key: 'deductible', value: 50 },
        { key: 'implants', value: true },
        { key: 'network', value: 'Harborline Dental PPO' },
      ]),
    ).toEqual({ deductible: 50, implants: true, network: 'Harborline Dental PPO' });
  });
});
