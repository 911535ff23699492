import { describe, expect, it } from 'vitest';
import { personName } from './fieldRules';
import { isPersonName } from './personNameRule';
import { isPostalScript, NAME_SCRIPT_MESSAGE } from './postalScript';

describe('the names people have', () => {
  it.each([
    'José',
    'Zoë',
    "O'Brien",
    'O’Brien',
    'Anne-Marie',
    'Nguyễn',
    'Mary Ann',
    'St. John',
    'Jose\u0301',
    'Łukasz',
    'Ọláyínká',
    'Ɓello',
    'Ștefan',
    'ʻIolani',
  ])('accepts %s', (name) => expect(isPersonName(name)).toBe(true));

  it.each(['J0se', 'Bob!', '-Ann', "'Neil", 'Ann@home', '<b>', 'R2D2', ''])('refuses %s', (name) =>
    expect(isPersonName(name)).toBe(false),
  );

  // Letters the 834's basic Latin has no form for and the PDF's font has no glyph for.
  it.each(['Ελένη', 'Иван', '李', 'Ann×2', 'Ỽ'])('refuses %s, not in Latin letters', (name) =>
    expect(isPersonName(name)).toBe(false),
  );

  it('tells a name in another script to use Latin letters, and an odd Latin letter the field message', () => {
    const rule = personName('Please enter valid first name');
    expect(rule.safeParse('李').error?.issues.map((issue) => issue.message)).toEqual([NAME_SCRIPT_MESSAGE]);
    expect(rule.safeParse('Иван').error?.issues.map((issue) => issue.message)).toEqual([NAME_SCRIPT_MESSAGE]);
    expect(rule.safeParse('Ỽ').error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter valid first name',
    ]);
  });

  it('keeps the name as given and refuses a digit with the field message', () => {
    const rule = personName('Please enter valid first name');
    expect(rule.parse(' José ')).toBe('José');
    const refused = rule.safeParse('J0sé');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter valid first name');
  });
});

describe('an address the mail can take', () => {
  it.each(['12 Rue de l’Église', 'Peña Blvd 4', 'Åsgatan 3, Apt #2'])('accepts %s', (line) =>
    expect(isPostalScript(line)).toBe(true),
  );

  it.each(['ул. Ленина 5', '東京都千代田区', 'شارع 12', 'Main St Ωmega'])('refuses %s', (line) =>
    expect(isPostalScript(line)).toBe(false),
  );
});
