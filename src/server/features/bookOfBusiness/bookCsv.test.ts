import { describe, expect, it } from 'vitest';
import { csvCell } from './bookCsv';

describe('csvCell', () => {
  it('leaves plain text as it is and quotes text with commas, quotes or line breaks', () => {
    expect(csvCell('Maria Lopez')).toBe('Maria Lopez');
    expect(csvCell('Dental; Vision')).toBe('Dental; Vision');
    expect(csvCell('Lopez, Maria')).toBe('"Lopez, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps anything a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Inside the text, the same characters are harmless.
    expect(csvCell('A-1 = 2')).toBe('A-1 = 2');
  });
});
