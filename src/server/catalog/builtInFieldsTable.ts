import type { OptionChoice } from '../../domain/formFields/builtInField';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { builtInOptions, STEP_DEFAULTS, STEP_NEEDS } from '../../domain/formFields/stepFieldDefaults';

/** More choices than this are shown by their count, the first and the last. */
const LISTED_CHOICES = 12;

function choicesText(options: OptionChoice[] | null, isList: boolean): string {
  if (!isList) return '';
  if (!options) return 'none built in: name an `options_list`';
  const choice = (option: OptionChoice) =>
    option.name === option.value ? `\`${option.value}\`` : `\`${option.value}\` ${option.name}`;
  if (options.length <= LISTED_CHOICES) return options.map(choice).join(', ');
  const first = options[0] as OptionChoice;
  const last = options.at(-1) as OptionChoice;
  return `${options.length} choices, ${choice(first)} … ${choice(last)}`;
}

function defaultText(step: ConfiguredStep, field: string): string {
  const rule = STEP_DEFAULTS[step].find((r) => r.field === field);
  if (!rule) return 'only when a rule lists it';
  return ['shown', rule.required ? 'required' : 'optional', rule.readOnly ? 'read-only' : '']
    .filter((part) => part !== '')
    .join(', ');
}

function hiddenText(step: ConfiguredStep, field: string): string {
  const need = STEP_NEEDS[step].find((n) => n.field === field);
  if (!need) return 'yes';
  return `no, and it must be required${need.serverFilled ? ' or read-only' : ''}: ${need.reads}`;
}

/**
 * docs/catalog.md's table of every step's built-in fields, from the code that defines them: its
 * default when the package leaves the step out of forms/fields.json, whether a package may hide it,
 * and its built-in choices. A test keeps the document equal to it.
 */
export function builtInFieldsTable(): string {
  const lines = [
    '| step | field | label | without a rule for the step | may a package hide it | built-in choices (`value` name) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const step of Object.keys(CONFIGURED_STEPS) as ConfiguredStep[]) {
    for (const [name, field] of Object.entries(CONFIGURED_STEPS[step]().fields)) {
      const isList = field.input.kind === 'select' || field.input.kind === 'flags';
      const cells = [
        step,
        `\`${name}\``,
        field.label,
        defaultText(step, name),
        hiddenText(step, name),
        choicesText(builtInOptions(field), isList),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}
