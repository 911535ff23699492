import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getApplicationPdf } from '../src/contract/applicationPdfCalls';
import { fullPath } from '../src/contract/callPath';
import { submittedWithFirstTaken } from '../testing/journey';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../testing/pngFiles';
import { whileProbing } from '../testing/probes';
import { killGroup } from '../testing/processGroup';
import { RealBrowser } from '../testing/realBrowser';
import { freePort, startServer } from '../testing/serverProcess';
import { loadAverage } from './benchServer';

/**
 * Issue 26 on the real server: submitted enrollments signed with the heaviest picture the store
 * takes (the 2000×2000 16-bit expanding PNG if it is taken, else a 1440×480 pad at three device
 * pixels per CSS pixel), then their application PDFs downloaded while /healthz is asked every 50 ms:
 * once alone, 12 at once for one enrollment, and 12 at once for 12 enrollments. Prints the slowest
 * download and the slowest /healthz answer of each. `npx tsx bench/applicationPdfLoad.ts` (about a
 * minute). A figure, not a budget: security/applicationPdf.attack.test.ts holds the bound.
 */
const PARALLEL = 12;
const SIGNATURES = [
  ['2000×2000 16-bit RGBA (expanding)', pngDataUrl(EXPANDING_SIGNATURE)],
  ['1440×480 8-bit RGBA (the pad at DPR 3)', pngDataUrl({ width: 1440, height: 480, pixels: 40 })],
] as const;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-pdf-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'error' });

const signedEnrollment = async () => {
  const browser = new RealBrowser(base);
  const { id, taken } = await submittedWithFirstTaken(
    browser,
    SIGNATURES.map(([, signature]) => signature),
  );
  return { browser, id, signature: SIGNATURES[taken]?.[0] };
};

const download = async ({ browser, id }: { browser: RealBrowser; id: string }) => {
  const started = performance.now();
  const answer = await browser.request('GET', `${fullPath(getApplicationPdf)}?enrollment_id=${id}`);
  if (answer.status !== 200) throw new Error(`get-application-pdf answered ${answer.status}`);
  return performance.now() - started;
};

const report = (what: string, run: { answers: number[]; slowestMs: number; probes: number }) =>
  console.log(
    `${what}: slowest ${Math.round(Math.max(...run.answers))} ms; slowest /healthz ${Math.round(run.slowestMs)} ms (${run.probes} probes)`,
  );
const probed = (flood: () => Promise<number[]>) => whileProbing(base, ['/healthz'], flood, 50);
/** A submission (whose receipt carries the PDF) timed like a download. */
const timed = async () => {
  const started = performance.now();
  return { enrollment: await signedEnrollment(), ms: performance.now() - started };
};

try {
  const one = await signedEnrollment();
  console.log(`signature taken: ${one.signature}`);
  report('one download', await probed(async () => [await download(one)]));
  report('the same again', await probed(async () => [await download(one)]));
  const fresh = await signedEnrollment();
  report(
    `${PARALLEL} at once, one enrollment`,
    await probed(() => Promise.all(Array.from({ length: PARALLEL }, () => download(fresh)))),
  );
  let many: Awaited<ReturnType<typeof signedEnrollment>>[] = [];
  report(
    `${PARALLEL} submissions at once`,
    await probed(async () => {
      const made = await Promise.all(Array.from({ length: PARALLEL }, timed));
      many = made.map((each) => each.enrollment);
      return made.map((each) => each.ms);
    }),
  );
  report(`${PARALLEL} at once, ${PARALLEL} enrollments`, await probed(() => Promise.all(many.map(download))));
  console.log(`load average ${loadAverage()}`);
} finally {
  await killGroup(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
