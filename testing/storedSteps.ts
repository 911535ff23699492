import type { AppDeps } from '../src/server/appDeps';
import { isSealedText } from '../src/server/db/sealedJson';

type StepTable = 'enrollment_tabs' | 'enrollment_drafts';

/**
 * A wizard step's row as the store keeps it, opened with the store's key: the JSON text inside the
 * seal (undefined when there is no row). Throws when the row is in plain text, so every test that
 * looks inside a stored step also checks the step was sealed.
 */
export async function openedStepText(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  enrollmentId: string,
  tab: string,
  table: StepTable = 'enrollment_tabs',
): Promise<string | undefined> {
  const row = await deps.db
    .selectFrom(table)
    .select('data')
    .where('enrollment_id', '=', enrollmentId)
    .where('tab', '=', tab)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!isSealedText(row.data)) throw new Error(`${table} "${tab}" is stored in plain text`);
  return deps.secretBox.open(row.data);
}

/** As openedStepText, parsed. */
export async function openedStep<T = Record<string, unknown>>(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  enrollmentId: string,
  tab: string,
  table: StepTable = 'enrollment_tabs',
): Promise<T | undefined> {
  const text = await openedStepText(deps, enrollmentId, tab, table);
  return text === undefined ? undefined : (JSON.parse(text) as T);
}
