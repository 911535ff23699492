import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../projectRoot';
import { parseAck999, setAnswer } from '../x12/ack999';
import { readAcknowledgementFile } from '../x12/ackFile';
import { parseTa1 } from '../x12/ackTa1';
import {
  groupReason,
  interchangeReason,
  MAX_REASON_LENGTH,
  setReason,
  transactionReason,
} from './ackReasons';

const ISA =
  'ISA*00*          *00*          *ZZ*CARRIER1       *ZZ*AGENCY1        *261126*1200*^*00501*000000960*0*P*:~';

/** The one entry of a list read back, which must be there. */
function only<T>(list: readonly T[]): T {
  const [entry] = list;
  if (entry === undefined) throw new Error('nothing read');
  return entry;
}

function group999(ak9: string, loops: string[]) {
  const body = ['ST*999*0001*005010X231A1', 'AK1*BE*41*005010X220A1', ...loops, ak9];
  const text = [
    ISA,
    'GS*FA*CARRIER1*AGENCY1*20261126*1200*960*X*005010X231A1~',
    ...body.map((segment) => `${segment}~`),
    `SE*${body.length + 1}*0001~`,
    'GE*1*960~',
    'IEA*1*000000960~',
  ].join('');
  const [group] = parseAck999(text).groups;
  if (!group) throw new Error('no group');
  return group;
}

describe("a carrier's acknowledgement in words", () => {
  it('masks a value the carrier quotes back (IK404), as the store masks an SSN', () => {
    const group = group999('AK9*R*1*1*0', [
      'AK2*834*0001',
      'IK3*NM1*9*2100A*8',
      'IK4*9*67*7*123456789',
      'IK5*R*5',
    ]);
    const reason = transactionReason(only(group.transactions));
    expect(reason).toBe(
      'Rejected (R): One or More Segments in Error (5). NM1 segment 9 (loop 2100A): Segment Has Data Element Errors (8); element 9: Invalid Code Value (7) "•••••6789"',
    );
    expect(reason).not.toContain('12345');
  });

  it('cuts a long list of errors and a long quoted value to a sane length', () => {
    const loops = ['AK2*834*0001'];
    for (let n = 1; n <= 60; n += 1) loops.push(`IK3*DMG*${n}*2100A*8`, `IK4*2*1251*8*${'9'.repeat(99)}`);
    loops.push('IK5*R*5');
    const group = group999('AK9*R*1*1*0', loops);
    const reason = setReason(group, group.transactions[0] ?? null) ?? '';
    expect(reason.length).toBe(MAX_REASON_LENGTH);
    expect(reason.endsWith('…')).toBe(true);
    expect(reason).not.toMatch(/9{26}/);
  });

  it("keeps AK905's reason for a rejected group, and says nothing for a plain acceptance", () => {
    const rejected = group999('AK9*R*1*1*0*2', []);
    expect(groupReason(rejected)).toBe(
      "The carrier's 999 answered the whole file Rejected (R): Functional Group Version Not Supported (2)",
    );
    expect(setReason(rejected, null)).toBe(groupReason(rejected));
    const accepted = group999('AK9*A*1*1*1', ['AK2*834*0001', 'IK5*A']);
    expect(setReason(accepted, accepted.transactions[0] ?? null)).toBeNull();
    const noted = group999('AK9*E*1*1*1', ['AK2*834*0001', 'IK3*REF*5*2000*8', 'IK5*E']);
    expect(setReason(noted, noted.transactions[0] ?? null)).toBe(
      'Accepted But Errors Were Noted (E). REF segment 5 (loop 2000): Segment Has Data Element Errors (8)',
    );
  });

  it("keeps a TA1's note code (TA105) in words", () => {
    const file = (ta1: string) => `${ISA}${ta1}~IEA*0*000000960~`;
    const refused = only(parseTa1(file('TA1*000000123*261126*1200*R*006')));
    expect(interchangeReason(refused)).toBe(
      'The carrier refused the whole file (TA1 R): Invalid Interchange Sender ID (006)',
    );
    const noted = only(parseTa1(file('TA1*000000123*261126*1200*E*020')));
    expect(interchangeReason(noted)).toBe(
      'The carrier took the file, with errors noted (TA1 E): Invalid Test Indicator Value (020)',
    );
  });

  it('reads the sample 999 and TA1 in docs/operations.md as the page says', () => {
    const page = fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'operations.md'), 'utf8');
    const samples = [...page.matchAll(/```\n([\s\S]*?)```/g)]
      .map((match) => (match[1] ?? '').replace(/^ {2}/gm, ''))
      .filter((text) => text.startsWith('ISA*'));
    const [sample999, sampleTa1] = samples.map(readAcknowledgementFile);
    if (!sample999 || !sampleTa1) throw new Error('the samples are missing');
    const words = page.replace(/\s+/g, ' ');
    const group = only(sample999.groups);
    expect([group.groupControlNumber, sample999.senderId]).toEqual(['17', 'HARBORLINE834']);
    expect(['0001', '0002', '0003'].map((set) => setAnswer(group, set).outcome)).toEqual([
      'accepted',
      'rejected',
      'accepted',
    ]);
    expect(words).toContain(setReason(group, setAnswer(group, '0002').listed) ?? 'no reason');
    expect(words).toContain(interchangeReason(only(sampleTa1.ta1s)));
  });
});
