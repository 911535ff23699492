import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './jsonDepth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, at their deepest', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\\\":[[[1]]]}', 3)).toBe(true);
  });

  it('stops at the first level past the limit, however long the text', () => {
    expect(nestsDeeperThan(`${'['.repeat(250_000)}`, 32)).toBe(true);
  });
});
