import { randomBytes } from 'node:crypto';
import type { StepColumn } from '../../../contract/filterCalls';
import { reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';

/** At most this many pictures per enrollment in any window of SCREENSHOT_WINDOW_MS. */
export const SCREENSHOTS_PER_WINDOW = 30;
export const SCREENSHOT_WINDOW_MS = 10 * 60_000;
export const SCREENSHOT_LIMIT_MESSAGE = 'Too many pictures for this enrollment. Please try again later.';
/**
 * Pictures per client address an hour, across all its enrollments (a new enrollment costs nothing):
 * an office of 20 people going through every step, and back again, stays well under it.
 */
export const SCREENSHOTS_PER_ADDRESS_PER_HOUR = 300;
export const SCREENSHOT_ADDRESS_MESSAGE = 'Too many pictures from your connection. Please try again later.';

/** Where a step's sealed picture is kept in the blob store: a new key per picture. */
function screenshotBlobKey(enrollmentId: string, name: StepColumn): string {
  return `screenshots/${enrollmentId}/${name}-${randomBytes(8).toString('hex')}.png.sealed`;
}

/**
 * Keeps a step's picture, sealed, as the newest one of that step; the rate limits (per enrollment and
 * per client address) are counted in the database. The blob is written before its row, so a row never names a missing blob. Answers the
 * key of the picture it replaced (to delete), or null.
 */
export async function keepStepScreenshot(
  deps: AppDeps,
  enrollmentId: string,
  name: StepColumn,
  png: Buffer,
  clientAddress: string,
): Promise<string | null> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - SCREENSHOT_WINDOW_MS).toISOString();
  const recent = await deps.db
    .selectFrom('screenshot_uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('enrollment_id', '=', enrollmentId)
    .where('taken_at', '>', windowStart)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= SCREENSHOTS_PER_WINDOW) {
    throw fieldError('image', SCREENSHOT_LIMIT_MESSAGE, 429);
  }
  const fromAddress = await reserveAttempt(deps, [
    { key: `screenshots-from:${clientAddress}`, limit: SCREENSHOTS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 },
  ]);
  if (fromAddress.refused) throw fieldError('image', SCREENSHOT_ADDRESS_MESSAGE, 429);

  const key = screenshotBlobKey(enrollmentId, name);
  await deps.blobs.put(key, deps.secretBox.sealBytes(png));
  const takenAt = now.toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('screenshot_uploads')
        .where('enrollment_id', '=', enrollmentId)
        .where('taken_at', '<=', windowStart)
        .execute();
      await trx
        .insertInto('screenshot_uploads')
        .values({ id: randomBytes(12).toString('hex'), enrollment_id: enrollmentId, taken_at: takenAt })
        .execute();
      const previous = await trx
        .selectFrom('screenshots')
        .select('blob_key')
        .where('enrollment_id', '=', enrollmentId)
        .where('name', '=', name)
        .executeTakeFirst();
      await trx
        .insertInto('screenshots')
        .values({
          id: randomBytes(12).toString('hex'),
          enrollment_id: enrollmentId,
          name,
          blob_key: key,
          bytes: png.length,
          taken_at: takenAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['enrollment_id', 'name'])
            .doUpdateSet({ blob_key: key, bytes: png.length, taken_at: takenAt }),
        )
        .execute();
      return previous?.blob_key ?? null;
    });
  } catch (error) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw error;
  }
}
