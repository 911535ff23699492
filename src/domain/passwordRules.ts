import { COMMON_PASSWORDS } from './commonPasswords';
import { MAX_PASSWORD_LENGTH } from './forms/signInForm';

// What a new password of a rep or group administrator must be, wherever one is set (today only
// `npm run accounts`): long, of more than a handful of characters, without a run or sequence, not a
// common password give or take digits and symbols, and not the account's own e-mail name.

const MIN_PASSWORD_LENGTH = 12;
const MIN_DIFFERENT_CHARACTERS = 6;
/** A run this long (aaaaaa, 123456, fedcba, qwerty) refuses a password. */
const RUN_LENGTH = 6;
const GOOD_ONE = 'a few unrelated words make a good one';

/** Each refusal says what to do instead; the accounts command prints it as it is. */
export const PASSWORD_TOO_SHORT = `A password needs at least ${MIN_PASSWORD_LENGTH} characters: ${GOOD_ONE}`;
export const PASSWORD_TOO_LONG = `A password may have at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_FEW_CHARACTERS = `This password uses too few different characters: use at least ${MIN_DIFFERENT_CHARACTERS} different ones (${GOOD_ONE})`;
export const PASSWORD_RUN = `This password has a run, a sequence or a repeated part in it (like aaaaaa, 123456, qwerty or abcabc): leave it out (${GOOD_ONE})`;
export const PASSWORD_COMMON = `This password is one of the most common passwords, give or take a few digits or symbols: choose another (${GOOD_ONE})`;
export const PASSWORD_EMAIL_NAME = "This password contains the account's e-mail name: choose one without it";

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The letters between the first and the last, lower case: "P@ssw0rd2026!" reads "p@ssw0rd". */
const lettersWithin = (lower: string) => lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
const unLeet = (value: string) => value.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
const alphanumeric = (value: string) => value.replace(/[^a-z0-9]/g, '');

/** RUN_LENGTH of one character (!!!!!!), or of letters or digits each one step up or down (abcdef, 654321). */
function hasStepRun(lower: string): boolean {
  let length = 1;
  let step = Number.NaN;
  for (let i = 1; i < lower.length; i++) {
    const next = lower.charCodeAt(i) - lower.charCodeAt(i - 1);
    const steps = next === 0 || (Math.abs(next) === 1 && /[a-z0-9]{2}/.test(lower.slice(i - 1, i + 1)));
    length = steps && next === step ? length + 1 : steps ? 2 : 1;
    step = steps ? next : Number.NaN;
    if (length >= RUN_LENGTH) return true;
  }
  return false;
}

function hasKeyboardRun(lower: string): boolean {
  return KEYBOARD_ROWS.some((row) => {
    const both = [row, [...row].reverse().join('')];
    return both.some((line) => {
      for (let i = 0; i + RUN_LENGTH <= line.length; i++)
        if (lower.includes(line.slice(i, i + RUN_LENGTH))) return true;
      return false;
    });
  });
}

/** The e-mail's name (before @ and any +tag) whole, and its parts of 3 or more characters. */
function emailNames(email: string): { whole: string; parts: string[] } {
  const local = (email.trim().toLowerCase().split('@')[0] ?? '').split('+')[0] ?? '';
  return { whole: alphanumeric(local), parts: local.split(/[^a-z0-9]+/).filter((part) => part.length >= 3) };
}

/** What is wrong with `password` as the new password of the account signing in as `email`, or null. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  if (new Set(lower).size < MIN_DIFFERENT_CHARACTERS) return PASSWORD_FEW_CHARACTERS;
  if (hasStepRun(lower) || hasKeyboardRun(lower) || /^(.+?)\1+$/s.test(lower)) return PASSWORD_RUN;
  const word = lettersWithin(lower);
  if ([lower, word, unLeet(word)].some((candidate) => COMMON_PASSWORDS.has(candidate)))
    return PASSWORD_COMMON;
  const name = emailNames(email);
  const containsWhole = name.whole.length >= 3 && alphanumeric(lower).includes(name.whole);
  if (containsWhole || name.parts.includes(word) || name.parts.includes(unLeet(word)))
    return PASSWORD_EMAIL_NAME;
  return null;
}
