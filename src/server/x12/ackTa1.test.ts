import { describe, expect, it } from 'vitest';
import { readAcknowledgementFile } from './ackFile';
import { parseTa1 } from './ackTa1';
import { X12FormatError } from './x12Segments';

function isa(control: string): string {
  return `ISA*00*          *00*          *ZZ*CARRIER1       *ZZ*AGENCY1        *261126*1300*^*00501*${control}*0*P*:~`;
}

const ta1File = (ta1: string) => `${isa('000000906')}\n${ta1}~\nIEA*0*000000906~\n`;

describe('TA1 interchange acknowledgement', () => {
  it('reads a rejected interchange with its note code and meaning', () => {
    expect(parseTa1(ta1File('TA1*000000123*261126*1200*R*006'))).toEqual([
      {
        interchangeControlNumber: '000000123',
        interchangeDate: '261126',
        interchangeTime: '1200',
        outcome: 'rejected',
        status: {
          code: 'R',
          meaning:
            'The Transmitted Interchange Control Structure Header and Trailer are Rejected Because of Errors.',
        },
        note: { code: '006', meaning: 'Invalid Interchange Sender ID' },
      },
    ]);
  });

  it('reads an accepted interchange, and one accepted with errors', () => {
    const [accepted] = parseTa1(ta1File('TA1*000000124*261126*1200*A*000'));
    expect(accepted).toMatchObject({ outcome: 'accepted', note: { code: '000', meaning: 'No error' } });
    const [noted] = parseTa1(ta1File('TA1*000000125*261126*1200*E*025'));
    expect(noted).toMatchObject({
      outcome: 'accepted_with_errors',
      note: { code: '025', meaning: 'Duplicate Interchange Control Number' },
    });
  });

  it('reads a file holding a TA1 and a 999 together', () => {
    const both = [
      isa('000000910'),
      'TA1*000000126*261126*1200*A*000~',
      'GS*FA*CARRIER1*AGENCY1*20261126*1300*910*X*005010X231A1~',
      'ST*999*0001*005010X231A1~',
      'AK1*BE*20*005010X220A1~',
      'AK2*834*0001*005010X220A1~',
      'IK5*A~',
      'AK9*A*1*1*1~',
      'SE*6*0001~',
      'GE*1*910~',
      'IEA*1*000000910~',
    ].join('');
    const file = readAcknowledgementFile(both);
    expect(file.interchangeControlNumber).toBe('000000910');
    // Who sent it and to whom, without the ISA's padding: checked against the catalog before use.
    expect([file.senderId, file.receiverId]).toEqual(['CARRIER1', 'AGENCY1']);
    expect(file.ta1s.map((ta1) => [ta1.interchangeControlNumber, ta1.outcome])).toEqual([
      ['000000126', 'accepted'],
    ]);
    expect(file.groups.map((group) => [group.groupControlNumber, group.outcome])).toEqual([
      ['20', 'accepted'],
    ]);
  });

  it.each([
    ['a short control number', 'TA1*123*261126*1200*A*000', /TA101 "123" is not a 9-digit/],
    ['an unknown acknowledgment code', 'TA1*000000123*261126*1200*Z*000', /TA104 "Z" is not A, E or R/],
    ['a missing note code', 'TA1*000000123*261126*1200*R', /missing interchange note code \(TA105\)/],
    ['a note code that is not 3 digits', 'TA1*000000123*261126*1200*R*6', /TA105 "6" is not a 3-digit/],
  ])('refuses %s with a clear error', (_case, ta1, message) => {
    expect(() => parseTa1(ta1File(ta1))).toThrow(X12FormatError);
    expect(() => parseTa1(ta1File(ta1))).toThrow(message);
  });

  it('refuses an interchange that is neither a TA1 nor a 999', () => {
    expect(() => readAcknowledgementFile(`${isa('000000911')}IEA*0*000000911~`)).toThrow(
      /neither a TA1 nor a 999/,
    );
  });
});
