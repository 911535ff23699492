import { DATA_ELEMENTS, type DataElement } from './dataElements';
import { valueProblem } from './elementValues';
import { type Finding, shownValue } from './finding';
import type { SegmentRule } from './guideRules';
import type { Delimiters, Segment } from './tokenizer';

/** An element finding of `segment`, at its position in the set. */
export function elementFinding(
  segment: Segment,
  position: number,
  loop: string,
  element: number,
  code: string,
  message: string,
  reference?: string,
): Finding {
  const value = segment.elements[element] ?? '';
  return {
    level: 'element',
    code,
    segment: segment.id,
    position,
    loop,
    element,
    reference: reference || undefined,
    value: value === '' ? undefined : shownValue(segment.id, element, value),
    message: `${segment.id}${String(element).padStart(2, '0')} ${message}`,
  };
}

/**
 * The elements of `segment` against its place in the guide: required ones present, nothing the guide
 * does not use, each value of its type and length, each ID in the guide's list, paired elements both
 * or neither, no repetition or component where the guide has a simple element.
 */
export function checkElements(
  segment: Segment,
  rule: SegmentRule,
  position: number,
  loop: string,
  delimiters: Delimiters,
): Finding[] {
  const findings: Finding[] = [];
  const at = (element: number, code: string, message: string, reference?: string) =>
    findings.push(elementFinding(segment, position, loop, element, code, message, reference));
  const count = segment.elements.length - 1;
  if (count > rule.elements.length)
    at(rule.elements.length + 1, '3', 'is past the last element the segment has');
  for (const [index, element] of rule.elements.entries()) {
    const number = index + 1;
    const value = segment.elements[number] ?? '';
    // An element of spaces only is absent (the ISA's unused security fields are spaces).
    if (value.trim() === '') {
      if (element.usage === 'R') at(number, '1', `is required (${rule.name})`, element.ref);
      continue;
    }
    if (element.usage === 'N') {
      at(number, 'I10', 'is not used by 005010X220A1 here');
      continue;
    }
    // ISA11 and ISA16 are the repetition and component separators themselves.
    if (element.composite || segment.id === 'ISA') {
      const first = element.composite ? (value.split(delimiters.component)[0] ?? '') : value;
      if (element.codes && !element.codes.includes(first))
        at(number, '7', `is not one of the codes here: ${element.codes.join(', ')}`, element.ref);
      if (segment.id === 'ISA' && DATA_ELEMENTS[element.ref]) {
        const problem = valueProblem(value, DATA_ELEMENTS[element.ref] as DataElement);
        if (problem) at(number, problem.code, problem.message, element.ref);
      }
      continue;
    }
    if (value.includes(delimiters.repetition)) {
      at(number, '12', 'repeats, and the guide allows it once', element.ref);
      continue;
    }
    if (value.includes(delimiters.component)) {
      at(number, '13', 'has components, and the guide has a simple element here', element.ref);
      continue;
    }
    const dictionary = DATA_ELEMENTS[element.ref];
    const problem = dictionary ? valueProblem(value, dictionary) : null;
    if (problem) {
      at(number, problem.code, problem.message, element.ref);
      continue;
    }
    if (element.codes && !element.codes.includes(value))
      at(number, '7', `is not one of the guide's codes here: ${element.codes.join(', ')}`, element.ref);
  }
  for (const [first, second] of rule.pairs ?? []) {
    const one = (segment.elements[first] ?? '') !== '';
    const other = (segment.elements[second] ?? '') !== '';
    if (one !== other) {
      const missing = one ? second : first;
      at(
        missing,
        '2',
        `is required when ${segment.id}${String(one ? first : second).padStart(2, '0')} is sent`,
      );
    }
  }
  return findings;
}
