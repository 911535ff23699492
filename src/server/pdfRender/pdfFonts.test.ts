import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { isPersonName } from '../../domain/personNameRule';
import { pdfFontBytes } from './pdfFonts';

const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

/**
 * Every character a name may hold, asked of the name rule itself for each code point of Unicode: the
 * characters of each one-character name and of each name of a letter and that character, as the PDF
 * draws them (composed, NFC). Whatever the rule comes to accept is in this set.
 */
function nameCodePoints(): Set<number> {
  const accepted = new Set<number>();
  for (let codePoint = 0; codePoint <= LAST_CODE_POINT; codePoint++) {
    if (isSurrogate(codePoint)) continue;
    const character = String.fromCodePoint(codePoint);
    for (const name of [character, `a${character}`]) {
      if (!isPersonName(name)) continue;
      for (const drawn of name.normalize('NFC')) accepted.add(drawn.codePointAt(0) ?? 0);
    }
  }
  return accepted;
}

/** The code points a face has no glyph for (it would draw them as an empty box). */
const withoutGlyph = (face: fontkit.Font, codePoints: Iterable<number>): number[] =>
  [...codePoints].filter((codePoint) => !face.hasGlyphForCodePoint(codePoint));

const hex = (codePoints: number[]) =>
  codePoints.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);

describe("the application PDF's fonts", () => {
  const fonts = pdfFontBytes();
  const faces = { regular: fontkit.create(fonts.regular), bold: fontkit.create(fonts.bold) };
  const accepted = nameCodePoints();

  it('asks the name rule for the names people have, accents and apostrophes among them', () => {
    for (const character of "Zoë Nguyễn O'Brien O’Brien Anne-Marie St. Łukasz ʻIolani Ɓello ȘȚ")
      expect(accepted.has(character.codePointAt(0) ?? 0), character).toBe(true);
    expect(accepted.has(0x0301)).toBe(true); // a combining acute, typed apart from its letter
    expect(accepted.has('李'.codePointAt(0) ?? 0)).toBe(false);
    expect(accepted.size).toBeGreaterThan(800);
  });

  it.each(['regular', 'bold'] as const)('%s has a glyph for every character a name may hold', (face) => {
    expect(hex(withoutGlyph(faces[face], accepted))).toEqual([]);
  });

  it('would name a character a face lacks', () => {
    // Ỽ (Middle-Welsh V, Latin Extended Additional) and 李 are in no DejaVu face: the check reports them.
    const lacking = ['Ỽ', '李'].map((character) => character.codePointAt(0) ?? 0);
    for (const face of Object.values(faces))
      expect(hex(withoutGlyph(face, [...lacking, ...accepted]))).toEqual(['U+1EFC', 'U+674E']);
  });
});
