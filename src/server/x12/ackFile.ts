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

/** An ISA is fixed-width: 106 characters with its terminator. */
const ISA_LENGTH = 106;
/** More segments than any acknowledgement of the store's files holds (a 999 answering 10,000 sets is ~40,000). */
export const MAX_ACK_SEGMENTS = 100_000;

/**
 * Refuses, before the file is split into segments, one whose ISA is not the standard's 106 characters
 * or that holds more than MAX_ACK_SEGMENTS segments: the cost of reading is bounded by the file's size.
 */
function checkBounds(text: string): void {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('ISA')) throw new X12FormatError('not an X12 interchange: it does not start with ISA');
  const separator = body.charAt(3);
  let separators = 0;
  for (let at = 0; at < ISA_LENGTH - 2; at += 1) if (body.charAt(at) === separator) separators += 1;
  if (separators !== 16 || body.charAt(ISA_LENGTH - 3) !== separator) {
    throw new X12FormatError(`the ISA is not ${ISA_LENGTH} characters long`);
  }
  const terminator = body.charAt(ISA_LENGTH - 1);
  let segments = 0;
  for (let at = body.indexOf(terminator); at >= 0; at = body.indexOf(terminator, at + 1)) {
    segments += 1;
    if (segments > MAX_ACK_SEGMENTS) {
      throw new X12FormatError(`the file holds more than ${MAX_ACK_SEGMENTS} segments`);
    }
  }
}

/**
 * Reads a file picked up from a carrier's inbound folder. A file that is neither a TA1 nor a 999 (or is
 * cut short, or badly formed) is an `X12FormatError` saying why, for the operator to look at.
 */
export function readAcknowledgementFile(text: string): AcknowledgementFile {
  checkBounds(text);
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
