import type { AppDeps } from '../appDeps';
import { repeatEvery } from '../repeatingJob';
import { readAcknowledgements } from './feedAcknowledgements';
import type { FeedContext } from './feedContext';
import { fileWaitingEnrollments } from './feedFiling';
import { sendDueFiles } from './feedSending';

/** The feed's context from the app's settings: DATA_DIR's folders, the environment's SFTP secrets. */
export function feedContextOf(deps: Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now'>): FeedContext {
  return {
    db: deps.db,
    secretBox: deps.secretBox,
    now: deps.now,
    usage: deps.config.STORE_MODE === 'production' ? 'P' : 'T',
    dailyAt: deps.config.FEED_DAILY_AT,
    exchange: { dataDir: deps.config.dataDir, env: process.env },
  };
}

/**
 * One round of the carrier feed: file the waiting enrollments, send the files that are due, read the
 * acknowledgements that came back. Each part fails on its own (a carrier's server being down does not
 * stop another's acknowledgements); the first failure is thrown after the round.
 */
export async function runFeedRound(
  context: FeedContext,
  warn: (message: string, details: object) => void,
): Promise<void> {
  const failures: unknown[] = [];
  const part = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      failures.push(error);
    }
  };
  await part(() => fileWaitingEnrollments(context));
  await part(() => sendDueFiles(context));
  await part(async () => {
    const round = await readAcknowledgements(context);
    for (const file of round.unreadable)
      warn('a carrier file was not an acknowledgement; moved to done/', file);
  });
  if (failures.length > 0) throw failures[0];
}

/** Runs the feed's rounds in this node every FEED_EVERY_MS until stopped (every node may run it). */
export function startFeedWorker(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now'>,
  warn: (message: string, details: object) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const context = feedContextOf(deps);
  return repeatEvery(() => runFeedRound(context, warn), deps.config.FEED_EVERY_MS, onError);
}
