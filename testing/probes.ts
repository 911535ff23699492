import { performance } from 'node:perf_hooks';

/** What a flood answered, and how the probes sent meanwhile fared. */
export interface Probed<T> {
  answers: T;
  /** The slowest probe, in milliseconds. */
  slowestMs: number;
  /** How many probes were answered. */
  probes: number;
}

/**
 * Runs `flood` while asking each of `paths` of the server at `base` one after the other (every
 * `pauseMs` between rounds), as a health check or a visitor would: the flood's answers and the
 * slowest probe. A probe answered with anything but 200 fails the run.
 */
export async function whileProbing<T>(
  base: string,
  paths: readonly string[],
  flood: () => Promise<T>,
  pauseMs = 0,
): Promise<Probed<T>> {
  let done = false;
  let slowestMs = 0;
  let probes = 0;
  const probing = (async () => {
    while (!done) {
      for (const path of paths) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status} during the flood`);
        slowestMs = Math.max(slowestMs, performance.now() - started);
        probes += 1;
      }
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  const answers = await flood().finally(() => {
    done = true;
  });
  await probing;
  return { answers, slowestMs, probes };
}
