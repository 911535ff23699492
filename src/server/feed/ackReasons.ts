import { maskValue } from '../enrollment/tabSecrets';
import type { AckGroup, AckTransaction } from '../x12/ack999';
import type { CodeMeaning } from '../x12/ackCodes';
import type { Ta1Ack } from '../x12/ackTa1';

/** The longest reason kept: a carrier's 999 may list many errors; the rest is cut with an ellipsis. */
export const MAX_REASON_LENGTH = 1000;
/** Carrier-given names (segment ids, loops, positions) are short in X12; longer ones are cut. */
const MAX_NAME_LENGTH = 10;

const said = (code: CodeMeaning) => `${code.meaning} (${code.code})`;
const name = (text: string) => text.slice(0, MAX_NAME_LENGTH);

/** Cut to `MAX_REASON_LENGTH`, an ellipsis saying so. */
export function boundedReason(text: string): string {
  return text.length <= MAX_REASON_LENGTH ? text : `${text.slice(0, MAX_REASON_LENGTH - 1)}…`;
}

/**
 * A value the carrier quotes back (IK404 copies the bad element, which may be a member's SSN): masked
 * as the store masks SSNs and account numbers, its last four characters only, never kept whole.
 */
function quoted(value: string): string {
  return `"${maskValue(value)}"`;
}

/**
 * A carrier's answer for one transaction, in words an agency can act on: IK501's meaning, the set's own
 * errors (IK502–IK506), then each segment in error with its elements (IK3/IK4), quoted values masked.
 */
export function transactionReason(transaction: AckTransaction): string {
  const parts = [[said(transaction.status), ...transaction.errors.map(said)].join(': ')];
  for (const segment of transaction.segmentErrors) {
    const where = `${name(segment.segmentId)} segment ${segment.position}${segment.loop ? ` (loop ${name(segment.loop)})` : ''}`;
    const elements = segment.elementErrors.map(
      (element) =>
        `element ${name(element.position)}: ${said(element.error)}${element.badValue ? ` ${quoted(element.badValue)}` : ''}`,
    );
    parts.push([`${where}${segment.error ? `: ${said(segment.error)}` : ''}`, ...elements].join('; '));
  }
  return boundedReason(parts.join('. '));
}

/** A 999's answer for a whole functional group (AK901 and AK905–AK909), in words. */
export function groupReason(group: AckGroup): string {
  const errors = group.errors.map(said).join(', ');
  return `The carrier's 999 answered the whole file ${said(group.status)}${errors ? `: ${errors}` : ''}`;
}

/**
 * Why a set in a group came back as it did: the group's own words when the whole group was rejected or
 * carries group errors (AK905…), then the set's own answer when its AK2 loop lists it.
 */
export function setReason(group: AckGroup, listed: AckTransaction | null): string | null {
  const parts: string[] = [];
  if (group.outcome === 'rejected' || group.errors.length > 0) parts.push(groupReason(group));
  if (
    listed &&
    (listed.outcome !== 'accepted' || listed.segmentErrors.length > 0 || listed.errors.length > 0)
  )
    parts.push(transactionReason(listed));
  return parts.length > 0 ? boundedReason(parts.join('. ')) : null;
}

/** A TA1's words for the whole interchange: how it was received (TA104) and its note (TA105). */
export function interchangeReason(ta1: Ta1Ack): string {
  const verdict =
    ta1.outcome === 'rejected'
      ? 'The carrier refused the whole file'
      : ta1.outcome === 'accepted_with_errors'
        ? 'The carrier took the file, with errors noted'
        : 'The carrier received the file';
  return `${verdict} (TA1 ${ta1.status.code}): ${said(ta1.note)}`;
}
