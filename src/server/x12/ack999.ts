import {
  type CodeMeaning,
  codeMeaning,
  ELEMENT_ERROR_CODES,
  GROUP_ACK_CODES,
  GROUP_ERROR_CODES,
  SEGMENT_ERROR_CODES,
  TRANSACTION_ACK_CODES,
  TRANSACTION_ERROR_CODES,
} from './ackCodes';
import {
  element,
  parseInterchange,
  required,
  shownValue,
  X12FormatError,
  type X12Interchange,
  type X12Segment,
} from './x12Segments';

/** What a carrier's 999 says of one of the store's transactions. */
export type AckOutcome = 'accepted' | 'accepted_with_errors' | 'rejected';

/** IK4: an element of the segment in error. */
interface ElementError {
  /** IK401: the element's position in its segment ("3", or "3:1" for a component). */
  position: string;
  /** IK402: its data element reference number, when given. */
  reference: string | null;
  /** IK403. */
  error: CodeMeaning;
  /** IK404: a copy of the bad value, when given. */
  badValue: string | null;
}

/** IK3: a segment of the acknowledged transaction that is in error. */
interface SegmentError {
  /** IK301: the segment's id (INS, NM1, …). */
  segmentId: string;
  /** IK302: its position in the transaction set, ST being 1. */
  position: number;
  /** IK303: the loop it is in, when given. */
  loop: string | null;
  /** IK304, when given. */
  error: CodeMeaning | null;
  elementErrors: ElementError[];
}

/** AK2 … IK5: one acknowledged transaction set. */
export interface AckTransaction {
  /** AK201: the acknowledged set's ST01 (834). */
  setId: string;
  /** AK202: its ST02 control number. */
  controlNumber: string;
  /** AK203: its implementation convention, when given (005010X220A1). */
  convention: string | null;
  outcome: AckOutcome;
  /** IK501 with its meaning. */
  status: CodeMeaning;
  /** IK502–IK506. */
  errors: CodeMeaning[];
  segmentErrors: SegmentError[];
}

/** AK1 … AK9: one acknowledged functional group. */
export interface AckGroup {
  /** AK101: the group's GS01 (BE for 834s). */
  functionalId: string;
  /** AK102: its GS06 control number. */
  groupControlNumber: string;
  /** AK103: its GS08, when given. */
  version: string | null;
  outcome: AckOutcome | 'partially_accepted';
  /** AK901 with its meaning. */
  status: CodeMeaning;
  /** AK902–AK904. */
  included: number;
  received: number;
  accepted: number;
  /** AK905–AK909. */
  errors: CodeMeaning[];
  transactions: AckTransaction[];
}

export interface Ack999 {
  /** The 999 interchange's own ISA13. */
  interchangeControlNumber: string;
  groups: AckGroup[];
}

function transactionOutcome(code: string): AckOutcome {
  if (code === 'A') return 'accepted';
  if (code === 'E') return 'accepted_with_errors';
  return 'rejected';
}

function groupOutcome(code: string): AckGroup['outcome'] {
  return code === 'P' ? 'partially_accepted' : transactionOutcome(code);
}

function knownCode(
  segment: X12Segment,
  n: number,
  name: string,
  list: Readonly<Record<string, string>>,
): CodeMeaning {
  const code = required(segment, n, name);
  if (!Object.hasOwn(list, code)) {
    throw new X12FormatError(
      `${segment.id}0${n} ${shownValue(code)} (segment ${segment.position}) is not a ${name}`,
    );
  }
  return codeMeaning(list, code);
}

function count(segment: X12Segment, n: number, name: string): number {
  const text = required(segment, n, name);
  if (!/^\d{1,6}$/.test(text))
    throw new X12FormatError(`${segment.id}0${n} ${shownValue(text)} is not a count`);
  return Number(text);
}

/** The non-empty codes of elements from..to (IK502–IK506, AK905–AK909). */
function codesFrom(
  segment: X12Segment,
  from: number,
  to: number,
  list: Readonly<Record<string, string>>,
): CodeMeaning[] {
  const codes: CodeMeaning[] = [];
  for (let n = from; n <= to; n += 1) {
    const code = element(segment, n);
    if (code !== '') codes.push(codeMeaning(list, code));
  }
  return codes;
}

const orNull = (text: string): string | null => (text === '' ? null : text);

/** Reads the 999 transaction sets of a parsed interchange; a TA1 beside them is left to `readTa1s`. */
export function read999s(interchange: X12Interchange): AckGroup[] {
  const groups: AckGroup[] = [];
  let inSet: { st: X12Segment; group: AckGroup | null; closed: boolean } | null = null;
  let transaction: AckTransaction | null = null;
  let segmentError: SegmentError | null = null;
  let setSegments = 0;

  const unexpected = (segment: X12Segment, where: string): never => {
    throw new X12FormatError(`${segment.id} (segment ${segment.position}) is out of place ${where}`);
  };

  for (const segment of interchange.segments) {
    if (inSet === null) {
      if (segment.id === 'GS' && element(segment, 1) !== 'FA') {
        throw new X12FormatError(`GS01 ${shownValue(element(segment, 1))} is not FA: this is not a 999 file`);
      }
      if (segment.id === 'ST') {
        if (element(segment, 1) !== '999') {
          throw new X12FormatError(
            `ST01 ${shownValue(element(segment, 1))} (segment ${segment.position}) is not 999`,
          );
        }
        inSet = { st: segment, group: null, closed: false };
        setSegments = 1;
      }
      continue;
    }
    setSegments += 1;
    switch (segment.id) {
      case 'AK1': {
        if (inSet.group !== null) unexpected(segment, 'after another AK1 in the same 999');
        inSet.group = {
          functionalId: required(segment, 1, 'functional identifier code'),
          groupControlNumber: required(segment, 2, 'group control number'),
          version: orNull(element(segment, 3)),
          outcome: 'rejected',
          status: { code: '', meaning: '' },
          included: 0,
          received: 0,
          accepted: 0,
          errors: [],
          transactions: [],
        };
        break;
      }
      case 'AK2': {
        if (inSet.group === null || transaction !== null)
          unexpected(segment, 'before the previous AK2 ended with IK5');
        transaction = {
          setId: required(segment, 1, 'transaction set identifier code'),
          controlNumber: required(segment, 2, 'transaction set control number'),
          convention: orNull(element(segment, 3)),
          outcome: 'rejected',
          status: { code: '', meaning: '' },
          errors: [],
          segmentErrors: [],
        };
        segmentError = null;
        break;
      }
      case 'IK3': {
        if (transaction === null) return unexpected(segment, 'outside an AK2 loop');
        const position = required(segment, 2, 'segment position');
        if (!/^\d{1,10}$/.test(position))
          throw new X12FormatError(`IK302 ${shownValue(position)} is not a position`);
        const code = element(segment, 4);
        segmentError = {
          segmentId: required(segment, 1, 'segment id code'),
          position: Number(position),
          loop: orNull(element(segment, 3)),
          error: code === '' ? null : codeMeaning(SEGMENT_ERROR_CODES, code),
          elementErrors: [],
        };
        transaction.segmentErrors.push(segmentError);
        break;
      }
      case 'IK4': {
        if (segmentError === null) return unexpected(segment, 'without an IK3 before it');
        segmentError.elementErrors.push({
          position: required(segment, 1, 'position in segment'),
          reference: orNull(element(segment, 2)),
          error: codeMeaning(
            ELEMENT_ERROR_CODES,
            required(segment, 3, 'implementation data element syntax error code'),
          ),
          badValue: orNull(element(segment, 4)),
        });
        break;
      }
      case 'CTX':
        // Context for a situational error: the IK3/IK4 it follows already say what is wrong.
        if (transaction === null) unexpected(segment, 'outside an AK2 loop');
        break;
      case 'IK5': {
        if (transaction === null || inSet.group === null)
          return unexpected(segment, 'without an AK2 before it');
        transaction.status = knownCode(
          segment,
          1,
          'transaction set acknowledgment code',
          TRANSACTION_ACK_CODES,
        );
        transaction.outcome = transactionOutcome(transaction.status.code);
        transaction.errors = codesFrom(segment, 2, 6, TRANSACTION_ERROR_CODES);
        inSet.group.transactions.push(transaction);
        transaction = null;
        segmentError = null;
        break;
      }
      case 'AK9': {
        if (inSet.group === null || transaction !== null)
          unexpected(segment, 'before every AK2 ended with IK5');
        const group = inSet.group as AckGroup;
        group.status = knownCode(segment, 1, 'functional group acknowledge code', GROUP_ACK_CODES);
        group.outcome = groupOutcome(group.status.code);
        group.included = count(segment, 2, 'number of transaction sets included');
        group.received = count(segment, 3, 'number of received transaction sets');
        group.accepted = count(segment, 4, 'number of accepted transaction sets');
        group.errors = codesFrom(segment, 5, 9, GROUP_ERROR_CODES);
        inSet.closed = true;
        break;
      }
      case 'SE': {
        if (!inSet.closed || inSet.group === null) unexpected(segment, 'before the 999 has its AK9');
        const declared = required(segment, 1, 'number of included segments');
        if (declared !== String(setSegments)) {
          throw new X12FormatError(
            `SE01 says ${shownValue(declared)} segments but the 999 has ${setSegments}`,
          );
        }
        if (required(segment, 2, 'transaction set control number') !== element(inSet.st, 2)) {
          throw new X12FormatError(
            `SE02 ${shownValue(element(segment, 2))} does not match ST02 ${shownValue(element(inSet.st, 2))}`,
          );
        }
        groups.push(inSet.group as AckGroup);
        inSet = null;
        break;
      }
      default:
        unexpected(segment, 'in a 999');
    }
  }
  if (inSet !== null)
    throw new X12FormatError('a 999 transaction set has no SE trailer: the file is incomplete');
  return groups;
}

/** Reads a 999 file: its acknowledged groups and, in each, every acknowledged transaction with its errors. */
export function parseAck999(text: string): Ack999 {
  const interchange = parseInterchange(text);
  return { interchangeControlNumber: interchange.controlNumber, groups: read999s(interchange) };
}

/** What a group's 999 says of one of its transaction sets, and the AK2 loop that says it (null when unlisted). */
export interface SetAnswer {
  outcome: AckOutcome;
  listed: AckTransaction | null;
}

/**
 * How the guide means a 999 of one functional group for one of its sets (ST02 `controlNumber`). The
 * AK2 loop is required for a set with errors and optional for one accepted, so a set the group does not
 * list was accepted when the group was accepted (AK9 A, E) or partially accepted (P). A group rejected
 * as a whole (AK9 R, M, W, X) rejects every set in it, listed or not, whatever a listed set's IK5 says.
 */
export function setAnswer(group: AckGroup, controlNumber: string): SetAnswer {
  const listed =
    group.transactions.find((transaction) => transaction.controlNumber === controlNumber) ?? null;
  if (group.outcome === 'rejected') return { outcome: 'rejected', listed };
  return { outcome: listed ? listed.outcome : 'accepted', listed };
}

/** What a 999 says of one transaction the store sent (its GS06 and ST02); null when it names no such group. */
export function outcomeOf(ack: Ack999, groupControlNumber: string, controlNumber: string): AckOutcome | null {
  const group = ack.groups.find((candidate) => candidate.groupControlNumber === groupControlNumber);
  return group ? setAnswer(group, controlNumber).outcome : null;
}
