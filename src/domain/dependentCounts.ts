import { type Tier, tierLabel } from './tiers';

/**
 * How many dependents of which relationship a tier takes (document 3, 4.1 and 9): the screen shows
 * Next and its messages from these rules, and the server refuses a save or a submission by them.
 */

/** At most nine dependents; the add panel hides at nine. */
const MAX_DEPENDENTS = 9;

export const RELATIONSHIPS = ['spouse', 'child'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The header of the step, and the message when the list does not yet fit the tier. */
export const TIER_HEADERS: Record<Exclude<Tier, 'IO'>, string> = {
  IS: 'Spouse information required',
  IC: 'Child information required',
  IF: 'Spouse & Child information required',
};

export const L713_MESSAGE =
  'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further';
export const PROCEED_MESSAGE = 'You can proceed further clicking next button';
export const SPOUSE_STATUS_MESSAGE = 'Please select spouse status';
export const ONE_SPOUSE_MESSAGE = 'Only one spouse can be enrolled';
export const MAX_DEPENDENTS_MESSAGE = 'At most 9 dependents can be enrolled';

/** Everything the count rules look at. */
export interface DependentCountInput {
  tier: Tier;
  /** A premier (L713) plan is in the cart (get-more-requirement). */
  premier: boolean;
  /** The enrollment is a current member's. */
  existingMember: boolean;
  /** The relationship of each dependent in the list, in order. */
  relationships: readonly string[];
}

const spousesOf = (relationships: readonly string[]) => relationships.filter((r) => r === 'spouse').length;
const childrenOf = (relationships: readonly string[]) => relationships.filter((r) => r === 'child').length;

/** Whether a dependent of this relationship may be enrolled on the tier at all (IS spouses, IC children). */
export function relationshipFits(tier: Tier, relationship: string): boolean {
  if (tier === 'IS') return relationship === 'spouse';
  if (tier === 'IC') return relationship === 'child';
  if (tier === 'IF') return relationship === 'spouse' || relationship === 'child';
  return false;
}

/** Why a dependent of this relationship cannot be on the tier, in the shopper's words (the tier named as everywhere). */
export function relationshipMessage(tier: Tier, relationship: string, premier = false): string {
  const who =
    relationship === 'spouse' ? 'A spouse' : relationship === 'child' ? 'A child' : 'This dependent';
  return `${who} cannot be enrolled on ${tierLabel(tier, premier)}`;
}

/**
 * What no list may ever hold, complete or not (a draft, the list kept after each add): more than
 * nine, a second spouse, a relationship the tier does not cover. Null when none applies.
 */
export function dependentListProblem(input: DependentCountInput): string | null {
  const { tier, premier, relationships } = input;
  if (relationships.length > MAX_DEPENDENTS) return MAX_DEPENDENTS_MESSAGE;
  if (spousesOf(relationships) > 1) return ONE_SPOUSE_MESSAGE;
  const misfit = relationships.find((r) => !relationshipFits(tier, r));
  if (misfit !== undefined) return relationshipMessage(tier, misfit, premier);
  return null;
}

/**
 * Whether the list is enough to go on (Next shows, the save and the submission accept it); the
 * message says what is missing. IS exactly one spouse; IC at least one child, exactly one in
 * premier mode (the L713 message); IF at least two, a spouse first unless premier mode let the
 * member decline one; an existing member with a spouse needs more than one, which is the same.
 */
export function dependentCountProblem(input: DependentCountInput): string | null {
  const hard = dependentListProblem(input);
  if (hard) return hard;
  const { tier, premier, existingMember, relationships } = input;
  const spouses = spousesOf(relationships);
  const children = childrenOf(relationships);
  switch (tier) {
    case 'IO':
      return null;
    case 'IS':
      return spouses === 1 ? null : TIER_HEADERS.IS;
    case 'IC':
      if (children < 1) return TIER_HEADERS.IC;
      return premier && children > 1 ? L713_MESSAGE : null;
    case 'IF': {
      const enough = existingMember && spouses > 0 ? relationships.length > 1 : relationships.length >= 2;
      if (!enough) return TIER_HEADERS.IF;
      // Without premier mode the first dependent is always the spouse.
      return !premier && spouses === 0 ? TIER_HEADERS.IF : null;
    }
  }
}

/** How many dependents the add panel takes before it hides: one spouse for IS, nine otherwise. */
export function maxDependentsFor(tier: Tier): number {
  return tier === 'IS' ? 1 : MAX_DEPENDENTS;
}

/**
 * The relationship the next added dependent takes, forced by the tier: IS spouse, IC child, IF a
 * spouse first unless one is listed already or the member declined one (premier mode).
 */
export function nextRelationship(
  tier: Tier,
  relationships: readonly string[],
  spouseDeclined = false,
): Relationship {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  if (spouseDeclined || relationships.includes('spouse')) return 'child';
  return 'spouse';
}

/** The add button's words (document 3, 4.1): Add Spouse, then Add Child. */
export function addButtonLabel(relationship: Relationship): string {
  return relationship === 'spouse' ? 'Add Spouse' : 'Add Child';
}

/** The inputs of the premier spouse question. */
export interface SpouseQuestionInput {
  tier: Tier;
  premier: boolean;
  existingMember: boolean;
  relationships: readonly string[];
  /** The member already answered the question on this visit. */
  answered: boolean;
  /** A current member accepted the spouse on file before (isSpouseEnrollAccept). */
  spouseAccepted: boolean;
}

/**
 * Whether premier mode asks 'Will you be Enrolling your spouse ?' first: only for IF, only until
 * answered; a new member when the list is empty, a current member when no spouse is listed and
 * none was accepted.
 */
export function asksSpouseQuestion(input: SpouseQuestionInput): boolean {
  if (!input.premier || input.tier !== 'IF' || input.answered) return false;
  if (input.existingMember) return !input.relationships.includes('spouse') && !input.spouseAccepted;
  return input.relationships.length === 0;
}

/**
 * A current member's dependents on file kept for this enrollment's tier: IS the first spouse,
 * IC the children, IF one spouse (the first) and every child.
 */
export function keptForTier<T>(tier: Tier, list: readonly T[], relationshipOf: (item: T) => string): T[] {
  const firstSpouse = list.find((item) => relationshipOf(item) === 'spouse');
  if (tier === 'IS') return firstSpouse === undefined ? [] : [firstSpouse];
  if (tier === 'IC') return list.filter((item) => relationshipOf(item) === 'child');
  if (tier === 'IF') return list.filter((item) => item === firstSpouse || relationshipOf(item) === 'child');
  return [];
}
