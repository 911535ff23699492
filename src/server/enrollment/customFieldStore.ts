import { type CustomField, customFieldSchema } from '../../domain/customFields';
import type { WizardStep } from '../../domain/wizardSteps';
import type { Db } from '../db/database';
import { fromJsonText, toJsonText } from '../db/json';
import type { CustomFieldTable } from '../db/schema';
import type { EnrollmentScope } from './enrollmentScope';

/** A definition as its custom_fields row: the JSON of the whole definition, its step, position and scope as columns. */
export function customFieldRow(def: CustomField): CustomFieldTable {
  return {
    id: def.id,
    step: def.step,
    position: def.position,
    definition: toJsonText(def),
    carrier_id: def.scope.carrier ?? null,
    plan_id: def.scope.plan ?? null,
    category: def.scope.category ?? null,
    group_id: def.scope.group ?? null,
    eprocess: def.scope.process ?? null,
  };
}

/**
 * The custom fields of a step that apply to this enrollment, by position: a row applies when each
 * of its scope columns is empty or matches (a plan, carrier or category of the cart, its group, its
 * process), as the form configuration's rows do. A row whose definition no longer reads is left
 * out, never half shown.
 */
export async function customFieldsFor(
  db: Db,
  step: WizardStep,
  scope: EnrollmentScope,
): Promise<CustomField[]> {
  const rows = await db
    .selectFrom('custom_fields')
    .selectAll()
    .where('step', '=', step)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows
    .filter(
      (row) =>
        (row.category === null || scope.categories.includes(row.category)) &&
        (row.carrier_id === null || scope.carrierIds.includes(Number(row.carrier_id))) &&
        (row.plan_id === null || scope.planIds.includes(Number(row.plan_id))) &&
        (row.group_id === null || Number(row.group_id) === scope.groupId) &&
        (row.eprocess === null || row.eprocess === scope.eprocess),
    )
    .flatMap((row) => {
      const parsed = customFieldSchema.safeParse(fromJsonText(row.definition));
      return parsed.success ? [parsed.data] : [];
    });
}
