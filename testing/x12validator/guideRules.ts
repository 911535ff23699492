/** How the guide uses an element: required, situational, or not used. */
export type Usage = 'R' | 'S' | 'N';

/** An element of a segment as the guide uses it: its data element, usage and (for IDs) allowed codes. */
export interface ElementRule {
  ref: string;
  usage: Usage;
  codes?: readonly string[];
  /** A composite (INS06, DMG05, REF04): its presence and first component are checked. */
  composite?: boolean;
}

/** A segment at its place in a loop. */
export interface SegmentRule {
  kind: 'segment';
  id: string;
  name: string;
  usage: 'R' | 'S';
  max: number;
  /** The segment is told from its neighbours of the same id by its first element's code. */
  qualified?: boolean;
  elements: readonly ElementRule[];
  /** X12 paired elements (Pxxyy): if either is present, both are required. */
  pairs?: readonly (readonly [number, number])[];
}

/** A loop: its first child is the segment that begins it. */
export interface LoopRule {
  kind: 'loop';
  id: string;
  name: string;
  usage: 'R' | 'S';
  max: number;
  children: readonly [SegmentRule, ...(SegmentRule | LoopRule)[]];
}

export const required = (ref: string, codes?: readonly string[]): ElementRule => ({ ref, usage: 'R', codes });
export const situational = (ref: string, codes?: readonly string[]): ElementRule => ({
  ref,
  usage: 'S',
  codes,
});
export const notUsed: ElementRule = { ref: '', usage: 'N' };
/** A composite (INS06, DMG05, REF04): its presence, and its first component's code when the guide lists them. */
export const composite = (usage: Usage, codes?: readonly string[]): ElementRule => ({
  ref: '',
  usage,
  codes,
  composite: true,
});

export function segment(
  id: string,
  name: string,
  usage: 'R' | 'S',
  max: number,
  elements: readonly ElementRule[],
  options: { qualified?: boolean; pairs?: readonly (readonly [number, number])[] } = {},
): SegmentRule {
  return { kind: 'segment', id, name, usage, max, elements, ...options };
}

export function loop(
  id: string,
  name: string,
  usage: 'R' | 'S',
  max: number,
  children: readonly [SegmentRule, ...(SegmentRule | LoopRule)[]],
): LoopRule {
  return { kind: 'loop', id, name, usage, max, children };
}

/** Whether `rule` is the place of a segment with these elements (its id, and its qualifier if it has one). */
export function fits(rule: SegmentRule, elements: readonly string[]): boolean {
  if (rule.id !== elements[0]) return false;
  if (!rule.qualified) return true;
  return rule.elements[0]?.codes?.includes(elements[1] ?? '') ?? false;
}
