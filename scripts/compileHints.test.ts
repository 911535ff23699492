import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compileHints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

function run(bundle: Record<string, unknown>): void {
  const hook = compileHints().generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

describe('compileHints', () => {
  it('starts every JavaScript chunk with the compile hint, before the bundler preamble, once', () => {
    const chunk = {
      type: 'chunk',
      fileName: 'assets/first-page-abc.js',
      code: 'const __vite__mapDeps=1;\nexport{};',
    };
    const css = { type: 'asset', fileName: 'assets/first-page-abc.css', source: 'body{}' };
    const bundle = { a: chunk, b: css };
    run(bundle);
    run(bundle);
    expect(chunk.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nexport{};`);
    expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(css.source).toBe('body{}');
  });
});
