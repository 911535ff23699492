import type { WizardStep } from '../../../domain/wizardSteps';
import type { Db } from '../../db/database';
import { fromJsonText, toJsonText } from '../../db/json';

export type TabDoc = Record<string, unknown>;

/** One JSON document per wizard step, as stored (sensitive fields sealed). */
export async function readTab(db: Db, enrollmentId: string, step: WizardStep): Promise<TabDoc | null> {
  const row = await db
    .selectFrom('enrollment_tabs')
    .select('data')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .executeTakeFirst();
  return row ? fromJsonText<TabDoc>(row.data) : null;
}

export async function savedSteps(db: Db, enrollmentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('enrollment_tabs')
    .select('tab')
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  return new Set(rows.map((row) => row.tab));
}

export async function writeTab(
  db: Db,
  enrollmentId: string,
  step: WizardStep,
  doc: TabDoc,
  at: Date,
): Promise<void> {
  const data = toJsonText(doc);
  const updatedAt = at.toISOString();
  await db
    .insertInto('enrollment_tabs')
    .values({ enrollment_id: enrollmentId, tab: step, data, updated_at: updatedAt })
    .onConflict((oc) => oc.columns(['enrollment_id', 'tab']).doUpdateSet({ data, updated_at: updatedAt }))
    .execute();
}
