import type { WizardStep } from '../../domain/wizardSteps';
import type { Db } from '../db/database';
import { fromJsonText, toJsonText } from '../db/json';

export type TabDoc = Record<string, unknown>;
type Table = 'enrollment_tabs' | 'enrollment_drafts';

/** One JSON document per wizard step, as stored (sensitive fields sealed): saved, or a draft. */
async function read(db: Db, table: Table, enrollmentId: string, step: WizardStep): Promise<TabDoc | null> {
  const row = await db
    .selectFrom(table)
    .select('data')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .executeTakeFirst();
  return row ? fromJsonText<TabDoc>(row.data) : null;
}

async function write(db: Db, table: Table, enrollmentId: string, step: WizardStep, doc: TabDoc, at: Date) {
  const data = toJsonText(doc);
  const updatedAt = at.toISOString();
  await db
    .insertInto(table)
    .values({ enrollment_id: enrollmentId, tab: step, data, updated_at: updatedAt })
    .onConflict((oc) => oc.columns(['enrollment_id', 'tab']).doUpdateSet({ data, updated_at: updatedAt }))
    .execute();
}

export const readTab = (db: Db, enrollmentId: string, step: WizardStep) =>
  read(db, 'enrollment_tabs', enrollmentId, step);

/** Saving a step replaces its draft: what was saved is now the truth. Run it in a transaction. */
export async function writeTab(db: Db, enrollmentId: string, step: WizardStep, doc: TabDoc, at: Date) {
  await write(db, 'enrollment_tabs', enrollmentId, step, doc, at);
  await db
    .deleteFrom('enrollment_drafts')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .execute();
}

/** Save and Continue Later's unsaved entries of a step. */
export const readDraft = (db: Db, enrollmentId: string, step: WizardStep) =>
  read(db, 'enrollment_drafts', enrollmentId, step);
export const writeDraft = (db: Db, enrollmentId: string, step: WizardStep, doc: TabDoc, at: Date) =>
  write(db, 'enrollment_drafts', enrollmentId, step, doc, at);

export async function savedSteps(db: Db, enrollmentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('enrollment_tabs')
    .select('tab')
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  return new Set(rows.map((row) => row.tab));
}

/** A current member's details on file for a step, if the enrollment is a current member's. */
export async function readMemberProfile(
  db: Db,
  memberId: number | null,
  step: WizardStep,
): Promise<TabDoc | null> {
  if (memberId === null) return null;
  const row = await db
    .selectFrom('member_profiles')
    .select('data')
    .where('member_id', '=', memberId)
    .where('tab', '=', step)
    .executeTakeFirst();
  return row ? fromJsonText<TabDoc>(row.data) : null;
}

/** Removes a step's saved document and draft (dependents when the tier becomes Member Only); answers whether there was one. */
export async function removeStep(db: Db, enrollmentId: string, step: WizardStep): Promise<boolean> {
  const removed = await db
    .deleteFrom('enrollment_tabs')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .executeTakeFirst();
  await db
    .deleteFrom('enrollment_drafts')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .execute();
  return Number(removed.numDeletedRows) > 0;
}
