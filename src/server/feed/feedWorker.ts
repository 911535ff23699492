import { carrierDeliveryRules } from '../adapters/carrierDeliveryRules';
import type { AppDeps } from '../appDeps';
import { repeatEvery } from '../repeatingJob';
import { fileScheduledAudits } from './auditFile';
import { readAcknowledgements } from './feedAcknowledgements';
import type { FeedContext } from './feedContext';
import { fileWaitingEnrollments } from './feedFiling';
import { removeAcknowledgedFiles } from './feedRetention';
import { sendDueFiles } from './feedSending';

/** The feed's context from the app's settings: DATA_DIR's folders, the environment's SFTP secrets. */
export function feedContextOf(deps: Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now'>): FeedContext {
  return {
    db: deps.db,
    secretBox: deps.secretBox,
    now: deps.now,
    usage: deps.config.STORE_MODE === 'production' ? 'P' : 'T',
    dailyAt: deps.config.FEED_DAILY_AT,
    outboundRetentionDays: deps.config.OUTBOUND_RETENTION_DAYS,
    inbound: {
      maxBytes: deps.config.ACK_MAX_BYTES,
      // A hung server holds one carrier's reading this long at most; the round goes on with the others.
      carrierTimeoutMs: Math.max(30_000, deps.config.FEED_EVERY_MS * 2),
      retry: new Map(),
    },
    exchange: {
      filesDir: deps.config.carrierFilesDir,
      env: process.env,
      deliveryRules: carrierDeliveryRules(deps.config),
    },
  };
}

/**
 * One round of the carrier feed: file the waiting enrollments and the audit files due, send the files that are due, read the
 * acknowledgements that came back. Each part fails on its own (a carrier's server being down does not
 * stop another's acknowledgements); the first failure is thrown after the round.
 */
export async function runFeedRound(
  context: FeedContext,
  warn: (message: string, details: object) => void,
  warned: Set<string> = new Set(),
): Promise<void> {
  const failures: unknown[] = [];
  const part = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      failures.push(error);
    }
  };
  await part(async () => {
    const filing = await fileWaitingEnrollments(context);
    // An item is skipped once (its status is final), so this is said once, with the reason it keeps.
    for (const item of filing.skipped)
      warn("a carrier's part of a submitted enrollment was skipped, not sent", { ...item });
  });
  await part(async () => {
    // The carriers' monthly audit files; one the 30 % guard held waits for the operator, said once.
    for (const audit of await fileScheduledAudits(context))
      if (audit.held)
        warn("an audit file was held: it would end 30 % or more of the carrier's members", { ...audit });
  });
  await part(() => sendDueFiles(context));
  await part(async () => {
    const round = await readAcknowledgements(context);
    // Said once: the file moved to unmatched/ unread, and is not read again.
    for (const file of round.unreadable)
      warn('a file in a carrier inbound folder is not an acknowledgement; set aside in unmatched/', file);
    // Said once per failing streak of a carrier, with the reason in words, never a stack every round.
    for (const failure of round.failed) {
      const key = `${failure.carrierId}/${failure.name ?? ''}/${failure.reason}`;
      if (warned.has(key)) continue;
      warned.add(key);
      warn("a carrier's acknowledgements could not be read; tried again later", failure);
    }
    for (const carrierId of round.recovered)
      for (const key of [...warned]) if (key.startsWith(`${carrierId}/`)) warned.delete(key);
    // Said once: the file moved to unmatched/ with its stored record, and is not read again.
    for (const file of round.setAside)
      warn(
        'a carrier acknowledgement matches nothing the store sent that carrier; set aside in unmatched/',
        file,
      );
  });
  await part(() => removeAcknowledgedFiles(context));
  if (failures.length > 0) throw failures[0];
}

/** Runs the feed's rounds in this node every FEED_EVERY_MS until stopped (every node may run it). */
export function startFeedWorker(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now'>,
  warn: (message: string, details: object) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const context = feedContextOf(deps);
  const warned = new Set<string>();
  return repeatEvery(() => runFeedRound(context, warn, warned), deps.config.FEED_EVERY_MS, onError);
}
