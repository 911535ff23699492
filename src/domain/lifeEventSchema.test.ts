import { describe, expect, it } from 'vitest';
import { INS04_REASONS, lifeEventSchema } from './lifeEventSchema';

const birth = {
  id: 'birth',
  name: 'Birth',
  window_before_days: 0,
  window_after_days: 60,
  effective: 'event_date',
  allows: ['add_member', 'change_option'],
  proof: 'The birth certificate',
  ins04: '02',
};

/** The paths the schema refuses `event` at. */
const refused = (event: unknown) => {
  const parsed = lifeEventSchema.safeParse(event);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a life event in the catalog', () => {
  it('reads a full event, and proof and group windows left out as none', () => {
    expect(lifeEventSchema.parse(birth)).toEqual({ ...birth, group: null });
    expect(lifeEventSchema.parse({ ...birth, group: null }).group).toBeNull();
    const { proof: _, ...withoutProof } = birth;
    expect(lifeEventSchema.parse(withoutProof).proof).toBeNull();
  });

  it('takes ids in lowercase snake case only', () => {
    expect(refused({ ...birth, id: 'loss_of_coverage' })).toEqual([]);
    for (const id of ['Birth', 'loss-of-coverage', 'loss__of', '_birth', 'birth_', '2birth', ''])
      expect(refused({ ...birth, id }), id).toEqual(['id']);
  });

  it('takes windows of whole days from 0 to 365', () => {
    expect(refused({ ...birth, window_before_days: 365, window_after_days: 0 })).toEqual([]);
    expect(refused({ ...birth, window_before_days: -1 })).toEqual(['window_before_days']);
    expect(refused({ ...birth, window_after_days: 366 })).toEqual(['window_after_days']);
    expect(refused({ ...birth, window_after_days: 30.5 })).toEqual(['window_after_days']);
  });

  it('allows at least one change, each once, from the known ones', () => {
    expect(refused({ ...birth, allows: [] })).toEqual(['allows']);
    expect(refused({ ...birth, allows: ['add_member', 'add_member'] })).toEqual(['allows']);
    expect(refused({ ...birth, allows: ['add_member', 'add_pet'] })).toEqual(['allows.1']);
  });

  it('takes only an effective-date rule it knows and an 834 INS04 code', () => {
    for (const effective of ['event_date', 'first_of_next_month', 'first_of_month_after_15th'])
      expect(refused({ ...birth, effective })).toEqual([]);
    expect(refused({ ...birth, effective: 'next_month' })).toEqual(['effective']);
    expect(refused({ ...birth, ins04: '2' })).toEqual(['ins04']);
    expect(refused({ ...birth, ins04: '99' })).toEqual(['ins04']);
    expect(refused({ ...birth, ins04: 'XN' })).toEqual([]);
  });

  it('takes group windows of whole days from 0 to 365, and nothing else in them', () => {
    const group = { window_before_days: 0, window_after_days: 30 };
    expect(lifeEventSchema.parse({ ...birth, group }).group).toEqual(group);
    expect(refused({ ...birth, group: { ...group, window_after_days: 366 } })).toEqual([
      'group.window_after_days',
    ]);
    expect(refused({ ...birth, group: { window_before_days: 0 } })).toEqual(['group.window_after_days']);
    expect(refused({ ...birth, group: { ...group, effective: 'event_date' } })).toEqual(['group']);
  });

  it('refuses a field it does not know', () => {
    expect(refused({ ...birth, window_days: 30 })).toEqual(['']);
  });

  it('keeps each INS04 code with its meaning in the guide', () => {
    const meanings = new Map<string, string>(INS04_REASONS);
    expect(meanings.size).toBe(INS04_REASONS.length);
    expect(meanings.get('02')).toBe('Birth');
    expect(meanings.get('32')).toBe('Marriage');
    expect(meanings.get('43')).toBe('Change of Location');
    // The guide's INS04 code list (005010X220A1), read independently of the table above.
    expect(INS04_REASONS.map(([code]) => code).join(' ')).toBe(
      '01 02 03 04 05 06 07 08 09 10 11 14 15 16 17 18 20 21 22 25 26 27 28 29 31 32 33 37 38 39 40 41 43 59 ' +
        'AA AB AC AD AE AF AG AH AI AJ AL EC XN XT',
    );
  });
});
