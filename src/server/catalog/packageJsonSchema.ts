import { z } from 'zod';
import { planBenefitsSchema } from '../../domain/benefitFacts';
import { lifeEventsFileSchema } from './lifeEventsFile';
import { FILE_SCHEMAS, PACKAGE_FILES } from './packageSchema';
import { siteFileSchema } from './siteFaceSchema';

/**
 * The package's JSON Schema, made from the same zod schemas `validate` uses: one definition a file,
 * named by its path, for editors (a file's "$schema") and other tools. rates.csv is described by its
 * header in docs/catalog.md.
 */
export function catalogJsonSchema(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [file, schema] of Object.entries(FILE_SCHEMAS)) {
    files[PACKAGE_FILES[file as keyof typeof FILE_SCHEMAS]] = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    });
  }
  files[PACKAGE_FILES.benefits] = z.toJSONSchema(z.array(planBenefitsSchema()), {
    io: 'input',
    unrepresentable: 'any',
  });
  files[PACKAGE_FILES.site] = z.toJSONSchema(siteFileSchema, { io: 'input', unrepresentable: 'any' });
  files[PACKAGE_FILES.lifeEvents] = z.toJSONSchema(lifeEventsFileSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Benefit Store catalog package',
    description:
      'One schema per file of a catalog package, by the file’s path in the package (docs/catalog.md).',
    files,
  };
}
