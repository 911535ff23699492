import { z } from 'zod';
import { categoryFacts, factKindRule, planBenefitsSchema } from '../../domain/benefitFacts';
import { CATEGORIES } from '../../domain/categories';
import { CUSTOM_FIELD_KINDS } from '../../domain/customFieldKinds';
import { CONFIGURED_STEPS } from '../../domain/formFields/stepFieldCatalog';
import { INS04_REASONS } from '../../domain/lifeEventSchema';
import { customFieldExamples } from './customFieldExamples';
import { datedRatesFile } from './datedRates';
import { lifeEventsFileSchema } from './lifeEventsFile';
import { OPTIONAL_FILES } from './packageReader';
import { FILE_SCHEMAS, PACKAGE_FILES, RATE_COLUMNS } from './packageSchema';
import { siteFileSchema } from './siteFaceSchema';

/**
 * docs/catalog-reference.md, made from the code `validate` runs: every file, every field with its type,
 * allowed values and default, the built-in form fields by step, the benefit facts by category, and the
 * custom field kinds with an example each. `npm run catalog -- reference` prints it; a test keeps the
 * committed file equal to it.
 */

type Json = Record<string, unknown>;

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;
/** JavaScript's largest safe integer stands for "no limit" in the schema: not worth a word. */
const bounded = (value: unknown) => typeof value === 'number' && Math.abs(value) < 9_007_199_254_740_991;

/** A JSON Schema node's type and limits in words: "text, 1–120 characters", "whole number ≥ 1". */
function typeText(node: Json): string {
  if (node.const !== undefined) return `exactly ${code(node.const)}`;
  if (Array.isArray(node.enum)) return `one of ${node.enum.map(code).join(', ')}`;
  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter(Boolean) as string[];
  const nullable = types.includes('null') ? ' or null' : '';
  const type = types.find((t) => t !== 'null');
  const limits: string[] = [];
  if (type === 'string') {
    if (node.minLength !== undefined || node.maxLength !== undefined)
      limits.push(`${node.minLength ?? 0}–${node.maxLength ?? '…'} characters`);
    if (node.pattern) limits.push(`matching \`${node.pattern}\``);
  }
  if (type === 'number' || type === 'integer') {
    if (bounded(node.minimum)) limits.push(`≥ ${node.minimum}`);
    if (bounded(node.exclusiveMinimum)) limits.push(`> ${node.exclusiveMinimum}`);
    if (bounded(node.maximum)) limits.push(`≤ ${node.maximum}`);
  }
  if (type === 'array') {
    if (node.minItems !== undefined) limits.push(`at least ${node.minItems}`);
    if (node.maxItems !== undefined) limits.push(`at most ${node.maxItems}`);
  }
  const word =
    {
      string: 'text',
      integer: 'whole number',
      number: 'number',
      boolean: 'true or false',
      array: 'list',
      object: 'object',
    }[type ?? ''] ?? 'any';
  return `${word}${limits.length ? ` (${limits.join(', ')})` : ''}${nullable}`;
}

interface Row {
  field: string;
  type: string;
  required: string;
  default: string;
}

/** Every field of a file's JSON Schema, depth first: `a.b`, `list[]`, `map.<key>`, a variant's `(kind sftp)`. */
function rows(node: Json, at: string, required: boolean, out: Row[]): void {
  const variants = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (variants) {
    const plain = variants.filter((variant) => variant.type !== 'null');
    if (plain.length === 1 && plain[0]) {
      rows({ ...plain[0], type: [plain[0].type, 'null'] }, at, required, out);
      return;
    }
    out.push({
      field: at,
      type: `one of ${plain.length} shapes below`,
      required: required ? 'yes' : 'no',
      default: '',
    });
    for (const variant of plain) {
      const props = (variant.properties ?? {}) as Record<string, Json>;
      const tag = Object.entries(props).find(([, prop]) => prop.const !== undefined);
      rows(
        variant,
        `${at} (${tag ? `${tag[0]} ${JSON.stringify(tag[1].const)}` : 'variant'})`,
        required,
        out,
      );
    }
    return;
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const properties = node.properties as Record<string, Json> | undefined;
  if (at !== '' || !properties)
    out.push({
      field: at || '(the file)',
      type: typeText(node),
      required: required ? 'yes' : 'no',
      default: node.default === undefined ? '' : code(node.default),
    });
  if (properties) {
    const needed = new Set((node.required ?? []) as string[]);
    for (const [key, prop] of Object.entries(properties))
      rows(prop, at ? `${at}.${key}` : key, needed.has(key) && prop.default === undefined, out);
  } else if (
    types.includes('object') &&
    node.additionalProperties &&
    typeof node.additionalProperties === 'object'
  )
    rows(node.additionalProperties as Json, `${at}.<name>`, true, out);
  else if (types.includes('array') && node.items) rows(node.items as Json, `${at}[]`, true, out);
}

function fieldTable(schema: z.ZodType): string[] {
  const out: Row[] = [];
  rows(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json, '', true, out);
  return [
    '| field | type and allowed values | required | default |',
    '| --- | --- | --- | --- |',
    ...out.map(
      (row) => `| \`${cell(row.field)}\` | ${cell(row.type)} | ${row.required} | ${cell(row.default)} |`,
    ),
  ];
}

/** The values a built-in select field takes, from its own check, with the product's names for them. */
function fieldValues(field: { check: z.ZodType; review?: unknown }): string {
  let values: unknown[] = [];
  try {
    const json = z.toJSONSchema(field.check, { io: 'input', unrepresentable: 'any' }) as Json;
    values = Array.isArray(json.enum) ? json.enum : [];
  } catch {
    values = [];
  }
  const names = (field.review as { names?: Record<string, string> } | undefined)?.names;
  return values
    .map((value) => (names?.[String(value)] ? `${code(value)} ${names[String(value)]}` : code(value)))
    .join(', ');
}

const RATE_COLUMN_TEXT: Record<(typeof RATE_COLUMNS)[number], string> = {
  plan: 'a plan id of plans.json',
  option: 'one of the plan’s `options` (1–60 characters)',
  tier: 'one of the plan’s `tiers`',
  age_min: 'youngest age of the band, 0–999',
  age_max: 'oldest age of the band, at least age_min',
  state: 'two-letter US state, or empty for every state without a row of its own',
  tobacco: '`yes`, `no`, or empty for both',
  premium: 'monthly premium in dollars, at most two decimals, e.g. 74.86',
};

export function catalogReference(): string {
  const lines: string[] = [
    '# Catalog package reference',
    '',
    'Made from the code `validate` runs: `npm run -s catalog -- reference > docs/catalog-reference.md`',
    'writes it again, and a test fails while the committed file differs. docs/catalog.md explains the',
    'package; this lists what each file may hold.',
    '',
    '## Files',
    '',
    '| file | required |',
    '| --- | --- |',
  ];
  for (const [key, file] of Object.entries(PACKAGE_FILES)) {
    const required =
      key === 'rates'
        ? `yes, unless every rate is dated (\`${datedRatesFile('yyyy-mm-dd')}\`)`
        : key in OPTIONAL_FILES || key === 'benefits' || key === 'site' || key === 'lifeEvents'
          ? 'no'
          : 'yes';
    lines.push(`| \`${file}\` | ${required} |`);
  }
  lines.push(`| \`${datedRatesFile('yyyy-mm-dd')}\` | no: rates from that date on, in rates.csv's columns |`);
  lines.push('', 'Any other file is refused (notes `*.md` and hidden files aside).', '');
  for (const [key, schema] of Object.entries(FILE_SCHEMAS)) {
    lines.push(`## ${PACKAGE_FILES[key as keyof typeof FILE_SCHEMAS]}`, '', ...fieldTable(schema), '');
  }
  lines.push(`## ${PACKAGE_FILES.benefits}`, '', ...fieldTable(z.array(planBenefitsSchema())), '');
  lines.push(`## ${PACKAGE_FILES.site}`, '', ...fieldTable(siteFileSchema), '');
  lines.push(`## ${PACKAGE_FILES.lifeEvents}`, '', ...fieldTable(lifeEventsFileSchema), '');
  lines.push('The 834 maintenance reason codes `ins04` takes (005010X220A1):', '');
  lines.push('| code | meaning |', '| --- | --- |');
  for (const [code, meaning] of INS04_REASONS) lines.push(`| \`${code}\` | ${cell(meaning)} |`);
  lines.push('');
  lines.push(
    `## ${PACKAGE_FILES.rates}`,
    '',
    `Header: \`${RATE_COLUMNS.join(',')}\`, then one rate a row, exactly these columns.`,
    '',
  );
  lines.push('| column | holds |', '| --- | --- |');
  for (const column of RATE_COLUMNS) lines.push(`| \`${column}\` | ${RATE_COLUMN_TEXT[column]} |`);
  lines.push('', '## Built-in form fields by step', '');
  lines.push(
    'The names `forms/fields.json` rules give in `fields`, step by step, in the order the form shows them.',
    '',
  );
  for (const [step, fields] of Object.entries(CONFIGURED_STEPS)) {
    lines.push(`### ${step}`, '', '| field | label | input | values |', '| --- | --- | --- | --- |');
    for (const [name, field] of Object.entries(fields().fields))
      lines.push(
        `| \`${name}\` | ${cell(field.label)} | ${field.input.kind} | ${cell(fieldValues(field))} |`,
      );
    lines.push('');
  }
  lines.push('## Benefit facts by category', '');
  lines.push('The keys of a plan’s `facts` (and of each option’s overrides) in benefits.json.', '');
  for (const category of CATEGORIES) {
    lines.push(`### ${category}`, '', '| fact | shown as | value |', '| --- | --- | --- |');
    for (const fact of categoryFacts(category))
      lines.push(`| \`${fact.key}\` | ${cell(fact.label)} | ${factKindRule(fact.kind)} |`);
    lines.push('');
  }
  lines.push('## Custom field kinds', '');
  lines.push('`kind` of a record of forms/custom-fields.json, each with an example record.', '');
  const examples = customFieldExamples();
  for (const kind of CUSTOM_FIELD_KINDS) {
    lines.push(`### ${kind}`, '', '```json', JSON.stringify(examples[kind], null, 2), '```', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
