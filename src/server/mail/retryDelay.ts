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
  const ceiling = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
