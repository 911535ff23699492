/**
 * How long to wait after the `failures`-th failure in a row: `firstMs` after the first, doubling with
 * each further one, never more than `longestMs`. The one rule behind the store's retries (an 834's
 * send, a carrier's acknowledgement reading, a mail's delivery), each with its own first and longest wait.
 */
export function doublingWaitMs(failures: number, firstMs: number, longestMs: number): number {
  return Math.min(longestMs, firstMs * 2 ** Math.max(0, failures - 1));
}
