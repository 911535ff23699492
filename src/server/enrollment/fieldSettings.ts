import type { OptionItem } from '../../contract/formFieldCalls';
import { REQUIRED_ONLY_STEPS } from '../../domain/formFields/stepFieldCatalog';
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
 * The union of the configuration rows that apply to this enrollment: a row applies when each of
 * its scope columns is empty or matches (a plan, carrier or category of the cart, its group, its
 * process). A field is shown when any row names it, required or read-only when any says so.
 */
export async function fieldSettingsFor(
  db: Db,
  step: WizardStep,
  scope: EnrollmentScope,
): Promise<ResolvedField[]> {
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
  for (const row of rows.filter(applies)) {
    const seen = byName.get(row.field_name);
    byName.set(row.field_name, {
      name: row.field_name,
      required: (seen?.required ?? false) || row.required === 1,
      readOnly: (seen?.readOnly ?? false) || row.read_only === 1,
      optionsList: seen?.optionsList ?? row.options_list,
      message: seen?.message ?? row.message,
    });
  }
  const resolved = [...byName.values()];
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
  const names = [...new Set(fields.map((f) => f.optionsList).filter((n): n is string => n !== null))];
  const lists = new Map<string, OptionItem[]>(names.map((name) => [name, []]));
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

/** The option lists the option calls answer (get-employment-status and the others). */
export async function optionList(db: Db, list: string): Promise<OptionItem[]> {
  return db
    .selectFrom('option_items')
    .select(['name', 'value'])
    .where('list', '=', list)
    .orderBy('position')
    .execute();
}
