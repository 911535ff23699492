import { describe, expect, it } from 'vitest';
import { outcomeOf, parseAck999, setAnswer } from './ack999';
import { X12FormatError } from './x12Segments';

/** An ISA as carriers write it: fixed-width ids, '*' between elements, ':' components, '~' after. */
function isa(control: string): string {
  return `ISA*00*          *00*          *ZZ*CARRIER1       *ZZ*AGENCY1        *261126*1200*^*00501*${control}*0*P*:~`;
}

/** A 999 accepting the store's transaction 0001 and rejecting 0002 (INS and DMG in error). */
const MIXED_999 = [
  isa('000000905'),
  'GS*FA*CARRIER1*AGENCY1*20261126*1200*905*X*005010X231A1~',
  'ST*999*0001*005010X231A1~',
  'AK1*BE*17*005010X220A1~',
  'AK2*834*0001*005010X220A1~',
  'IK5*A~',
  'AK2*834*0002*005010X220A1~',
  'IK3*INS*4*2000*8~',
  'IK4*2*1069*7*99~',
  'IK3*DMG*12*2100A*I6~',
  'IK5*R*5~',
  'AK9*P*2*2*1~',
  'SE*11*0001~',
  'GE*1*905~',
  'IEA*1*000000905~',
].join('\n');

describe('999 implementation acknowledgement', () => {
  it('reads one transaction accepted and another rejected, with each error and its meaning', () => {
    const ack = parseAck999(MIXED_999);
    expect(ack.interchangeControlNumber).toBe('000000905');
    expect(ack.groups).toHaveLength(1);
    const [group] = ack.groups;
    expect(group).toMatchObject({
      functionalId: 'BE',
      groupControlNumber: '17',
      version: '005010X220A1',
      outcome: 'partially_accepted',
      status: { code: 'P', meaning: 'Partially Accepted, At Least One Transaction Set Was Rejected' },
      included: 2,
      received: 2,
      accepted: 1,
      errors: [],
    });
    expect(group?.transactions).toEqual([
      {
        setId: '834',
        controlNumber: '0001',
        convention: '005010X220A1',
        outcome: 'accepted',
        status: { code: 'A', meaning: 'Accepted' },
        errors: [],
        segmentErrors: [],
      },
      {
        setId: '834',
        controlNumber: '0002',
        convention: '005010X220A1',
        outcome: 'rejected',
        status: { code: 'R', meaning: 'Rejected' },
        errors: [{ code: '5', meaning: 'One or More Segments in Error' }],
        segmentErrors: [
          {
            segmentId: 'INS',
            position: 4,
            loop: '2000',
            error: { code: '8', meaning: 'Segment Has Data Element Errors' },
            elementErrors: [
              {
                position: '2',
                reference: '1069',
                error: { code: '7', meaning: 'Invalid Code Value' },
                badValue: '99',
              },
            ],
          },
          {
            segmentId: 'DMG',
            position: 12,
            loop: '2100A',
            error: { code: 'I6', meaning: 'Implementation Dependent Segment Missing' },
            elementErrors: [],
          },
        ],
      },
    ]);
    expect(outcomeOf(ack, '17', '0001')).toBe('accepted');
    expect(outcomeOf(ack, '17', '0002')).toBe('rejected');
    // A set the partially accepted group does not list was accepted (the AK2 loop is for sets in error).
    expect(outcomeOf(ack, '17', '0003')).toBe('accepted');
    expect(outcomeOf(ack, '18', '0001')).toBeNull();
  });

  /** A 999 for group 40 with the AK9 and AK2 loops given, its segment count computed. */
  function groupAck(ak9: string, loops: string[]): string {
    const body = ['ST*999*0001*005010X231A1', 'AK1*BE*40*005010X220A1', ...loops, ak9];
    return [
      isa('000000950'),
      'GS*FA*CARRIER1*AGENCY1*20261126*1200*950*X*005010X231A1~',
      ...body.map((segment) => `${segment}~`),
      `SE*${body.length + 1}*0001~`,
      'GE*1*950~',
      'IEA*1*000000950~',
    ].join('');
  }

  it.each([
    [
      'AK9*P listing only the rejected set',
      'AK9*P*3*3*2',
      ['AK2*834*0002', 'IK5*R*5'],
      ['accepted', 'rejected', 'accepted'],
    ],
    ['AK9*A listing no set', 'AK9*A*3*3*3', [], ['accepted', 'accepted', 'accepted']],
    [
      'AK9*E listing the set with errors',
      'AK9*E*3*3*3',
      ['AK2*834*0001', 'IK5*E'],
      ['accepted_with_errors', 'accepted', 'accepted'],
    ],
    ['AK9*R listing no set', 'AK9*R*3*3*0*5', [], ['rejected', 'rejected', 'rejected']],
    [
      'AK9*R listing a set it calls accepted',
      'AK9*R*3*3*0*2',
      ['AK2*834*0001', 'IK5*A'],
      ['rejected', 'rejected', 'rejected'],
    ],
  ])('reads %s as the guide means it', (_case, ak9, loops, outcomes) => {
    const [group] = parseAck999(groupAck(ak9, loops)).groups;
    if (!group) throw new Error('no group');
    expect(['0001', '0002', '0003'].map((set) => setAnswer(group, set).outcome)).toEqual(outcomes);
    expect(setAnswer(group, '0003').listed).toBeNull();
  });

  it('keeps AK905 to AK909 in words, and cuts an unknown code short', () => {
    const [group] = parseAck999(groupAck('AK9*R*1*1*0*2*7*ZZZZZZZZ', [])).groups;
    expect(group?.errors).toEqual([
      { code: '2', meaning: 'Functional Group Version Not Supported' },
      { code: '7', meaning: "Invalid Application Sender's Code" },
      { code: 'ZZZ', meaning: 'Unknown code ZZZ' },
    ]);
  });

  it('uses the delimiters the ISA declares, with or without line breaks', () => {
    const piped = MIXED_999.replaceAll('*', '|').replaceAll('~\n', '!\r\n').replace(/~$/, '!');
    const ack = parseAck999(piped);
    expect(ack.groups[0]?.transactions.map((t) => [t.controlNumber, t.outcome])).toEqual([
      ['0001', 'accepted'],
      ['0002', 'rejected'],
    ]);
    const oneLine = MIXED_999.replaceAll('\n', '');
    expect(parseAck999(oneLine)).toEqual(parseAck999(MIXED_999));
  });

  it('answers for every transaction of a group rejected as a whole, and keeps accepted-with-errors apart', () => {
    const wholeGroup = [
      isa('000000907'),
      'GS*FA*CARRIER1*AGENCY1*20261126*1200*907*X*005010X231A1~',
      'ST*999*0002*005010X231A1~',
      'AK1*BE*18*005010X220A1~',
      'AK9*R*3*3*0*5~',
      'SE*4*0002~',
      'ST*999*0003*005010X231A1~',
      'AK1*BE*19*005010X220A1~',
      'AK2*834*0009*005010X220A1~',
      'IK3*REF*5*2000*Z9~',
      'IK5*E~',
      'AK9*E*1*1*1~',
      'SE*7*0003~',
      'GE*2*907~',
      'IEA*1*000000907~',
    ].join('');
    const ack = parseAck999(wholeGroup);
    expect(ack.groups.map((group) => group.groupControlNumber)).toEqual(['18', '19']);
    expect(ack.groups[0]?.errors).toEqual([
      { code: '5', meaning: 'Number of Included Transaction Sets Does Not Match Actual Count' },
    ]);
    expect(outcomeOf(ack, '18', '0001')).toBe('rejected');
    expect(outcomeOf(ack, '18', '0002')).toBe('rejected');
    expect(outcomeOf(ack, '19', '0009')).toBe('accepted_with_errors');
    // A code outside the list is still reported, named as unknown.
    expect(ack.groups[1]?.transactions[0]?.segmentErrors[0]?.error).toEqual({
      code: 'Z9',
      meaning: 'Unknown code Z9',
    });
  });

  it.each([
    ['an empty file', '', /does not start with ISA/],
    ['plain text', 'hello carrier', /does not start with ISA/],
    ['an ISA cut short', 'ISA*00*  *00*', /ISA segment is cut short/],
    ['a file cut before its IEA', MIXED_999.slice(0, MIXED_999.indexOf('SE*11')), /no IEA trailer/],
    [
      'an IEA for another interchange',
      MIXED_999.replace('IEA*1*000000905', 'IEA*1*000000999'),
      /does not match ISA13/,
    ],
    [
      'a wrong segment count',
      MIXED_999.replace('SE*11*0001', 'SE*12*0001'),
      /SE01 says "12" segments but the 999 has 11/,
    ],
    ['an AK2 never closed by IK5', MIXED_999.replace('IK5*A~\n', ''), /AK2 \(segment \d+\) is out of place/],
    [
      'an unknown IK501 code',
      MIXED_999.replace('IK5*R*5', 'IK5*Q*5'),
      /IK501 "Q" .* is not a transaction set acknowledgment code/,
    ],
    ['an IK4 without IK3', MIXED_999.replace('IK3*INS*4*2000*8~\n', ''), /IK4 .* without an IK3/],
    ['an 834 instead of a 999', MIXED_999.replace('GS*FA', 'GS*BE'), /GS01 "BE" is not FA/],
    ['a 999 without AK9', MIXED_999.replace('AK9*P*2*2*1~\n', ''), /SE .* before the 999 has its AK9/],
    ['a letter as a count', MIXED_999.replace('AK9*P*2*2*1', 'AK9*P*2*x*1'), /AK903 "x" is not a count/],
    [
      'a long value where a count should be, cut short in the message',
      MIXED_999.replace('AK9*P*2*2*1', `AK9*P*2*${'x'.repeat(5000)}*1`),
      /^AK903 "x{12}" is not a count$/,
    ],
    ['a garbled segment id', MIXED_999.replace('AK2*834*0001', '??*834*0001'), /no valid segment id/],
  ])('refuses %s with a clear error', (_case, text, message) => {
    expect(() => parseAck999(text)).toThrow(X12FormatError);
    expect(() => parseAck999(text)).toThrow(message);
  });

  it('never fails other than with a format error, however the file is cut', () => {
    for (let end = 0; end <= MIXED_999.length; end += 1) {
      try {
        parseAck999(MIXED_999.slice(0, end));
      } catch (error) {
        expect(error, `cut at ${end}`).toBeInstanceOf(X12FormatError);
      }
    }
  });
});
