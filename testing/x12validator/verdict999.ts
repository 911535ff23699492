import type { Finding } from './finding';
import type { Validation } from './validate834';

const GUIDE = '005010X220A1';

/** A comment line under an acknowledgement segment: what the finding says in words. */
const because = (finding: Finding) => `    # ${finding.message}`;

/** The IK3 and IK4 lines of one transaction set's segment and element findings, in file order. */
function segmentLines(findings: readonly Finding[]): string[] {
  const lines: string[] = [];
  const bySegment = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.position}:${finding.segment}`;
    bySegment.set(key, [...(bySegment.get(key) ?? []), finding]);
  }
  const ordered = [...bySegment.values()].sort((a, b) => (a[0]?.position ?? 0) - (b[0]?.position ?? 0));
  for (const group of ordered) {
    const first = group[0];
    if (!first) continue;
    const loop = first.loop ?? '';
    for (const finding of group.filter((f) => f.level === 'segment')) {
      lines.push(`IK3*${finding.segment}*${finding.position}*${loop}*${finding.code}`, because(finding));
    }
    const elements = group.filter((f) => f.level === 'element');
    if (elements.length === 0) continue;
    lines.push(`IK3*${first.segment}*${first.position}*${loop}*8`);
    for (const finding of elements) {
      const reference = finding.reference ? `*${finding.reference}` : '*';
      lines.push(
        `IK4*${finding.element ?? ''}${reference}*${finding.code}${finding.value ? `*${finding.value}` : ''}`,
        because(finding),
      );
    }
  }
  return lines;
}

/**
 * The answer a carrier's intake gives the file, written as its 999 (and TA1 when the envelope itself
 * is wrong), each IK3/IK4 line followed by its reason in words, so a failing test reads like the
 * carrier's answer. "accepted" only when nothing was found.
 */
export function verdict999(validation: Validation): string {
  const { findings } = validation;
  const lines: string[] = [
    `interchange ${validation.interchangeControl || '(unread)'}: ${findings.length === 0 ? 'ACCEPTED' : 'REJECTED'}`,
  ];
  const interchange = findings.filter((f) => f.level === 'interchange');
  if (interchange.length > 0) {
    for (const finding of interchange)
      lines.push(`TA1*${validation.interchangeControl}*******R*${finding.code}`, because(finding));
  }
  for (const group of validation.groups) {
    lines.push(`AK1*BE*${group.control}*${GUIDE}`);
    let accepted = 0;
    for (const set of group.sets) {
      const own = findings.filter((f) => f.group === group.control && f.transaction === set.control);
      lines.push(`AK2*834*${set.control}*${GUIDE}`);
      lines.push(...segmentLines(own.filter((f) => f.level === 'segment' || f.level === 'element')));
      const setCodes = own.filter((f) => f.level === 'transaction');
      for (const finding of setCodes) lines.push(because(finding));
      const codes = [...new Set(setCodes.map((f) => f.code))];
      if (own.length > codes.length || own.some((f) => f.level !== 'transaction')) codes.push('5');
      if (own.length === 0) {
        accepted += 1;
        lines.push('IK5*A');
      } else lines.push(`IK5*R*${[...new Set(codes)].slice(0, 5).join('*')}`);
    }
    const groupFindings = findings.filter((f) => f.level === 'group' && f.group === group.control);
    for (const finding of groupFindings) lines.push(because(finding));
    const received = group.sets.length;
    const status = groupFindings.length > 0 || accepted === 0 ? 'R' : accepted === received ? 'A' : 'P';
    const groupCodes = [...new Set(groupFindings.map((f) => f.code))].slice(0, 5);
    lines.push(
      `AK9*${status}*${received}*${received}*${accepted}${groupCodes.map((code) => `*${code}`).join('')}`,
    );
  }
  return lines.join('\n');
}
