import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInFieldsTable } from './builtInFieldsTable';

const DOC = path.resolve(__dirname, '../../../docs/catalog.md');
const START = /<!-- built-in fields table: [^\n]*-->\n/;
const END = '\n<!-- end of the built-in fields table -->';

describe("docs/catalog.md's table of built-in fields", () => {
  it('is the one builtInFieldsTable() makes from src/domain/formFields, so it cannot drift', () => {
    const text = fs.readFileSync(DOC, 'utf8');
    const start = text.match(START);
    if (!start || start.index === undefined) throw new Error('docs/catalog.md has no built-in fields table');
    const from = start.index + start[0].length;
    const documented = text.slice(from, text.indexOf(END, from));
    expect(documented).toBe(builtInFieldsTable());
  });
});
