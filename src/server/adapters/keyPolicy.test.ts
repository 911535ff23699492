import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyPatternProblem, productionKeyProblem } from './keyPolicy';

const bytes = (count: number, at: (i: number) => number) =>
  Buffer.from(Array.from({ length: count }, (_, i) => at(i) & 0xff));
const hexOf = (key: Buffer) => key.toString('hex');
const problemOf = (hex: string) => productionKeyProblem(hex, '/nonexistent');

describe('production key policy', () => {
  it('refuses runs, repeated bytes and blocks, and blocks that count up', () => {
    const random16 = randomBytes(16);
    const patterns = {
      'the issue’s 000102…1f': bytes(32, (i) => i),
      'a run down': bytes(32, (i) => 0x1f - i),
      'a run in steps of 7 from a random start': bytes(32, (i) => 0x5a + 7 * i),
      'one byte': Buffer.alloc(32, 0xab),
      'two bytes in turn': bytes(32, (i) => (i % 2 ? 0x3c : 0xc3)),
      deadbeef: Buffer.from('deadbeef'.repeat(8), 'hex'),
      '0123456789abcdef four times': Buffer.from('0123456789abcdef'.repeat(4), 'hex'),
      'a random block twice': Buffer.concat([random16, random16]),
      'a random half, then zeros': Buffer.concat([random16, Buffer.alloc(16)]),
      'a block counting up': bytes(
        32,
        (i) => ([0xde, 0xad, 0xbe, 0xef][i % 4] as number) + Math.floor(i / 4),
      ),
      'two runs interleaved': bytes(32, (i) => (i % 2 ? 0x80 + i : i)),
    };
    for (const [name, key] of Object.entries(patterns)) {
      expect(problemOf(hexOf(key)), name).toMatch(/repeats itself or counts in steps/);
      expect(problemOf(hexOf(key)), name).toMatch(/openssl rand -hex 32/);
    }
  });

  it('refuses keys of few digits, digits only, and text written in hex', () => {
    // π's first 64 digits: a number, not a key.
    expect(problemOf('3141592653589793238462643383279502884197169399375105820974944592')).toMatch(
      /too few different digits/,
    );
    // Nine hex digits (letters among them) drawn at random: still too few.
    const nine = '013579bdf';
    const fewDigits = Array.from(randomBytes(64), (b) => nine[b % 9]).join('');
    expect(problemOf(fewDigits)).toMatch(/too few different digits/);
    const phrase = Buffer.from('Our benefit store key, 2026! ok?', 'utf8');
    expect(phrase).toHaveLength(32);
    expect(problemOf(hexOf(phrase))).toMatch(/text written in hex/);
  });

  it('refuses a missing key, a malformed one and the tests’ key, each saying what to do', () => {
    expect(productionKeyProblem(undefined, fs.mkdtempSync(path.join(os.tmpdir(), 'bs-key-')))).toMatch(
      /ENCRYPTION_KEY/,
    );
    expect(problemOf('abc')).toMatch(/64 hex characters/);
    expect(problemOf('6e2e0000000000000000000000000000000000000000000000000000000000e2')).toMatch(/test key/);
  });

  // Each random key fails a test with a chance under 1.3e-12 (keyPolicy.ts): 20,000 of them all pass
  // but for a chance under 3e-8.
  it('takes 20,000 random keys, in either case', () => {
    const refused: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const hex = randomBytes(32).toString('hex');
      if (problemOf(n % 2 ? hex.toUpperCase() : hex) !== null) refused.push(hex);
    }
    expect(refused).toEqual([]);
    expect(keyPatternProblem(randomBytes(32))).toBeNull();
  });
});
