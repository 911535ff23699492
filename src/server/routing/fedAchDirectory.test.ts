import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from '../../domain/paymentNumbers';
import { FEDACH_RECORD_LENGTH, parseFedAchDirectory, parseFedAchRecord } from './fedAchDirectory';

/** A FedACH record laid out field by field, as the Federal Reserve publishes it. */
function record(routing: string, name: string, city = 'EXAMPLE CITY', state = 'MA'): string {
  const text = [
    routing.padEnd(9),
    'O',
    '011000015',
    '1',
    '112626',
    '000000000',
    name.padEnd(36),
    '1 DEMO STREET'.padEnd(36),
    city.padEnd(20),
    state,
    '02101',
    '0000',
    '555',
    '555',
    '0100',
    '1',
    '1',
    '     ',
  ].join('');
  if (text.length !== FEDACH_RECORD_LENGTH) throw new Error(`record of ${text.length}`);
  return text;
}

/** The nine-digit number starting with `prefix` (8 digits) that passes the ABA checksum. */
function withCheckDigit(prefix: string): string {
  for (let digit = 0; digit < 10; digit++) {
    if (isValidRoutingNumber(`${prefix}${digit}`)) return `${prefix}${digit}`;
  }
  throw new Error(prefix);
}

describe('FedACH directory records', () => {
  it('reads the routing number, the name, the city and the state, trimmed', () => {
    const text = [
      record('011000015', 'EXAMPLE CITY DEMO BANK (FICTIONAL)'),
      record('501000017', 'SAMPLEVILLE DEMO TRUST', 'SAMPLEVILLE', 'NY'),
    ].join('\r\n');
    expect(parseFedAchDirectory(`\uFEFF${text}\r\n`)).toEqual({
      entries: [
        {
          routing_number: '011000015',
          bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
          city: 'EXAMPLE CITY',
          state: 'MA',
        },
        {
          routing_number: '501000017',
          bank_name: 'SAMPLEVILLE DEMO TRUST',
          city: 'SAMPLEVILLE',
          state: 'NY',
        },
      ],
      problems: [],
    });
  });

  it('takes a record whose trailing filler spaces an editor stripped, and skips empty lines', () => {
    const stripped = record('011000015', 'EXAMPLE CITY DEMO BANK').trimEnd();
    expect(stripped).toHaveLength(150);
    const result = parseFedAchDirectory(`\n${stripped}\n\n`);
    expect(result.problems).toEqual([]);
    expect(result.entries.map((e) => e.routing_number)).toEqual(['011000015']);
  });

  it('lists every problem at once, each with its line and field, and keeps no entry with a problem', () => {
    const lines = [
      record('011000015', 'EXAMPLE CITY DEMO BANK'), // 1: good
      record('011000015', 'EXAMPLE CITY DEMO BANK').slice(0, 120), // 2: cut short
      `${record('501000017', 'SAMPLEVILLE DEMO TRUST')}X`, // 3: one character too many
      record('01100A015', 'LETTER IN THE NUMBER'), // 4
      record('011000016', 'FAILS THE CHECKSUM'), // 5
      record('502000029', '   '), // 6: no name
      record('011000015', 'SAME NUMBER AGAIN'), // 7: duplicate of line 1
      record('0110', ''), // 8: two problems on one line
    ];
    const result = parseFedAchDirectory(lines.join('\n'));
    expect(result.problems).toEqual([
      { line: 2, field: 'record', message: 'A record is 155 characters long; this line has 120' },
      { line: 3, field: 'record', message: 'A record is 155 characters long; this line has 156' },
      { line: 4, field: 'routing_number', message: 'Routing number "01100A015" is not 9 digits' },
      { line: 5, field: 'routing_number', message: 'Routing number 011000016 fails the ABA checksum' },
      { line: 6, field: 'customer_name', message: 'The customer name is empty' },
      { line: 7, field: 'routing_number', message: 'Routing number 011000015 is also on line 1' },
      { line: 8, field: 'routing_number', message: 'Routing number "0110" is not 9 digits' },
      { line: 8, field: 'customer_name', message: 'The customer name is empty' },
    ]);
    expect(result.entries.map((e) => e.routing_number)).toEqual(['011000015']);
  });

  it('parses one record on its own', () => {
    expect(parseFedAchRecord(record('011000015', 'EXAMPLE CITY DEMO BANK'), 9).entry?.bank_name).toBe(
      'EXAMPLE CITY DEMO BANK',
    );
    expect(parseFedAchRecord('', 9).problems[0]?.line).toBe(9);
  });

  it("reads a file the size of the Federal Reserve's (18,000 records) quickly", () => {
    const lines: string[] = [];
    for (let i = 0; i < 18_000; i++) {
      lines.push(record(withCheckDigit(`5${String(i).padStart(7, '0')}`), `DEMO BANK NUMBER ${i}`));
    }
    const text = lines.join('\n');
    const started = performance.now();
    const result = parseFedAchDirectory(text);
    const elapsed = performance.now() - started;
    expect(result.problems).toEqual([]);
    expect(result.entries).toHaveLength(18_000);
    // About 0.1 s on this machine; the bound leaves room for a busy CI core.
    expect(elapsed).toBeLessThan(1000);
  });
});
