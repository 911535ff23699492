import type { z } from 'zod';
import { STEP_CATALOG, stepOfColumn } from '../../contract/wizardStepCatalog';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { AppError, toFieldErrors } from '../http/appError';
import { stepSources } from './stepValues';
import { resolveMasks, sealTab, withEntryIds } from './tabSecrets';
import { type TabDoc, writeDraft } from './tabStore';

const MAX_MASK_FIXES = 20;

/** Removes the value at a dotted path ("beneficiaries.1.ssn"), so a draft never keeps a mask it cannot match. */
function withoutPath(doc: TabDoc, path: string): TabDoc {
  const [head = '', ...rest] = path.split('.');
  const copy: TabDoc = Array.isArray(doc) ? ([...doc] as unknown as TabDoc) : { ...doc };
  if (rest.length === 0) {
    delete copy[head];
    return copy;
  }
  const inner = copy[head];
  if (inner && typeof inner === 'object') copy[head] = withoutPath(inner as TabDoc, rest.join('.'));
  return copy;
}

/**
 * Save and Continue Later keeps the current step's unsaved entries: checked by the save call's
 * static shape (types and sizes; completeness is not required), masks matched to what is on
 * file, entries given ids, secrets sealed. The step's Next replaces the draft.
 */
export async function keepDraft(
  deps: AppDeps,
  owned: OwnedEnrollment,
  column: string,
  data: unknown,
): Promise<boolean> {
  const step = stepOfColumn(column);
  if (!step || !STEP_CATALOG[step].drafts || data === undefined || data === null) return false;
  const shape = STEP_CATALOG[step].save.body as z.ZodType;
  const parsed = shape.safeParse({ ...(data as object), enrollment_id: owned.row.id });
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error, 'data').map((e) => ({
      ...e,
      target_element: `data.${e.target_element}`,
    }));
    throw new AppError(400, errors);
  }
  const { enrollment_id: _id, ...doc } = parsed.data as TabDoc;
  const sources = await stepSources(deps, owned, step);
  const held = [sources.saved, sources.draft, sources.prefill].filter((d): d is TabDoc => d !== null);
  let draft: TabDoc = doc;
  for (let attempt = 0; attempt < MAX_MASK_FIXES; attempt++) {
    const resolved = resolveMasks(step, draft, held, deps.secretBox);
    if (resolved.ok) {
      await writeDraft(
        deps,
        owned.row.id,
        step,
        sealTab(step, withEntryIds(step, resolved.doc), deps.secretBox),
        deps.now(),
      );
      return true;
    }
    draft = withoutPath(draft, resolved.path);
  }
  return false;
}
