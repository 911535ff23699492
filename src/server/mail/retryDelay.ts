import { doublingWaitMs } from '../doublingWait';

/** The first wait after a passing failure; each further failure doubles it. */
const FIRST_WAIT_MS = 10_000;
/** The longest wait between two tries of one message. */
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long a message waits before its next try after its `failures`-th failure in a row: 10 s, 20 s,
 * 40 s … doubling up to an hour, each wait taken at random between half and all of that (so messages
 * that failed together, on a full disk or a mail server that was down, do not all come back at once).
 * `random` gives a number in [0, 1).
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = doublingWaitMs(failures, FIRST_WAIT_MS, LONGEST_WAIT_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
