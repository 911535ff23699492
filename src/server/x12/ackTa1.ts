import { type CodeMeaning, codeMeaning, INTERCHANGE_ACK_CODES, INTERCHANGE_NOTE_CODES } from './ackCodes';
import { parseInterchange, required, shownValue, X12FormatError, type X12Interchange } from './x12Segments';

/** A carrier's TA1: how it received one of the store's interchanges (its envelope, not its content). */
export interface Ta1Ack {
  /** TA101: the store's ISA13 it answers. */
  interchangeControlNumber: string;
  /** TA102 and TA103: the interchange's date (YYMMDD) and time (HHMM) as the store sent them. */
  interchangeDate: string;
  interchangeTime: string;
  outcome: 'accepted' | 'accepted_with_errors' | 'rejected';
  /** TA104 with its meaning. */
  status: CodeMeaning;
  /** TA105 with its meaning. */
  note: CodeMeaning;
}

const OUTCOMES: Record<string, Ta1Ack['outcome']> = {
  A: 'accepted',
  E: 'accepted_with_errors',
  R: 'rejected',
};

/** Reads every TA1 of a parsed interchange (they stand between ISA and the first GS); none gives []. */
export function readTa1s(interchange: X12Interchange): Ta1Ack[] {
  return interchange.segments
    .filter((segment) => segment.id === 'TA1')
    .map((segment) => {
      const controlNumber = required(segment, 1, 'interchange control number');
      if (!/^\d{9}$/.test(controlNumber)) {
        throw new X12FormatError(
          `TA101 ${shownValue(controlNumber)} is not a 9-digit interchange control number`,
        );
      }
      const code = required(segment, 4, 'interchange acknowledgment code');
      const outcome = Object.hasOwn(OUTCOMES, code) ? OUTCOMES[code] : undefined;
      if (outcome === undefined) throw new X12FormatError(`TA104 ${shownValue(code)} is not A, E or R`);
      const note = required(segment, 5, 'interchange note code');
      if (!/^\d{3}$/.test(note))
        throw new X12FormatError(`TA105 ${shownValue(note)} is not a 3-digit note code`);
      return {
        interchangeControlNumber: controlNumber,
        interchangeDate: required(segment, 2, 'interchange date'),
        interchangeTime: required(segment, 3, 'interchange time'),
        outcome,
        status: codeMeaning(INTERCHANGE_ACK_CODES, code),
        note: codeMeaning(INTERCHANGE_NOTE_CODES, note),
      };
    });
}

/** Reads a TA1 file. */
export function parseTa1(text: string): Ta1Ack[] {
  return readTa1s(parseInterchange(text));
}
