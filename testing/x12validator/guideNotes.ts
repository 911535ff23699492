import { US_STATES } from './codeLists';
import { elementFinding } from './elementCheck';
import { isDate, isDateRange } from './elementValues';
import type { Finding } from './finding';
import type { Placed } from './loopWalk';

/** The value of element `n` of a placed segment. */
const value = (placed: Placed, n: number) => placed.segment.elements[n] ?? '';

/** A date element against the format its qualifier names (D8 CCYYMMDD, RD8 CCYYMMDD-CCYYMMDD). */
function datedBy(placed: Placed, format: number, date: number): Finding[] {
  const qualifier = value(placed, format);
  const text = value(placed, date);
  if (text === '') return [];
  const good = qualifier === 'RD8' ? isDateRange(text) : qualifier === 'D8' ? isDate(text) : true;
  if (good) return [];
  return [
    elementFinding(
      placed.segment,
      placed.position,
      placed.loop,
      date,
      '8',
      `is not a date in the format ${qualifier} names`,
      '1251',
    ),
  ];
}

/** A United States address (N404 absent or US) has a state from the USPS list and a 5 or 9 digit ZIP. */
function usAddress(placed: Placed): Finding[] {
  const country = value(placed, 4);
  if (country !== '' && country !== 'US') return [];
  const at = (n: number, code: string, message: string, reference: string) =>
    elementFinding(placed.segment, placed.position, placed.loop, n, code, message, reference);
  const findings: Finding[] = [];
  const state = value(placed, 2);
  const zip = value(placed, 3);
  if (state === '') findings.push(at(2, 'I9', 'is required for a United States address', '156'));
  else if (!US_STATES.includes(state)) findings.push(at(2, '7', 'is not a USPS state code', '156'));
  if (zip === '') findings.push(at(3, 'I9', 'is required for a United States address', '116'));
  else if (!/^\d{5}(?:\d{4})?$/.test(zip))
    findings.push(at(3, 'I12', 'is not a 5 or 9 digit ZIP code', '116'));
  return findings;
}

/**
 * The 2300 date a coverage's maintenance needs (HD01): an addition (021) says when the benefit begins
 * (DTP*348), a cancellation or termination (024) when it ends (DTP*349, the last day covered).
 */
const COVERAGE_DATE_NEEDED: Record<string, { qualifier: string; message: string }> = {
  '021': {
    qualifier: '348',
    message: 'DTP*348 (benefit begin) is required in a 2300 loop that adds coverage (HD01 021)',
  },
  '024': {
    qualifier: '349',
    message:
      'DTP*349 (benefit end) is required in a 2300 loop that cancels or terminates coverage (HD01 024)',
  },
};

/** The 2300 loop's dates after its HD at `index`, with a finding when none is the one its HD01 needs. */
function coverageDate(
  placed: readonly Placed[],
  index: number,
  needed: { qualifier: string; message: string },
): Finding[] {
  const hd = placed[index] as Placed;
  const dates: Placed[] = [];
  for (const next of placed.slice(index + 1)) {
    if (next.loop !== '2300' || next.segment.id === 'HD') break;
    if (next.segment.id === 'DTP') dates.push(next);
  }
  // No DTP at all is the loop walk's finding (a required segment missing).
  if (dates.length === 0 || dates.some((date) => value(date, 1) === needed.qualifier)) return [];
  return [
    {
      level: 'segment',
      code: 'I6',
      segment: 'DTP',
      position: hd.position,
      loop: '2300',
      message: needed.message,
    },
  ];
}

/**
 * The guide's situational rules that cross elements or segments: the date formats, United States
 * addresses, INS01 Y exactly for the subscriber (INS02 18), a benefit begin date (DTP*348) on every
 * coverage an addition (HD01 021) starts and a benefit end date (DTP*349) on every one a cancellation or
 * termination (HD01 024) ends.
 */
export function checkGuideNotes(placed: readonly Placed[]): Finding[] {
  const findings: Finding[] = [];
  for (const [index, item] of placed.entries()) {
    const id = item.segment.id;
    if (id === 'DTP') findings.push(...datedBy(item, 2, 3));
    if (id === 'DMG') findings.push(...datedBy(item, 1, 2));
    if (id === 'INS') {
      findings.push(...datedBy(item, 11, 12));
      const subscriber = value(item, 2) === '18';
      if ((value(item, 1) === 'Y') !== subscriber)
        findings.push(
          elementFinding(
            item.segment,
            item.position,
            item.loop,
            1,
            'I12',
            'is Y for the subscriber (INS02 18) and N for a dependent',
            '1073',
          ),
        );
    }
    if (id === 'N4') findings.push(...usAddress(item));
    if (id === 'HD' && item.loop === '2300') {
      const needed = COVERAGE_DATE_NEEDED[value(item, 1)];
      if (needed) findings.push(...coverageDate(placed, index, needed));
    }
  }
  return findings;
}
