import { checkElements } from './elementCheck';
import {
  GE_RULE,
  GS_GROUP_CODES,
  GS_NOTE_CODE,
  GS_RULE,
  IEA_RULE,
  ISA_RULE,
  SE_RULE,
  ST_RULE,
  ST_SET_CODES,
} from './envelopeRules';
import type { Finding } from './finding';
import { checkGuideNotes } from './guideNotes';
import { HEADER, MEMBER_LOOP } from './loops834';
import { walkLoops } from './loopWalk';
import { ISA_NOTE_CODES, type Segment, tokenize } from './tokenizer';

/** A transaction set as read: its group's and its own control numbers. */
interface SetRead {
  group: string;
  control: string;
}

/** What the intake made of a file: every finding, and the groups and sets it read. */
export interface Validation {
  interchangeControl: string;
  groups: { control: string; sets: SetRead[] }[];
  findings: Finding[];
}

const TERMINATORS = new Set(['ST', 'SE', 'GS', 'GE', 'IEA']);

/**
 * Validates an 834 interchange as a strict carrier intake does, with nothing of the store's code:
 * the envelope (ISA fixed widths and values, control numbers and counts in GS/GE, ST/SE, IEA), each
 * transaction set's loops and segment order per 005010X220A1, every element's presence, type, length
 * and code list, and the guide's situational notes.
 */
export function validate834(text: string): Validation {
  const { delimiters, segments, findings } = tokenize(text);
  const result: Validation = { interchangeControl: '', groups: [], findings };
  const isa = segments[0];
  if (!delimiters || !isa) return result;
  const value = (segment: Segment | undefined, n: number) => segment?.elements[n] ?? '';
  const envelope = (
    segment: Segment,
    position: number,
    level: Finding['level'],
    code: string,
    message: string,
    group?: string,
  ) => findings.push({ level, code, segment: segment.id, position, message, group });

  for (const finding of checkElements(isa, ISA_RULE, 1, '', delimiters)) {
    if (finding.code === '4' || finding.code === '5') continue; // widths: reported as read
    findings.push({
      ...finding,
      level: 'interchange',
      code: ISA_NOTE_CODES[(finding.element ?? 1) - 1] ?? '022',
    });
  }
  result.interchangeControl = value(isa, 13);

  let index = 1;
  while (segments[index]?.id === 'GS') {
    const gs = segments[index] as Segment;
    const groupControl = value(gs, 6);
    const group = { control: groupControl, sets: [] as SetRead[] };
    result.groups.push(group);
    for (const finding of checkElements(gs, GS_RULE, gs.position, '', delimiters)) {
      const groupCode = GS_GROUP_CODES[finding.element ?? 0];
      findings.push(
        groupCode
          ? { ...finding, level: 'group', code: groupCode, group: groupControl }
          : { ...finding, level: 'interchange', code: GS_NOTE_CODE },
      );
    }
    index += 1;
    const controls = new Set<string>();
    while (segments[index]?.id === 'ST') {
      const st = segments[index] as Segment;
      const control = value(st, 2);
      const set: SetRead = { group: groupControl, control };
      group.sets.push(set);
      const inSet = (finding: Finding): Finding => ({
        ...finding,
        group: groupControl,
        transaction: control,
      });
      let end = index + 1;
      while (end < segments.length && !TERMINATORS.has(segments[end]?.id ?? '')) end += 1;
      const se = segments[end]?.id === 'SE' ? segments[end] : undefined;
      const body = segments.slice(index + 1, end);
      for (const finding of checkElements(st, ST_RULE, 1, '', delimiters))
        findings.push(
          inSet({ ...finding, level: 'transaction', code: ST_SET_CODES[finding.element ?? 0] ?? '6' }),
        );
      if (controls.has(control))
        findings.push(
          inSet({
            level: 'transaction',
            code: '23',
            segment: 'ST',
            position: 1,
            message: `ST02 ${control} is used twice in the group`,
          }),
        );
      controls.add(control);
      const { placed, findings: structure } = walkLoops(body, [...HEADER, MEMBER_LOOP], body.length + 2);
      const inBody = [
        ...structure,
        ...placed.flatMap((item) =>
          checkElements(item.segment, item.rule, item.position, item.loop, delimiters),
        ),
        ...checkGuideNotes(placed),
      ];
      // In file order, as a 999 lists them (the sort keeps each segment's own order).
      inBody.sort((a, b) => a.position - b.position || (a.element ?? 0) - (b.element ?? 0));
      findings.push(...inBody.map(inSet));
      if (!se) {
        findings.push(
          inSet({
            level: 'transaction',
            code: '2',
            segment: 'SE',
            position: body.length + 2,
            message: 'the transaction set has no SE',
          }),
        );
        index = end;
        continue;
      }
      const sePosition = body.length + 2;
      for (const finding of checkElements(se, SE_RULE, sePosition, '', delimiters))
        findings.push(inSet({ ...finding, level: 'transaction', code: finding.element === 1 ? '4' : '3' }));
      if (value(se, 1) !== String(sePosition))
        findings.push(
          inSet({
            level: 'transaction',
            code: '4',
            segment: 'SE',
            position: sePosition,
            element: 1,
            value: value(se, 1),
            message: `SE01 is ${value(se, 1)}; the set has ${sePosition} segments from ST to SE`,
          }),
        );
      if (value(se, 2) !== control)
        findings.push(
          inSet({
            level: 'transaction',
            code: '3',
            segment: 'SE',
            position: sePosition,
            element: 2,
            value: value(se, 2),
            message: `SE02 ${value(se, 2)} is not ST02 ${control}`,
          }),
        );
      index = end + 1;
    }
    const ge = segments[index];
    if (ge?.id !== 'GE') {
      findings.push({
        level: 'group',
        code: '3',
        segment: 'GE',
        position: ge?.position ?? segments.length,
        group: groupControl,
        message: `the group ${groupControl} has no GE where it should end (${ge?.id ?? 'end of file'})`,
      });
      break;
    }
    for (const finding of checkElements(ge, GE_RULE, ge.position, '', delimiters))
      findings.push({
        ...finding,
        level: 'group',
        code: finding.element === 1 ? '5' : '4',
        group: groupControl,
      });
    if (value(ge, 1) !== String(group.sets.length))
      envelope(
        ge,
        ge.position,
        'group',
        '5',
        `GE01 is ${value(ge, 1)}; the group has ${group.sets.length} transaction sets`,
        groupControl,
      );
    if (value(ge, 2) !== groupControl)
      envelope(
        ge,
        ge.position,
        'group',
        '4',
        `GE02 ${value(ge, 2)} is not GS06 ${groupControl}`,
        groupControl,
      );
    index += 1;
  }
  const iea = segments[index];
  if (iea?.id !== 'IEA') {
    envelope(
      iea ?? isa,
      iea?.position ?? segments.length,
      'interchange',
      '023',
      `the interchange does not end with IEA where it should (${iea?.id ?? 'end of file'})`,
    );
    return result;
  }
  for (const finding of checkElements(iea, IEA_RULE, iea.position, '', delimiters))
    findings.push({ ...finding, level: 'interchange', code: finding.element === 1 ? '021' : '001' });
  if (value(iea, 1) !== String(result.groups.length))
    envelope(
      iea,
      iea.position,
      'interchange',
      '021',
      `IEA01 is ${value(iea, 1)}; the interchange has ${result.groups.length} functional groups`,
    );
  if (value(iea, 2) !== result.interchangeControl)
    envelope(
      iea,
      iea.position,
      'interchange',
      '001',
      `IEA02 ${value(iea, 2)} is not ISA13 ${result.interchangeControl}`,
    );
  const extra = segments[index + 1];
  if (extra) envelope(extra, extra.position, 'interchange', '024', `${extra.id} follows the IEA`);
  return result;
}
