import { describe, expect, it } from 'vitest';
import { toBasicCharacters } from './basicCharacters';
import { x12Text } from './x12Values';

describe('the closest X12 basic-character-set form', () => {
  it.each([
    ['José', 'JOSE'],
    ['Zoë', 'ZOE'],
    ['O’Brien', "O'BRIEN"],
    ['Anne-Marie', 'ANNE-MARIE'],
    ['Nguyễn', 'NGUYEN'],
    ['Straße', 'STRASSE'],
    ['Æsa Øster Łukasz', 'AESA OSTER LUKASZ'],
    ['ﬁne Ｌｏｎｄｏｎ', 'FINE LONDON'],
  ])('%s → %s', (given, sent) => expect(toBasicCharacters(given)).toBe(sent));

  it('drops what has no basic form, the delimiters among them', () => {
    expect(toBasicCharacters('a*b:c~d^e')).toBe('ABCDE');
    expect(toBasicCharacters('Apt #2 @ 5%')).toBe('APT 2  5');
    expect(toBasicCharacters('ул. Ленина')).toBe('. ');
  });

  it('x12Text collapses spaces and cuts to the element length', () => {
    expect(x12Text('  Zoë   Nguyễn-O’Brien ', 60)).toBe("ZOE NGUYEN-O'BRIEN");
    expect(x12Text('Joséphine', 4)).toBe('JOSE');
    expect(x12Text('東京', 30)).toBe('');
  });
});
