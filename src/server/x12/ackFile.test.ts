import { describe, expect, it } from 'vitest';
import { MAX_ACK_SEGMENTS, readAcknowledgementFile } from './ackFile';

const ISA =
  'ISA*00*          *00*          *ZZ*HARBORLINE834  *ZZ*BENEFITSTORE   *261123*1300*^*00501*000000801*0*T*:~';
const TA1 = 'TA1*000000123*261123*1200*A*000~';

describe('readAcknowledgementFile', () => {
  it('reads a TA1 behind a standard 106-character ISA', () => {
    expect(ISA).toHaveLength(106);
    const file = readAcknowledgementFile(`${ISA}\n${TA1}\nIEA*0*000000801~`);
    expect(file.ta1s).toHaveLength(1);
  });

  it('refuses an ISA that is not 106 characters before reading further', () => {
    const short = ISA.replace('HARBORLINE834  ', 'HARBORLINE834');
    expect(() => readAcknowledgementFile(`${short}${TA1}IEA*0*000000801~`)).toThrow(
      'the ISA is not 106 characters long',
    );
  });

  it(`refuses a file of more than ${MAX_ACK_SEGMENTS} segments without splitting it`, () => {
    const many = `${ISA}${TA1.repeat(MAX_ACK_SEGMENTS)}IEA*0*000000801~`;
    expect(() => readAcknowledgementFile(many)).toThrow(`more than ${MAX_ACK_SEGMENTS} segments`);
    const enough = `${ISA}${TA1.repeat(MAX_ACK_SEGMENTS - 2)}IEA*0*000000801~`;
    expect(readAcknowledgementFile(enough).ta1s).toHaveLength(MAX_ACK_SEGMENTS - 2);
  });
});
