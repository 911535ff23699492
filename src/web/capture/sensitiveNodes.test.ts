import { describe, expect, it } from 'vitest';
import { keepInScreenshot, type NodeLike } from './sensitiveNodes';

function element(tagName: string, attributes: Record<string, string> = {}): NodeLike {
  return {
    nodeType: 1,
    tagName,
    getAttribute: (name) => attributes[name] ?? null,
    hasAttribute: (name) => name in attributes,
  };
}

describe('what a step screenshot leaves out', () => {
  it('drops elements marked data-sensitive, whatever they are', () => {
    expect(keepInScreenshot(element('INPUT', { 'data-sensitive': '', name: 'ssn' }))).toBe(false);
    expect(keepInScreenshot(element('DIV', { 'data-sensitive': 'true' }))).toBe(false);
  });

  it('drops password inputs and card number and security code inputs', () => {
    expect(keepInScreenshot(element('INPUT', { type: 'password' }))).toBe(false);
    expect(keepInScreenshot(element('input', { type: 'PASSWORD' }))).toBe(false);
    expect(keepInScreenshot(element('INPUT', { autocomplete: 'cc-number' }))).toBe(false);
    expect(keepInScreenshot(element('INPUT', { autocomplete: 'cc-csc' }))).toBe(false);
  });

  it('keeps everything else: ordinary inputs, other elements and text', () => {
    expect(keepInScreenshot(element('INPUT', { type: 'text', name: 'first_name' }))).toBe(true);
    expect(keepInScreenshot(element('INPUT', { autocomplete: 'cc-given-name' }))).toBe(true);
    expect(keepInScreenshot(element('MAIN'))).toBe(true);
    expect(keepInScreenshot({ nodeType: 3 })).toBe(true);
  });
});
