import { type AckGroup, read999s } from './ack999';
import { readTa1s, type Ta1Ack } from './ackTa1';
import { parseInterchange, X12FormatError } from './x12Segments';

/** Everything an acknowledgement file from a carrier says: its TA1s and its 999s, either or both. */
export interface AcknowledgementFile {
  /** The file's own ISA13. */
  interchangeControlNumber: string;
  /** ISA06 and ISA08 of the acknowledgement: who sent it (the carrier) and to whom (the agency). */
  senderId: string;
  receiverId: string;
  ta1s: Ta1Ack[];
  groups: AckGroup[];
}

/**
 * Reads a file picked up from a carrier's inbound folder. A file that is neither a TA1 nor a 999 (or is
 * cut short, or badly formed) is an `X12FormatError` saying why, for the operator to look at.
 */
export function readAcknowledgementFile(text: string): AcknowledgementFile {
  const interchange = parseInterchange(text);
  const ta1s = readTa1s(interchange);
  const groups = read999s(interchange);
  if (ta1s.length === 0 && groups.length === 0) {
    throw new X12FormatError('the interchange holds neither a TA1 nor a 999');
  }
  return {
    interchangeControlNumber: interchange.controlNumber,
    senderId: interchange.senderId,
    receiverId: interchange.receiverId,
    ta1s,
    groups,
  };
}
