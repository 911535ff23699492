import { describe, expect, it } from 'vitest';
import { fieldChanges } from './fieldChanges';

describe('fieldChanges', () => {
  it('names nested fields by key and listed records by their own id or name, not their place', () => {
    const before = { name: 'Dental', fees: [{ label: 'Setup', amount: 5 }], edi: { schedule: 'immediate' } };
    const after = { name: 'Dental Plus', fees: [{ label: 'Setup', amount: 7 }], edi: { schedule: 'daily' } };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', old: 'Dental', new: 'Dental Plus' },
      { field: 'fees[Setup].amount', old: 5, new: 7 },
      { field: 'edi.schedule', old: 'immediate', new: 'daily' },
    ]);
  });

  it('shows a list of plain values, or a reordered one, whole; a field left out as undefined', () => {
    expect(fieldChanges({ options: ['Basic', 'Plus'] }, { options: ['Plus', 'Basic'], note: 'x' })).toEqual([
      { field: 'options', old: ['Basic', 'Plus'], new: ['Plus', 'Basic'] },
      { field: 'note', old: undefined, new: 'x' },
    ]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
