import { describe, expect, it } from 'vitest';
import { inboxOf } from './mailLimits';

describe('inboxOf', () => {
  it('counts name+tag@ as name@, in any case and with spaces around', () => {
    expect(inboxOf(' Maria+Quotes@Example.COM ')).toBe('maria@example.com');
    expect(inboxOf('maria+a+b@example.com')).toBe('maria@example.com');
    expect(inboxOf('maria@example.com')).toBe('maria@example.com');
  });

  it('leaves an address alone when a + is not a tag of its name', () => {
    expect(inboxOf('+maria@example.com')).toBe('+maria@example.com');
    expect(inboxOf('maria@ex+ample.com')).toBe('maria@ex+ample.com');
    expect(inboxOf('not-an-address')).toBe('not-an-address');
  });
});
