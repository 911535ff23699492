import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleApplication as record } from '../../../testing/applicationRecords';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../../../testing/pngFiles';
import { renderApplicationPdf } from './applicationPdf';
import { pdfRenderPool, RenderQueueFull } from './renderPool';

const pools: ReturnType<typeof pdfRenderPool>[] = [];
const pool = (options: Parameters<typeof pdfRenderPool>[0]) => {
  const made = pdfRenderPool(options);
  pools.push(made);
  return made;
};
afterAll(async () => {
  for (const each of pools) await each.close();
});

describe('the PDF render pool', () => {
  // The application is signed with issue 26's picture, as one saved before the cap would be.
  it('renders in a thread of its own the same PDF as on the event loop, and leaves the loop idle meanwhile', async () => {
    const heavy = record(pngDataUrl(EXPANDING_SIGNATURE));
    const onLoop = await renderApplicationPdf(heavy);
    const renderer = pool({ threads: 1, queue: 4 });
    // The thread's start (loading tsx and pdf-lib) is not what is measured.
    await renderer.render(record(null));
    const before = performance.eventLoopUtilization();
    const inPool = await renderer.render(heavy);
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(Buffer.from(inPool).equals(Buffer.from(onLoop))).toBe(true);
    expect(renderer.rendered).toBe(2);
    // Decoding a 32 MB picture on the loop keeps it busy all along (utilization near 1); here the
    // loop only waits for the thread's answer.
    expect(busy, `event loop utilization while the pool rendered: ${busy.toFixed(2)}`).toBeLessThan(0.5);
  });

  it('lets at most `queue` renders wait beyond its threads and refuses the rest at once', async () => {
    const renderer = pool({ threads: 1, queue: 2 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => renderer.render(record(null))));
    const made = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof RenderQueueFull,
    );
    expect(made.length + refused.length).toBe(6);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(1 + 2);
    expect(renderer.rendered).toBe(made.length);
  });

  it('renders nothing once closed', async () => {
    const renderer = pool({ threads: 1, queue: 1 });
    await renderer.close();
    await expect(renderer.render(record(null))).rejects.toThrow('closed');
    expect(renderer.rendered).toBe(0);
  });
});
