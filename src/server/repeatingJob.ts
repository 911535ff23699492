/**
 * Runs `round` now and then `everyMs` after each round ends (rounds never overlap), until the returned
 * stop is called; stop waits for a round under way. A failed round is reported to `onError` and the
 * next one runs as usual. The mail outbox and the housekeeping sweep run this way in every app node.
 */
export function repeatEvery(
  round: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    if (stopped) return;
    current = round()
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
