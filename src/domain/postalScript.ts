/**
 * US mail and the carriers' 834 take an address in Latin letters: accents are fine (Åsa, Peña), a letter
 * of another script (Cyrillic, CJK, Arabic...) is not, since no carrier or post office could read it back.
 */
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/u;

export const POSTAL_SCRIPT_MESSAGE = 'Enter the address in Latin letters (A-Z, accents allowed)';

export const isPostalScript = (value: string): boolean => !OTHER_SCRIPT_LETTER.test(value);

/**
 * A person's name takes Latin letters for the same readers (src/domain/personNameRule.ts): a name with a
 * letter of another script gets this message, which says what to do, rather than "Please enter valid
 * first name".
 */
export const NAME_SCRIPT_MESSAGE = 'Enter the name in Latin letters (A-Z, accents allowed)';
