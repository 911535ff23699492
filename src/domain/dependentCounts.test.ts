import { describe, expect, it } from 'vitest';
import {
  addButtonLabel,
  asksSpouseQuestion,
  dependentCountProblem,
  dependentListProblem,
  keptForTier,
  L713_MESSAGE,
  MAX_DEPENDENTS_MESSAGE,
  maxDependentsFor,
  nextRelationship,
  ONE_SPOUSE_MESSAGE,
  relationshipFits,
  TIER_HEADERS,
} from './dependentCounts';
import type { Tier } from './tiers';

const S = 'spouse';
const C = 'child';

/** One row per list, the expected answer for each premier × existing-member combination. */
type Row = {
  list: string[];
  /** [plain new, plain existing, premier new, premier existing] */
  expect: [string | null, string | null, string | null, string | null];
};

const same = (value: string | null): Row['expect'] => [value, value, value, value];

const CASES: Record<Exclude<Tier, 'IO'>, Row[]> = {
  IS: [
    { list: [], expect: same(TIER_HEADERS.IS) },
    { list: [S], expect: same(null) },
    { list: [C], expect: same('A child cannot be enrolled on Member + Spouse') },
    { list: [S, S], expect: same(ONE_SPOUSE_MESSAGE) },
  ],
  IC: [
    { list: [], expect: same(TIER_HEADERS.IC) },
    { list: [C], expect: same(null) },
    { list: [C, C], expect: [null, null, L713_MESSAGE, L713_MESSAGE] },
    { list: [C, C, C], expect: [null, null, L713_MESSAGE, L713_MESSAGE] },
    // The tier is named as everywhere else: "Member + 1 Child" in premier mode.
    {
      list: [S],
      expect: [
        'A spouse cannot be enrolled on Member + Children',
        'A spouse cannot be enrolled on Member + Children',
        'A spouse cannot be enrolled on Member + 1 Child',
        'A spouse cannot be enrolled on Member + 1 Child',
      ],
    },
  ],
  IF: [
    { list: [], expect: same(TIER_HEADERS.IF) },
    { list: [S], expect: same(TIER_HEADERS.IF) },
    { list: [C], expect: same(TIER_HEADERS.IF) },
    { list: [S, C], expect: same(null) },
    { list: [S, C, C], expect: same(null) },
    // A spouse declined (premier mode only): two children are enough.
    { list: [C, C], expect: [TIER_HEADERS.IF, TIER_HEADERS.IF, null, null] },
    { list: [S, S, C], expect: same(ONE_SPOUSE_MESSAGE) },
    { list: [S, ...Array(9).fill(C)], expect: same(MAX_DEPENDENTS_MESSAGE) },
  ],
};

describe('dependent counts: every tier × premier × existing member', () => {
  for (const [tier, rows] of Object.entries(CASES) as [Exclude<Tier, 'IO'>, Row[]][]) {
    for (const row of rows) {
      for (const [index, [premier, existingMember]] of [
        [false, false],
        [false, true],
        [true, false],
        [true, true],
      ].entries()) {
        it(`${tier} [${row.list.join(',')}] premier=${premier} existing=${existingMember}`, () => {
          expect(
            dependentCountProblem({
              tier,
              premier: premier as boolean,
              existingMember: existingMember as boolean,
              relationships: row.list,
            }),
          ).toBe(row.expect[index]);
        });
      }
    }
  }

  it('Member Only needs none', () => {
    expect(
      dependentCountProblem({ tier: 'IO', premier: false, existingMember: false, relationships: [] }),
    ).toBe(null);
  });

  it('nine is the most, in every tier that takes children', () => {
    const nine = [S, ...Array(8).fill(C)];
    expect(
      dependentCountProblem({ tier: 'IF', premier: false, existingMember: false, relationships: nine }),
    ).toBe(null);
    expect(maxDependentsFor('IF')).toBe(9);
    expect(maxDependentsFor('IC')).toBe(9);
    expect(maxDependentsFor('IS')).toBe(1);
  });

  it('a partial list is only refused for what no list may hold', () => {
    const base = { tier: 'IF' as const, premier: false, existingMember: false };
    expect(dependentListProblem({ ...base, relationships: [S] })).toBe(null);
    expect(dependentListProblem({ ...base, relationships: [S, S] })).toBe(ONE_SPOUSE_MESSAGE);
    expect(dependentListProblem({ ...base, tier: 'IC', premier: true, relationships: [C, C] })).toBe(null);
    expect(dependentListProblem({ ...base, relationships: ['cousin'] })).toBe(
      'This dependent cannot be enrolled on Family',
    );
  });
});

describe('relationship forced by the tier', () => {
  it('IS spouse, IC child, IF a spouse first unless one is listed or declined', () => {
    expect(nextRelationship('IS', [])).toBe(S);
    expect(nextRelationship('IC', [])).toBe(C);
    expect(nextRelationship('IF', [])).toBe(S);
    expect(nextRelationship('IF', [S])).toBe(C);
    expect(nextRelationship('IF', [], true)).toBe(C);
    expect(addButtonLabel(nextRelationship('IF', []))).toBe('Add Spouse');
    expect(addButtonLabel(nextRelationship('IF', [S]))).toBe('Add Child');
    expect(relationshipFits('IS', C)).toBe(false);
    expect(relationshipFits('IF', C)).toBe(true);
    expect(relationshipFits('IO', S)).toBe(false);
  });
});

describe('the premier spouse question', () => {
  const base = {
    tier: 'IF' as const,
    premier: true,
    existingMember: false,
    relationships: [] as string[],
    answered: false,
    spouseAccepted: false,
  };
  it('is asked for a premier family with no dependents, until answered', () => {
    expect(asksSpouseQuestion(base)).toBe(true);
    expect(asksSpouseQuestion({ ...base, answered: true })).toBe(false);
    expect(asksSpouseQuestion({ ...base, premier: false })).toBe(false);
    expect(asksSpouseQuestion({ ...base, tier: 'IC' })).toBe(false);
    expect(asksSpouseQuestion({ ...base, relationships: [C] })).toBe(false);
  });
  it('for a current member: only with no spouse listed and none accepted', () => {
    const member = { ...base, existingMember: true };
    expect(asksSpouseQuestion({ ...member, relationships: [C, C] })).toBe(true);
    expect(asksSpouseQuestion({ ...member, relationships: [S, C] })).toBe(false);
    expect(asksSpouseQuestion({ ...member, relationships: [C], spouseAccepted: true })).toBe(false);
  });
});

describe('dependents on file kept for the tier', () => {
  const list = [
    { name: 'kid1', r: C },
    { name: 'wife', r: S },
    { name: 'ex', r: S },
    { name: 'kid2', r: C },
  ];
  const names = (tier: Tier) => keptForTier(tier, list, (d) => d.r).map((d) => d.name);
  it('IS the first spouse, IC the children, IF one spouse and the rest', () => {
    expect(names('IS')).toEqual(['wife']);
    expect(names('IC')).toEqual(['kid1', 'kid2']);
    expect(names('IF')).toEqual(['kid1', 'wife', 'kid2']);
    expect(names('IO')).toEqual([]);
  });
});
