import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { renderApplicationPdf } from '../src/server/pdfRender/applicationPdf';
import { pdfRenderPool } from '../src/server/pdfRender/renderPool';
import { sampleApplication } from '../testing/applicationRecords';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../testing/pngFiles';
import { loadAverage } from './benchServer';

/**
 * How long one application PDF holds the event loop: rendered on the loop (as before issue 26) and
 * in the render pool, signed with the expanding 2000×2000 16-bit picture (one saved before the cap),
 * the largest pad the cap takes (1440×480) and the pad's own 480×160. Five renders each; prints the
 * longest the loop was held (monitorEventLoopDelay) and the median render time.
 * `npx tsx bench/applicationPdfRender.ts` (about half a minute). A figure, not a budget.
 */
const RENDERS = 5;
const signatures = {
  'expanding 2000×2000 16-bit': pngDataUrl(EXPANDING_SIGNATURE),
  'pad at DPR 3, 1440×480': pngDataUrl({ width: 1440, height: 480, pixels: 40 }),
  'pad 480×160': pngDataUrl({ width: 480, height: 160, pixels: 'noise' }),
};
const pool = pdfRenderPool();
// The thread starts (tsx, pdf-lib) before anything is measured.
await pool.render(sampleApplication(null));

async function measure(render: () => Promise<Uint8Array>) {
  const held = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  held.enable();
  for (let i = 0; i < RENDERS; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  // A last turn, so the delay monitor sees the last render's hold.
  await new Promise((resolve) => setTimeout(resolve, 5));
  held.disable();
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  return `loop held at most ${(held.max / 1e6).toFixed(0)} ms, median render ${median.toFixed(0)} ms`;
}

try {
  for (const [name, signature] of Object.entries(signatures)) {
    const record = sampleApplication(signature);
    console.log(`${name}: on the loop ${await measure(() => renderApplicationPdf(record))}`);
    console.log(`${name}: in the pool ${await measure(() => pool.render(record))}`);
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  await pool.close();
}
