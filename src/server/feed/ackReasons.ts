import type { AckTransaction } from '../x12/ack999';
import type { CodeMeaning } from '../x12/ackCodes';
import type { Ta1Ack } from '../x12/ackTa1';

const said = (code: CodeMeaning) => `${code.meaning} (${code.code})`;

/**
 * A carrier's reason for a rejected (or accepted-with-errors) transaction, in words an agency can act
 * on: the set's own errors (IK5), then each segment in error with its elements (IK3/IK4).
 */
export function transactionReason(transaction: AckTransaction): string {
  const parts = transaction.errors.map(said);
  for (const segment of transaction.segmentErrors) {
    const where = `${segment.segmentId} segment ${segment.position}${segment.loop ? ` (loop ${segment.loop})` : ''}`;
    const elements = segment.elementErrors.map(
      (element) =>
        `element ${element.position}: ${said(element.error)}${element.badValue ? ` "${element.badValue}"` : ''}`,
    );
    parts.push([`${where}${segment.error ? `: ${said(segment.error)}` : ''}`, ...elements].join('; '));
  }
  return parts.length > 0 ? parts.join('. ') : said(transaction.status);
}

/** A TA1's reason for refusing a whole interchange. */
export function interchangeReason(ta1: Ta1Ack): string {
  return `The carrier refused the whole file: ${said(ta1.note)}`;
}
