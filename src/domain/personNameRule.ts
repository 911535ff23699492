/**
 * The names people have: letters of any script with their accents (José, Zoë, Nguyễn), and between
 * them spaces, hyphens, periods and apostrophes, typed straight (') or curly (’): O'Brien, Anne-Marie.
 * A name starts with a letter; digits and other symbols are not part of a name.
 */
const PERSON_NAME = /^\p{L}\p{M}*(?:[\p{L}\p{M} .'’-])*$/u;

export const isPersonName = (value: string): boolean => PERSON_NAME.test(value.normalize('NFC'));
