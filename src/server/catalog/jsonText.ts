import type { ProblemList } from './packageProblem';

/** The line and column (both from 1) of a character offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * A package file's JSON, or undefined with a problem at the line and column where it stops being JSON
 * (the parser says only the character offset: "Unexpected token } in JSON at position 212").
 */
export function parsedJson(file: string, text: string, problems: ProblemList): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const offset = /at position (\d+)/.exec(message)?.[1];
    const { line, column } = lineAndColumn(text, offset === undefined ? text.length : Number(offset));
    const why = message
      .replace(/\s*in JSON at position \d+.*$/s, '')
      .replace(/^Unexpected end of JSON input$/, 'the file ends too soon');
    problems.add({ file, line, column, message: `is not JSON here: ${why}` });
    return undefined;
  }
}
