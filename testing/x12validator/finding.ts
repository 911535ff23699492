/**
 * One thing a carrier's intake found wrong, at the level a 999 (or a TA1) reports it: the interchange
 * (TA1 note code), the group (AK905), the transaction set (IK502), a segment (IK304) or an element (IK403).
 */
export interface Finding {
  level: 'interchange' | 'group' | 'transaction' | 'segment' | 'element';
  /** The acknowledgement's code: TA105, AK905, IK502, IK304 or IK403. */
  code: string;
  /** The segment's id (ISA, GS, ST, HD…). */
  segment: string;
  /** The segment's position: in the transaction set (ST is 1) or, for the envelope, in the interchange. */
  position: number;
  /** The guide's loop the segment is in (2000, 2300…), where known. */
  loop?: string;
  /** The element's position in the segment (1 for HD01), for element findings. */
  element?: number;
  /** The data element's reference number (1205 for HD03). */
  reference?: string;
  /** The value found, SSN-like identifiers masked. */
  value?: string;
  /** GS06 and ST02 of the group and set the finding is in. */
  group?: string;
  transaction?: string;
  message: string;
}

/** Elements that carry a person's identifier: NM109 and REF02. */
const IDENTIFIER_ELEMENTS = new Set(['NM1:9', 'REF:2']);

/**
 * A value as a finding may show it: in an NM109 or REF02, whatever looks like an SSN (nine digits)
 * keeps its last four only; any value is cut to 40 characters.
 */
export function shownValue(segment: string, element: number, value: string): string {
  const masked = IDENTIFIER_ELEMENTS.has(`${segment}:${element}`)
    ? value.replace(/\d{3}-?\d{2}-?\d{4}/g, (ssn) => `*****${ssn.slice(-4)}`)
    : value;
  return masked.length > 40 ? `${masked.slice(0, 40)}…` : masked;
}
