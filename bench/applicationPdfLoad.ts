import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getApplicationPdf } from '../src/contract/applicationPdfCalls';
import { fullPath } from '../src/contract/callPath';
import { submittedEnrollment } from '../src/server/testing/journey';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../src/server/testing/pngFiles';
import { RealBrowser } from '../src/server/testing/realBrowser';
import { freePort, killGroup, startServer } from '../src/server/testing/serverProcess';
import { loadAverage } from './benchServer';

/**
 * Issue 26 on the real server: submitted enrollments signed with the largest picture the store
 * takes (the 2000×2000 16-bit expanding PNG if it is taken, else a 1440×480 pad at three device
 * pixels per CSS pixel), then their application PDFs downloaded while /healthz is asked every 50 ms:
 * once alone, 12 at once for one enrollment, and 12 at once for 12 enrollments. Prints each download
 * time and the slowest /healthz answer. `npx tsx bench/applicationPdfLoad.ts` (about a minute).
 * A figure, not a budget: security/applicationPdf.attack.test.ts holds the bound.
 */
const PARALLEL = 12;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-pdf-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'error' });

/** Submits an enrollment signed with the expanding picture when the store takes it, else the largest pad export. */
async function signedEnrollment(): Promise<{ browser: RealBrowser; id: string; signature: string }> {
  for (const [signature, shape] of [
    ['2000×2000 16-bit RGBA (expanding)', EXPANDING_SIGNATURE],
    ['1440×480 8-bit RGBA (pad at DPR 3)', { width: 1440, height: 480, pixels: 40 }],
  ] as const) {
    const browser = new RealBrowser(base);
    try {
      const { id } = await submittedEnrollment(browser, pngDataUrl(shape));
      return { browser, id, signature };
    } catch (error) {
      if (!String(error).includes('save-agreement-info answered 400')) throw error;
    }
  }
  throw new Error('no signature was taken');
}

const download = async (browser: RealBrowser, id: string) => {
  const started = performance.now();
  const answer = await browser.request('GET', `${fullPath(getApplicationPdf)}?enrollment_id=${id}`);
  if (answer.status !== 200) throw new Error(`get-application-pdf answered ${answer.status}`);
  return performance.now() - started;
};

/** Runs `work` while /healthz is asked every 50 ms; the work's own times and the slowest probe. */
async function probed(work: () => Promise<number[]>) {
  const probes: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`);
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const times = await work();
  running = false;
  await prober;
  return { times, probes };
}

const ms = (values: number[]) => `${Math.round(Math.max(...values))} ms`;

try {
  const one = await signedEnrollment();
  console.log(`signature: ${one.signature}`);
  const alone = await probed(async () => [await download(one.browser, one.id)]);
  const again = await download(one.browser, one.id);
  console.log(
    `one download: ${ms(alone.times)} (again ${Math.round(again)} ms); slowest /healthz ${ms(alone.probes)}`,
  );
  const fresh = await signedEnrollment();
  const same = await probed(() =>
    Promise.all(Array.from({ length: PARALLEL }, () => download(fresh.browser, fresh.id))),
  );
  console.log(
    `${PARALLEL} at once, one enrollment: slowest download ${ms(same.times)}; slowest /healthz ${ms(same.probes)} (${same.probes.length} probes)`,
  );
  const many = await Promise.all(Array.from({ length: PARALLEL }, () => signedEnrollment()));
  const spread = await probed(() => Promise.all(many.map((each) => download(each.browser, each.id))));
  console.log(
    `${PARALLEL} at once, ${PARALLEL} enrollments: slowest download ${ms(spread.times)}; slowest /healthz ${ms(spread.probes)} (${spread.probes.length} probes); load average ${loadAverage()}`,
  );
} finally {
  await killGroup(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
