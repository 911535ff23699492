import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_KINDS } from '../../domain/customFieldKinds';
import { customFieldProblems, customFieldSchema } from '../../domain/customFields';
import { catalogReference } from './catalogReference';
import { customFieldExamples } from './customFieldExamples';
import { PACKAGE_FILES } from './packageSchema';

describe('docs/catalog-reference.md', () => {
  it('is what `npm run catalog -- reference` makes from the code (run it again when this fails)', () => {
    const committed = fs.readFileSync(path.join(process.cwd(), 'docs/catalog-reference.md'), 'utf8');
    expect(committed).toBe(catalogReference());
  });

  it('names every file, a built-in field by step, a benefit fact by category, and every custom field kind', () => {
    const reference = catalogReference();
    for (const file of Object.values(PACKAGE_FILES)) expect(reference).toContain(`## ${file}\n`);
    expect(reference).toContain('| `gender` | Gender | select | `"0"` Male, `"1"` Female, `"2"` Others |');
    expect(reference).toContain('| `deductible` | ');
    for (const kind of CUSTOM_FIELD_KINDS) expect(reference).toContain(`### ${kind}\n\n\`\`\`json\n`);
  });

  it('shows custom field examples that validate accepts', () => {
    for (const example of Object.values(customFieldExamples())) {
      const parsed = customFieldSchema.parse(example);
      expect(customFieldProblems(parsed)).toEqual([]);
    }
  });
});
