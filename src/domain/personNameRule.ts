/**
 * The names people have, in the Latin letters that every place a name goes can carry: letters with
 * their accents (José, Zoë, Nguyễn, Łukasz, Ọláyínká, Ɓello), the Hawaiian ʻokina and the modifier
 * apostrophe (ʻIolani), and between them spaces, hyphens, periods and apostrophes, typed straight (')
 * or curly (’): O'Brien, Anne-Marie, St. John. A name starts with a letter; digits, other symbols and
 * letters of other scripts (Ελένη, Иван, 李) are not part of a name: the carriers' 834 sends a name in
 * basic Latin (src/server/x12/basicCharacters.ts), which has no form for them, and the application PDF
 * shows a name in a font that has a glyph for each letter here and each accent (src/server/pdfRender/
 * pdfFonts.test.ts holds the two together).
 *
 * The letters: Basic Latin, Latin-1 (without × and ÷), Latin Extended-A and -B, the IPA letters that
 * African and other orthographies use (ɓ, ɛ, ɔ, ŋ), and Latin Extended Additional (Vietnamese, Yoruba,
 * Welsh) up to ỻ; the accents: the combining diacritical marks U+0300-U+034E, for a name typed with
 * its accents apart (e + ◌́), checked and shown composed (NFC).
 */
const LETTER = '[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u02BB\\u02BC\\u1E00-\\u1EFB]';
const MARK = '[\\u0300-\\u034E]';
const PERSON_NAME = new RegExp(`^${LETTER}${MARK}*(?:${LETTER}|${MARK}|[ .'’-])*$`, 'u');

export const isPersonName = (value: string): boolean => PERSON_NAME.test(value.normalize('NFC'));
