import { expect, it } from 'vitest';
import { x12Email } from './x12Values';

it('sends an e-mail address as given, and none that holds a delimiter of the interchange', () => {
  expect(x12Email(' maria.lopez_1@example.com ')).toBe('maria.lopez_1@example.com');
  expect(x12Email('Ada+834@Example.org')).toBe('Ada+834@Example.org');
  for (const held of [
    'a*b@example.com',
    'a~b@example.com',
    'a:b@example.com',
    'a^b@example.com',
    'a b@example.com',
  ])
    expect(x12Email(held)).toBeNull();
  expect(x12Email('')).toBeNull();
  expect(x12Email(`${'a'.repeat(250)}@example.com`)).toBeNull();
});
