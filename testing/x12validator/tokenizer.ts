import type { Finding } from './finding';

/** The four delimiters an interchange declares in its ISA. */
export interface Delimiters {
  element: string;
  repetition: string;
  component: string;
  segment: string;
}

/** A segment as read: its id, its elements (elements[1] is the first after the id), where it was. */
export interface Segment {
  id: string;
  elements: string[];
  /** 1-based position in the interchange (ISA is 1). */
  position: number;
}

/** The ISA's sixteen elements' fixed widths (X12 envelope standard, 00501). */
const ISA_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1] as const;
/** 'ISA', 16 elements each after its separator, and the segment terminator: 106 characters. */
const ISA_LENGTH = 3 + ISA_WIDTHS.reduce((sum, width) => sum + width + 1, 0) + 1;

/** The TA1 note code for an ISA element found wrong (TA105), by element position. */
export const ISA_NOTE_CODES = [
  '010',
  '011',
  '012',
  '013',
  '005',
  '006',
  '007',
  '008',
  '014',
  '015',
  '016',
  '017',
  '018',
  '019',
  '020',
  '027',
] as const;

export interface Tokens {
  delimiters: Delimiters | null;
  segments: Segment[];
  findings: Finding[];
}

function interchangeFinding(code: string, message: string, element?: number, value?: string): Finding {
  return { level: 'interchange', code, segment: 'ISA', position: 1, element, value, message };
}

/**
 * Reads an interchange as a carrier does: the delimiters from the ISA's fixed positions (element
 * separator at position 4, repetition ISA11, component ISA16, the segment terminator right after
 * ISA16), each ISA element checked against its fixed width, then the segments split on the terminator
 * (a line break after a terminator is tolerated, as most intakes do).
 */
export function tokenize(text: string): Tokens {
  const findings: Finding[] = [];
  if (!text.startsWith('ISA') || text.length < ISA_LENGTH) {
    findings.push(interchangeFinding('022', 'the file does not begin with a complete ISA segment'));
    return { delimiters: null, segments: [], findings };
  }
  const element = text.charAt(3);
  // The ISA read by its separators, to see each element's width.
  const isaElements: string[] = [];
  let start = 4;
  for (let index = 0; index < ISA_WIDTHS.length; index += 1) {
    if (index === ISA_WIDTHS.length - 1) {
      isaElements.push(text.charAt(start));
      start += 1;
      break;
    }
    const next = text.indexOf(element, start);
    if (next < 0) break;
    isaElements.push(text.slice(start, next));
    start = next + 1;
  }
  if (isaElements.length < ISA_WIDTHS.length) {
    findings.push(interchangeFinding('022', `the ISA has ${isaElements.length} of its 16 elements`));
    return { delimiters: null, segments: [], findings };
  }
  for (const [index, width] of ISA_WIDTHS.entries()) {
    const value = isaElements[index] ?? '';
    if (value.length !== width)
      findings.push(
        interchangeFinding(
          ISA_NOTE_CODES[index] ?? '022',
          `ISA${String(index + 1).padStart(2, '0')} is ${value.length} characters wide; the ISA's fixed width is ${width}`,
          index + 1,
          value,
        ),
      );
  }
  const delimiters: Delimiters = {
    element,
    repetition: isaElements[10] ?? '',
    component: isaElements[15] ?? '',
    segment: text.charAt(start),
  };
  if (start + 1 !== ISA_LENGTH)
    findings.push(
      interchangeFinding(
        '022',
        `the ISA is ${start + 1} characters long; a fixed-width ISA is ${ISA_LENGTH}`,
      ),
    );
  const used = [delimiters.element, delimiters.repetition, delimiters.component, delimiters.segment];
  if (new Set(used).size !== used.length || used.some((d) => /[A-Za-z0-9 ]/.test(d) || d === ''))
    findings.push(
      interchangeFinding(
        '026',
        `the delimiters must be four distinct special characters: ${JSON.stringify(used)}`,
      ),
    );
  const segments: Segment[] = [];
  for (const raw of text.split(delimiters.segment)) {
    const piece = raw.replace(/^\r?\n/, '');
    if (piece === '') continue;
    const elements = piece.split(delimiters.element);
    segments.push({ id: elements[0] ?? '', elements, position: segments.length + 1 });
  }
  return { delimiters, segments, findings };
}
