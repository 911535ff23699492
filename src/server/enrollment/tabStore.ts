import type { WizardStep } from '../../domain/wizardSteps';
import type { Db } from '../db/database';
import { openJson, type SealedStore, sealJson } from '../db/sealedJson';

export type TabDoc = Record<string, unknown>;
type Table = 'enrollment_tabs' | 'enrollment_drafts';

/**
 * One JSON document per wizard step: saved, or a draft. The whole document is sealed at rest (health
 * answers, notes, signature, addresses); inside it, SSNs and account numbers stay sealed once more
 * until the one place that needs them opens them.
 */
async function read(
  store: SealedStore,
  table: Table,
  enrollmentId: string,
  step: WizardStep,
): Promise<TabDoc | null> {
  const row = await store.db
    .selectFrom(table)
    .select('data')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .executeTakeFirst();
  return row ? openJson<TabDoc>(store.secretBox, row.data) : null;
}

async function write(
  store: SealedStore,
  table: Table,
  enrollmentId: string,
  step: WizardStep,
  doc: TabDoc,
  at: Date,
) {
  const data = sealJson(store.secretBox, doc);
  const updatedAt = at.toISOString();
  await store.db
    .insertInto(table)
    .values({ enrollment_id: enrollmentId, tab: step, data, updated_at: updatedAt })
    .onConflict((oc) => oc.columns(['enrollment_id', 'tab']).doUpdateSet({ data, updated_at: updatedAt }))
    .execute();
}

export const readTab = (store: SealedStore, enrollmentId: string, step: WizardStep) =>
  read(store, 'enrollment_tabs', enrollmentId, step);

/** Saving a step replaces its draft: what was saved is now the truth. Run it in a transaction. */
export async function writeTab(
  store: SealedStore,
  enrollmentId: string,
  step: WizardStep,
  doc: TabDoc,
  at: Date,
) {
  await write(store, 'enrollment_tabs', enrollmentId, step, doc, at);
  await store.db
    .deleteFrom('enrollment_drafts')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', step)
    .execute();
}

/** Save and Continue Later's unsaved entries of a step. */
export const readDraft = (store: SealedStore, enrollmentId: string, step: WizardStep) =>
  read(store, 'enrollment_drafts', enrollmentId, step);
export const writeDraft = (
  store: SealedStore,
  enrollmentId: string,
  step: WizardStep,
  doc: TabDoc,
  at: Date,
) => write(store, 'enrollment_drafts', enrollmentId, step, doc, at);

/** Every saved step of an enrollment, opened, in the order of their names: what a submission hashes. */
export async function readTabs(
  store: SealedStore,
  enrollmentId: string,
): Promise<{ tab: string; doc: TabDoc }[]> {
  const rows = await store.db
    .selectFrom('enrollment_tabs')
    .select(['tab', 'data'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('tab')
    .execute();
  return rows.map((row) => ({ tab: row.tab, doc: openJson<TabDoc>(store.secretBox, row.data) }));
}

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
  store: SealedStore,
  memberId: number | null,
  step: WizardStep,
): Promise<TabDoc | null> {
  if (memberId === null) return null;
  const row = await store.db
    .selectFrom('member_profiles')
    .select('data')
    .where('member_id', '=', memberId)
    .where('tab', '=', step)
    .executeTakeFirst();
  return row ? openJson<TabDoc>(store.secretBox, row.data) : null;
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
