/**
 * The X12 basic character set (X12.6): upper-case A-Z, digits 0-9, space and ! " & ' ( ) * + , - . / : ; ? =.
 * A value is sent as its closest form in that set: letters lose their accents (José → JOSE), letters that
 * decompose into none are spelled out (ß → SS, Æ → AE, Ø → O), the curly apostrophe is the straight one,
 * and whatever is left outside the set is dropped. The file's own delimiters (* : ~ ^) are never in a value.
 */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  Ħ: 'H',
  ħ: 'H',
  ı: 'I',
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2013': '-',
  '\u2014': '-',
};

const OUTSIDE_BASIC_SET = /[^A-Z0-9 !"&'()+,\-./;?=]/g;

export function toBasicCharacters(value: string): string {
  return Array.from(value.normalize('NFKD').replace(/\p{M}/gu, ''))
    .map((character) => SPELLED[character] ?? character)
    .join('')
    .toUpperCase()
    .replace(/\s/g, ' ')
    .replace(OUTSIDE_BASIC_SET, '');
}
