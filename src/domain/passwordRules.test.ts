import { describe, expect, it } from 'vitest';
import {
  PASSWORD_COMMON,
  PASSWORD_EMAIL_NAME,
  PASSWORD_FEW_CHARACTERS,
  PASSWORD_RUN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from './passwordRules';

const EMAIL = 'dana.wu@agency.example';

describe('a new password', () => {
  it('refuses the issue’s aaaaaaaaaaaa, and others of few different characters', () => {
    expect(passwordProblem('aaaaaaaaaaaa', EMAIL)).toBe(PASSWORD_FEW_CHARACTERS);
    expect(passwordProblem('abababababab', EMAIL)).toBe(PASSWORD_FEW_CHARACTERS);
    expect(passwordProblem('nananananabatman', EMAIL)).toBe(PASSWORD_FEW_CHARACTERS);
  });

  it('refuses runs, sequences, keyboard walks and a part repeated', () => {
    for (const password of [
      'abcdefghijkl',
      '123456789012',
      'Zyxwvu-river-lamp',
      'tide 987654 moon',
      'my qwerty house!',
      'poiuyt garden 22',
      'Lamp!!!!!!river',
      'Lemon7Lemon7',
      'Tulip9Tulip9',
      'river7-river7-',
    ])
      expect(passwordProblem(password, EMAIL), password).toBe(PASSWORD_RUN);
  });

  it('refuses common passwords, with digits or symbols around them or letters written as digits', () => {
    for (const password of [
      'password1234',
      'Password2026!',
      'P@ssw0rd!2026',
      '!!Sunshine1982',
      'iloveyou2020',
      '1q2w3e4r5t6y',
      'Benefits2026!',
      'Football#1979',
      'Ch0c0late1975',
    ])
      expect(passwordProblem(password, EMAIL), password).toBe(PASSWORD_COMMON);
  });

  it("refuses the account's own e-mail name, whole or a part with digits and symbols", () => {
    expect(passwordProblem('danawu-19-Jan-88', EMAIL)).toBe(PASSWORD_EMAIL_NAME);
    expect(passwordProblem('Dana.Wu.19880119', EMAIL)).toBe(PASSWORD_EMAIL_NAME);
    expect(passwordProblem('Dana!!2026-0119', EMAIL)).toBe(PASSWORD_EMAIL_NAME);
    // A +tag is not part of the name.
    expect(passwordProblem('danawu1988-0119', 'dana.wu+work@agency.example')).toBe(PASSWORD_EMAIL_NAME);
    // The same password for someone else is not the e-mail's name.
    expect(passwordProblem('danawu-19-Jan-88', 'hr@acme.example')).toBeNull();
  });

  it('needs 12 to 200 characters, each limit saying what to do', () => {
    expect(passwordProblem('Tr0ub4dor&3', EMAIL)).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toMatch(/at least 12 characters: a few unrelated words make a good one/);
    expect(passwordProblem(`${'Kite Marble Oyster Quilt '.repeat(8)}!`.slice(0, 201), EMAIL)).toBe(
      PASSWORD_TOO_LONG,
    );
  });

  it('takes ordinary strong passwords', () => {
    for (const password of [
      'a long pass phrase 1',
      'another pass phrase 2',
      'group pass phrase 3',
      'correct horse battery staple',
      'Demo-Benefits-2026',
      'kX9#mQ2$vL7!pR4w',
      'purple elephant 42 umbrellas',
      'Dana likes 7 green kites',
    ])
      expect(passwordProblem(password, EMAIL), password).toBeNull();
  });
});
