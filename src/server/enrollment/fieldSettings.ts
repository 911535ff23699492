import type { OptionItem } from '../../contract/formFieldCalls';
import {
  CONFIGURED_STEPS,
  type ConfiguredStep,
  REQUIRED_ONLY_STEPS,
} from '../../domain/formFields/stepFieldCatalog';
import { builtInOptions, STEP_DEFAULTS, STEP_NEEDS } from '../../domain/formFields/stepFieldDefaults';
import type { FieldSetting } from '../../domain/formFields/stepFields';
import type { WizardStep } from '../../domain/wizardSteps';
import type { Db } from '../db/database';
import type { EnrollmentScope } from './enrollmentScope';

/** A field as the configuration decides it for one enrollment, with its option list's name and hint. */
export interface ResolvedField extends FieldSetting {
  optionsList: string | null;
  message: string | null;
}

/**
 * A list field without a list of the catalog's reads its built-in choices under this name
 * (stepFieldDefaults.ts, builtInOptions): `built-in:personal.gender`.
 */
const BUILT_IN_LIST = 'built-in:';

/** Each step's list fields with built-in choices, by field name (built once: they do not change). */
const builtInLists = new Map<ConfiguredStep, Map<string, OptionItem[]>>();
function builtInListsOf(step: ConfiguredStep): Map<string, OptionItem[]> {
  let lists = builtInLists.get(step);
  if (!lists) {
    lists = new Map();
    for (const [name, field] of Object.entries(CONFIGURED_STEPS[step]().fields)) {
      const options = builtInOptions(field);
      if (options) lists.set(name, options);
    }
    builtInLists.set(step, lists);
  }
  return lists;
}

/** The built-in fields a step shows when the catalog has no rule for it (STEP_DEFAULTS). */
function defaultRows(step: ConfiguredStep) {
  return STEP_DEFAULTS[step].map((rule) => ({
    field_name: rule.field,
    required: rule.required ? 1 : 0,
    read_only: rule.readOnly ? 1 : 0,
    options_list: null as string | null,
    message: null as string | null,
  }));
}

/**
 * The union of the configuration rows that apply to this enrollment: a row applies when each of
 * its scope columns is empty or matches (a plan, carrier or category of the cart, its group, its
 * process). A field is shown when any row names it, required or read-only when any says so. A step
 * the catalog has no row for shows its built-in defaults; a list field whose rows name no list
 * chooses from its built-in options.
 */
export async function fieldSettingsFor(
  db: Db,
  step: WizardStep,
  scope: EnrollmentScope,
): Promise<ResolvedField[]> {
  if (!(step in CONFIGURED_STEPS)) return [];
  const configured = step as ConfiguredStep;
  const rows = await db
    .selectFrom('form_fields')
    .selectAll()
    .where('step', '=', step)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const applies = (row: (typeof rows)[number]) =>
    (row.category === null || scope.categories.includes(row.category)) &&
    (row.carrier_id === null || scope.carrierIds.includes(row.carrier_id)) &&
    (row.plan_id === null || scope.planIds.includes(row.plan_id)) &&
    (row.group_id === null || row.group_id === scope.groupId) &&
    (row.eprocess === null || row.eprocess === scope.eprocess);
  const byName = new Map<string, ResolvedField>();
  const chosen = rows.length === 0 ? defaultRows(configured) : rows.filter(applies);
  for (const row of chosen) {
    const seen = byName.get(row.field_name);
    byName.set(row.field_name, {
      name: row.field_name,
      required: (seen?.required ?? false) || row.required === 1,
      readOnly: (seen?.readOnly ?? false) || row.read_only === 1,
      optionsList: seen?.optionsList ?? row.options_list,
      message: seen?.message ?? row.message,
    });
  }
  const builtIns = builtInListsOf(configured);
  // A field the server reads is filled whenever it is shown (a rule applied before validate refused it optional).
  const needed = new Set(STEP_NEEDS[configured].map((need) => need.field));
  const resolved = [...byName.values()].map((field) => ({
    ...field,
    required: field.required || needed.has(field.name),
    optionsList:
      field.optionsList === null && builtIns.has(field.name)
        ? `${BUILT_IN_LIST}${configured}.${field.name}`
        : field.optionsList,
  }));
  // A dependent's field shows only when required (document 3, 2.2): the answer and the check alike.
  return (REQUIRED_ONLY_STEPS as readonly string[]).includes(step)
    ? resolved.filter((field) => field.required)
    : resolved;
}

/** Every option list the fields name, in one query. */
export async function optionListsFor(
  db: Db,
  fields: readonly ResolvedField[],
): Promise<Map<string, OptionItem[]>> {
  const all = [...new Set(fields.map((f) => f.optionsList).filter((n): n is string => n !== null))];
  const lists = new Map<string, OptionItem[]>(all.map((name) => [name, []]));
  for (const name of all.filter((n) => n.startsWith(BUILT_IN_LIST))) lists.set(name, builtInList(name));
  const names = all.filter((name) => !name.startsWith(BUILT_IN_LIST));
  if (names.length === 0) return lists;
  const items = await db
    .selectFrom('option_items')
    .select(['list', 'name', 'value'])
    .where('list', 'in', names)
    .orderBy('list')
    .orderBy('position')
    .execute();
  for (const item of items) lists.get(item.list)?.push({ name: item.name, value: item.value });
  return lists;
}

/** A built-in list by its name (`built-in:step.field`): the field's built-in options. */
function builtInList(name: string): OptionItem[] {
  const [step, field] = name.slice(BUILT_IN_LIST.length).split('.');
  if (!step || !field || !(step in CONFIGURED_STEPS)) return [];
  return builtInListsOf(step as ConfiguredStep).get(field) ?? [];
}

/** The option lists the option calls answer (get-employment-status and the others). */
export async function optionList(db: Db, list: string): Promise<OptionItem[]> {
  return db
    .selectFrom('option_items')
    .select(['name', 'value'])
    .where('list', '=', list)
    .orderBy('position')
    .execute();
}
