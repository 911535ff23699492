import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted once after `ready` became true, then true (set in a transition).
 * A page shows its largest part first and the rest after that paint, so the rest's chunks and requests
 * neither hold the first paint back nor compete with what it needs.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the task it queues runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
