/**
 * Reads an X12 interchange into segments, with the delimiters its own ISA declares: the element
 * separator is the ISA's fourth character, the component separator is ISA16 and the segment
 * terminator the character after it. Anything that is not a whole interchange is an `X12FormatError`
 * saying where and why, never a crash.
 */

export class X12FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'X12FormatError';
  }
}

/**
 * A value of the file in an error message, quoted and cut short: a message reaches the log, and a
 * carrier's file may hold anything (an SSN) where a count or a code should be.
 */
export function shownValue(text: string): string {
  return JSON.stringify(text.slice(0, 12));
}

export interface X12Segment {
  /** The segment id (ISA, GS, AK2, …). */
  id: string;
  /** The elements after the id: elements[0] is element 01. */
  elements: string[];
  /** 1-based position in the interchange, for error messages. */
  position: number;
}

export interface X12Interchange {
  /** ISA13. */
  controlNumber: string;
  /** ISA06 and ISA08, without their padding. */
  senderId: string;
  receiverId: string;
  segments: X12Segment[];
}

/** Element n (1-based, as X12 numbers them: AK202 is element(ak2, 2)); '' when absent. */
export function element(segment: X12Segment, n: number): string {
  return segment.elements[n - 1] ?? '';
}

/** Element n, which must be present. */
export function required(segment: X12Segment, n: number, name: string): string {
  const value = element(segment, n);
  if (value === '') {
    throw new X12FormatError(
      `${segment.id} (segment ${segment.position}) is missing ${name} (${segment.id}0${n})`,
    );
  }
  return value;
}

const ISA_ELEMENTS = 16;
const SEGMENT_ID = /^[A-Z][A-Z0-9]{1,2}$/;

/** Splits an interchange into its segments and checks its envelope (ISA … IEA with the same control number). */
export function parseInterchange(text: string): X12Interchange {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('ISA')) throw new X12FormatError('not an X12 interchange: it does not start with ISA');
  const separator = body.charAt(3);
  if (separator === '' || /[A-Za-z0-9\s]/.test(separator)) {
    throw new X12FormatError('the ISA does not declare a usable element separator');
  }
  // ISA16 follows the 16th separator; the segment terminator is the next character.
  let at = 0;
  for (let count = 0; count < ISA_ELEMENTS; count += 1) {
    at = body.indexOf(separator, at + 1);
    if (at < 0) throw new X12FormatError('the ISA segment is cut short');
  }
  const terminator = body.charAt(at + 2);
  if (terminator === '' || /[A-Za-z0-9]/.test(terminator) || terminator === separator) {
    throw new X12FormatError('the ISA does not end with a usable segment terminator');
  }

  const segments: X12Segment[] = [];
  for (const raw of body.split(terminator)) {
    const trimmed = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
    if (trimmed.trim() === '') continue;
    const [id = '', ...elements] = trimmed.split(separator);
    const position = segments.length + 1;
    if (!SEGMENT_ID.test(id)) {
      throw new X12FormatError(`segment ${position} has no valid segment id (${shownValue(id)})`);
    }
    segments.push({ id, elements, position });
  }

  const isa = segments[0] as X12Segment;
  if (isa.elements.length !== ISA_ELEMENTS) {
    throw new X12FormatError(`the ISA has ${isa.elements.length} elements, not ${ISA_ELEMENTS}`);
  }
  const controlNumber = element(isa, 13).trim();
  const last = segments[segments.length - 1] as X12Segment;
  if (last.id !== 'IEA')
    throw new X12FormatError('the interchange has no IEA trailer: the file is incomplete');
  if (element(last, 2).trim() !== controlNumber) {
    throw new X12FormatError(
      `IEA02 ${shownValue(element(last, 2))} does not match ISA13 ${shownValue(controlNumber)}`,
    );
  }
  return {
    controlNumber,
    senderId: element(isa, 6).trim(),
    receiverId: element(isa, 8).trim(),
    segments,
  };
}
