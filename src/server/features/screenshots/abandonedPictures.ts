import { RESUME_DAYS } from '../../../domain/resumeCodes';
import type { AppDeps } from '../../appDeps';
import { repeatEvery } from '../../repeatingJob';

const DAY_MS = 86_400_000;
/** Pictures removed a round at most, so one round never holds the database for long. */
const PICTURES_PER_ROUND = 500;

/**
 * Deletes the step pictures of abandoned enrollments: still open, and quiet (no change, no step
 * saved, no picture) for longer than a resume code lives, with no code that could still bring them
 * back. Submitted enrollments keep theirs, as the record of what was shown. The blob goes first, then
 * its row, so a row never names a missing blob. Answers how many pictures it deleted.
 */
export async function sweepAbandonedPictures(deps: Pick<AppDeps, 'db' | 'blobs' | 'now'>): Promise<number> {
  const now = deps.now();
  const quietSince = new Date(now.getTime() - RESUME_DAYS * DAY_MS).toISOString();
  const pictures = await deps.db
    .selectFrom('screenshots')
    .innerJoin('enrollments', 'enrollments.id', 'screenshots.enrollment_id')
    .select(['screenshots.id', 'screenshots.blob_key'])
    .where('enrollments.status', '=', 'open')
    .where('enrollments.updated_at', '<', quietSince)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('screenshots as newer')
            .select('newer.id')
            .whereRef('newer.enrollment_id', '=', 'enrollments.id')
            .where('newer.taken_at', '>=', quietSince),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollment_tabs')
            .select('enrollment_tabs.tab')
            .whereRef('enrollment_tabs.enrollment_id', '=', 'enrollments.id')
            .where('enrollment_tabs.updated_at', '>=', quietSince),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('resume_codes')
            .select('resume_codes.id')
            .whereRef('resume_codes.enrollment_id', '=', 'enrollments.id')
            .where('resume_codes.used_at', 'is', null)
            .where('resume_codes.expires_at', '>', now.toISOString()),
        ),
      ),
    )
    .limit(PICTURES_PER_ROUND)
    .execute();
  for (const picture of pictures) {
    await deps.blobs.delete(picture.blob_key);
    await deps.db.deleteFrom('screenshots').where('id', '=', picture.id).execute();
  }
  return pictures.length;
}

/** Runs sweepAbandonedPictures every `everyMs` (and once at start) until the returned stop is called. */
export function startPictureSweep(
  deps: Pick<AppDeps, 'db' | 'blobs' | 'now'>,
  everyMs = 60 * 60_000,
  onError: (error: unknown) => void = () => undefined,
): () => Promise<void> {
  return repeatEvery(() => sweepAbandonedPictures(deps), everyMs, onError);
}
