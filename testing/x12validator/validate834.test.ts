import { describe, expect, it } from 'vitest';
import { FAMILY_SET, familyWith, ISA, interchangeOf } from './sample834';
import { validate834 } from './validate834';
import { verdict999 } from './verdict999';

const GOOD = interchangeOf([FAMILY_SET]);

/** The findings of a file, reduced to what a test names: segment, position, element, code. */
const found = (text: string) =>
  validate834(text).findings.map((f) => ({
    level: f.level,
    segment: f.segment,
    position: f.position,
    element: f.element,
    code: f.code,
    value: f.value,
  }));

describe('an independent 005010X220A1 validator', () => {
  it('accepts a complete hand-written 834 (two sets) and answers like an accepting 999', () => {
    const second = FAMILY_SET.map((segment) => segment.replace('*0001', '*0002'));
    const text = interchangeOf([FAMILY_SET, second]).replace('GE*2*101', 'GE*2*101');
    expect(found(GOOD)).toEqual([]);
    expect(found(text)).toEqual([]);
    expect(verdict999(validate834(text))).toBe(
      [
        'interchange 000000101: ACCEPTED',
        'AK1*BE*101*005010X220A1',
        'AK2*834*0001*005010X220A1',
        'IK5*A',
        'AK2*834*0002*005010X220A1',
        'IK5*A',
        'AK9*A*2*2*2',
      ].join('\n'),
    );
  });

  it('refuses HD03 LIF, a code X12 has and the guide does not, naming HD03 (IK4*3*1205*7*LIF)', () => {
    const text = interchangeOf([familyWith('HD*021**VIS*VISION BASIC*IND', 'HD*021**LIF*TERM LIFE 10*IND')]);
    expect(found(text)).toEqual([
      { level: 'element', segment: 'HD', position: 23, element: 3, code: '7', value: 'LIF' },
    ]);
    const verdict = verdict999(validate834(text));
    expect(verdict).toContain('IK3*HD*23*2300*8\nIK4*3*1205*7*LIF');
    expect(verdict).toContain("HD03 is not one of the guide's codes here");
    expect(verdict).toContain('IK5*R*5');
    expect(verdict).toMatch(/AK9\*R\*1\*1\*0$/);
  });

  it('refuses an HD05 outside the guide and an INS02 relationship the guide does not list', () => {
    const text = interchangeOf([
      familyWith('INS*N*01*021*28*A', 'INS*N*02*021*28*A').map((s) =>
        s.replace('*VISION BASIC*IND', '*VISION BASIC*EE1'),
      ),
    ]);
    expect(found(text)).toEqual([
      { level: 'element', segment: 'HD', position: 23, element: 5, code: '7', value: 'EE1' },
      { level: 'element', segment: 'INS', position: 31, element: 2, code: '7', value: '02' },
    ]);
  });

  it('checks every control number and count of the envelope', () => {
    const cases: [string, string, { level: string; segment: string; code: string }][] = [
      ['SE*44*0001', 'SE*43*0001', { level: 'transaction', segment: 'SE', code: '4' }],
      ['SE*44*0001', 'SE*44*0009', { level: 'transaction', segment: 'SE', code: '3' }],
      ['GE*1*101', 'GE*2*101', { level: 'group', segment: 'GE', code: '5' }],
      ['GE*1*101', 'GE*1*102', { level: 'group', segment: 'GE', code: '4' }],
      ['IEA*1*000000101', 'IEA*2*000000101', { level: 'interchange', segment: 'IEA', code: '021' }],
      ['IEA*1*000000101', 'IEA*1*000000102', { level: 'interchange', segment: 'IEA', code: '001' }],
      ['GS*BE*', 'GS*HP*', { level: 'group', segment: 'GS', code: '1' }],
      ['*X*005010X220A1~', '*X*005010X220~', { level: 'group', segment: 'GS', code: '2' }],
      [
        'ST*834*0001*005010X220A1',
        'ST*834*0001*005010X220',
        { level: 'transaction', segment: 'ST', code: 'I6' },
      ],
      ['ST*834*', 'ST*835*', { level: 'transaction', segment: 'ST', code: '6' }],
    ];
    expect(GOOD).toContain('SE*44*0001~');
    for (const [from, to, expected] of cases) {
      expect(GOOD).toContain(from);
      expect(found(GOOD.replace(from, to)), to).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('reads the ISA by its fixed widths: one element a character short is refused', () => {
    const short = GOOD.replace('*ZZ*TESTAGENCY     *', '*ZZ*TESTAGENCY    *');
    expect(found(short)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'interchange', segment: 'ISA', element: 6, code: '006' }),
        expect.objectContaining({ level: 'interchange', segment: 'ISA', code: '022' }),
      ]),
    );
    expect(verdict999(validate834(short))).toMatch(/^TA1\*000000101\*+R\*006$/m);
    // Delimiters come from their positions: another set of them reads the same.
    const other = GOOD.replaceAll('*', '|').replaceAll('~', '\n');
    expect(other.slice(0, ISA.length)).toBe(ISA.replaceAll('*', '|').replace('~', '\n'));
    expect(found(other)).toEqual([]);
  });

  it('requires REF*0F in every member loop', () => {
    // The subscriber's: the missing segment is reported where its loop ends (the spouse's INS).
    const text = interchangeOf([familyWith('REF*0F*BS-2026-000417', null)]);
    expect(found(text)).toEqual([
      { level: 'segment', segment: 'REF', position: 30, element: undefined, code: '3', value: undefined },
    ]);
    expect(verdict999(validate834(text))).toContain('IK3*REF*30*2000*3');
  });

  it('refuses a date that is not a day, by its format qualifier and by its type', () => {
    expect(found(interchangeOf([familyWith('DMG*D8*19830930*M', 'DMG*D8*19830931*M')]))).toEqual([
      { level: 'element', segment: 'DMG', position: 35, element: 2, code: '8', value: '19830931' },
    ]);
    expect(found(interchangeOf([familyWith('DTP*348*D8*20261201', 'DTP*348*D8*2026-12-01')]))).toEqual([
      expect.objectContaining({ segment: 'DTP', position: 20, element: 3, code: '8' }),
    ]);
    expect(
      found(
        interchangeOf([
          FAMILY_SET.map((s) =>
            s.replace('BGN*00*BS-2026-000417*20261122', 'BGN*00*BS-2026-000417*20261322'),
          ),
        ]),
      ),
    ).toEqual([expect.objectContaining({ segment: 'BGN', element: 3, code: '8' })]);
  });

  it('refuses a segment out of the guide’s order, and one the loop does not have', () => {
    const swapped = [...FAMILY_SET];
    const n3 = swapped.indexOf('N3*12 ELM ST*APT 4');
    [swapped[n3], swapped[n3 + 1]] = [swapped[n3 + 1] as string, swapped[n3] as string];
    expect(found(interchangeOf([swapped]))).toEqual([
      expect.objectContaining({ level: 'segment', segment: 'N3', position: 17, code: '7' }),
    ]);
    // Segments of one position told apart by qualifier come in any order; a second REF*0F does not.
    const refs = familyWith('REF*0F*BS-2026-000417', 'REF*1L*GRP-2556');
    refs[refs.indexOf('REF*1L*GRP-2556', 10)] = 'REF*0F*BS-2026-000417';
    expect(found(interchangeOf([refs]))).toEqual([]);
    expect(found(interchangeOf([familyWith('REF*1L*GRP-2556', 'REF*0F*BS-2026-000417')]))).toEqual([
      expect.objectContaining({ level: 'segment', segment: 'REF', position: 11, code: '5' }),
    ]);
    expect(found(interchangeOf([familyWith('ACT*R1042', 'XYZ*1')]))).toEqual([
      expect.objectContaining({ level: 'segment', segment: 'XYZ', code: '1' }),
    ]);
    // A sponsor among the coverages; a coverage with no date, and one with an end and no begin date.
    expect(
      found(
        interchangeOf([familyWith('AMT*P3*42.5', 'N1*P5*Other*FI*870000998').filter((_, i) => i !== 19)]),
      ),
    ).toEqual([
      expect.objectContaining({ segment: 'N1', position: 20, code: '7' }),
      expect.objectContaining({ segment: 'DTP', position: 22, code: '3' }),
    ]);
    expect(found(interchangeOf([familyWith('DTP*348*D8*20261201', 'DTP*349*D8*20261231')]))).toEqual([
      expect.objectContaining({ segment: 'DTP', position: 19, code: 'I6' }),
    ]);
  });

  it('takes the maintenance codes (INS03 001, 024, 025, 030; BGN08 4) and wants DTP*349 on an ending (HD01 024)', () => {
    // The subscriber's dental ends on 12/31 (024 with its end), the vision is reinstated (025), the spouse
    // changes (001, DTP*303), the child is audited (030) in a verify file (BGN08 4).
    const maintained = FAMILY_SET.map((s) => s)
      .join('\n')
      .replace('BGN*00*BS-2026-000417*20261122*1200****2', 'BGN*00*BS-2026-000417-C2*20261122*1200****4')
      .replace('INS*Y*18*021*28*A***FT', 'INS*Y*18*024*07*A***FT')
      .replace(
        'HD*021**DEN*DENTAL PLUS*FAM\nDTP*348*D8*20261201\nAMT',
        'HD*024**DEN*DENTAL PLUS*FAM\nDTP*349*D8*20261231\nAMT',
      )
      .replace('HD*021**VIS*VISION BASIC*IND', 'HD*025**VIS*VISION BASIC*IND')
      .replace(
        'INS*N*01*021*28*A\nREF*0F*BS-2026-000417',
        'INS*N*01*001*AI*A\nREF*0F*BS-2026-000417\nDTP*303*D8*20261201',
      )
      .replace('INS*N*19*021*28*A', 'INS*N*19*030*XN*A')
      .split('\n');
    expect(found(interchangeOf([maintained]))).toEqual([]);
    // An ending that does not say its last day.
    const ended = maintained.map((s) => (s === 'DTP*349*D8*20261231' ? 'DTP*348*D8*20261201' : s));
    expect(found(interchangeOf([ended]))).toEqual([
      expect.objectContaining({ segment: 'DTP', position: 19, code: 'I6' }),
    ]);
    // A maintenance type the guide does not list (X12's 022 Change in Status).
    expect(found(interchangeOf([maintained.map((s) => s.replace('INS*N*19*030', 'INS*N*19*022'))]))).toEqual([
      expect.objectContaining({ segment: 'INS', code: '7' }),
    ]);
  });

  it('checks required elements, lengths, types, pairs, the subscriber flag and United States addresses', () => {
    const text = interchangeOf([
      FAMILY_SET.map((s) =>
        s
          .replace('N4*BEVERLY HILLS*CA*90210', 'N4*BEVERLY HILLS**9021')
          .replace('NM1*IL*1*OKAFOR*CHIDI****34*223456789', 'NM1*IL*1*OKAFOR*CHIDI*****223456789')
          .replace('INS*N*19*', 'INS*Y*19*')
          .replace('AMT*P3*42.5', 'AMT*P3*42,50')
          .replace('N1*IN*Dent Co Mutual*FI*870001111', 'N1*IN*Dent Co Mutual**870001111'),
      ),
    ]);
    expect(found(text)).toEqual([
      expect.objectContaining({ segment: 'N1', element: 3, code: '1' }),
      expect.objectContaining({ segment: 'N4', element: 2, code: 'I9' }),
      expect.objectContaining({ segment: 'N4', element: 3, code: 'I12' }),
      expect.objectContaining({ segment: 'AMT', element: 2, code: '6' }),
      expect.objectContaining({ segment: 'NM1', element: 8, code: '2', value: undefined }),
      expect.objectContaining({ segment: 'INS', element: 1, code: 'I12' }),
    ]);
  });

  it('counts loop repeats and checks the first component of a composite', () => {
    const brokers = [...FAMILY_SET];
    brokers.splice(brokers.indexOf('ACT*R1042') + 1, 0, 'N1*TV*Third Party*94*T1', 'N1*BO*Another Rep*94*R2');
    expect(found(interchangeOf([brokers]))).toEqual([
      expect.objectContaining({ level: 'segment', segment: 'N1', position: 10, code: '4' }),
    ]);
    expect(found(interchangeOf([familyWith('INS*N*19*021*28*A', 'INS*N*19*021*28*A*C:1')]))).toEqual([]);
    expect(found(interchangeOf([familyWith('INS*N*19*021*28*A', 'INS*N*19*021*28*A*Q:1')]))).toEqual([
      expect.objectContaining({ segment: 'INS', element: 6, code: '7', value: 'Q:1' }),
    ]);
  });

  it('masks an SSN-like NM109 or REF02 it quotes back', () => {
    const text = interchangeOf([
      familyWith('NM1*IL*1*OKAFOR*ADA*N***34*123456789', 'NM1*IL*1*OKAFOR*ADA*N***34*123456789:01'),
    ]);
    const verdict = verdict999(validate834(text));
    expect(verdict).toContain('IK3*NM1*14*2100A*8\nIK4*9*67*13******6789:01');
    expect(verdict).not.toContain('123456789');
    const ref = interchangeOf([familyWith('REF*0F*BS-2026-000417', 'REF*0F*123456789*note')]);
    const findings = validate834(ref).findings;
    expect(findings).toEqual([expect.objectContaining({ segment: 'REF', element: 3, code: 'I10' })]);
    const long = interchangeOf([familyWith('REF*0F*BS-2026-000417', `REF*0F*${'9'.repeat(51)}`)]);
    expect(verdict999(validate834(long))).not.toContain('9'.repeat(20));
    const ssn = interchangeOf([familyWith('REF*0F*BS-2026-000417', 'REF*0F*123456789:1')]);
    expect(verdict999(validate834(ssn))).not.toContain('123456789');
  });
});
