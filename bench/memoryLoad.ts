import fs from 'node:fs';
import autocannon from 'autocannon';
import { checkedOutShopper, loadAverage, type Shopper, startServer, stepBodies } from './benchServer';

/**
 * The server's resident memory under a steady shopper load: the real server on the catalog with
 * 10,000 extra plans, 100 requests a second for MEMORY_SECONDS (default 600) across the shopper's
 * calls (plan list pages and categories, plan pricing, the cart, Personal and Contact saves) of
 * many checked-out shoppers, each with its own cookie. The server's VmRSS (/proc/<pid>/status of
 * the node process itself) is read every few seconds. Budget: no errors, and after a warm-up the
 * memory at the end no more than MEMORY_MARGIN_MB (default 60) over its level after the warm-up.
 * `npm run bench:memory`; MEMORY_PORT (default 3303); exits 1 over budget.
 */
const SECONDS = Number(process.env.MEMORY_SECONDS ?? 600);
const PORT = Number(process.env.MEMORY_PORT ?? 3303);
const MARGIN_MB = Number(process.env.MEMORY_MARGIN_MB ?? 60);
const RATE = 100;
const SAMPLE_MS = 5000;
/**
 * Contact saves (one call in 20, 5 a second) are limited to 30 a shopper in 15 minutes: enough
 * shoppers to stay under it (one per 4 seconds of load, 20 to 200).
 */
const SHOPPERS = Math.min(200, Math.max(20, Math.ceil(SECONDS / 4)));
const WARM_UP_SHARE = 0.2;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The call for a turn of the load, a mix weighted like a store's traffic, each by a shopper in
 * turn; the Contact saves (one turn in 20) go round the shoppers on their own.
 */
function callFor(turn: number, shoppers: Shopper[]): autocannon.Request {
  const slot = turn % 20;
  const shopper = shoppers[(slot === 19 ? Math.floor(turn / 20) : turn) % shoppers.length] as Shopper;
  const { id, cookie } = shopper;
  const json = { cookie, 'content-type': 'application/json' };
  const page = 1 + (Math.floor(turn / 20) % 3);
  if (slot < 6)
    return {
      method: 'GET' as const,
      path: `/api/v1/get-filtered-plans?enrollment_id=${id}&page=${page}`,
      headers: { cookie },
    };
  if (slot < 8)
    return {
      method: 'GET' as const,
      path: `/api/v1/get-filtered-plans?enrollment_id=${id}&categories=dental,vision`,
      headers: { cookie },
    };
  if (slot < 12)
    return {
      method: 'GET' as const,
      path: `/api/v1/get-plan-pricing-detail?pid=${101 + 10 * (turn % 9)}&enrollment_id=${id}`,
      headers: { cookie },
    };
  if (slot < 15)
    return { method: 'GET' as const, path: `/api/v1/get-plan-cart?enrollment_id=${id}`, headers: { cookie } };
  if (slot < 19)
    return {
      method: 'POST' as const,
      path: '/api/v1/save-personal-info',
      headers: json,
      body: stepBodies(id).personal,
    };
  return {
    method: 'POST' as const,
    path: '/api/v1/save-contact-info',
    headers: json,
    body: stepBodies(id).contact,
  };
}

const server = await startServer(10_000, PORT);
let failed = 0;
const samples: { at: number; mb: number }[] = [];
try {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('no server pid');
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i++) shoppers.push(await checkedOutShopper(server.base));
  // Every kind of call answers 2xx before the load starts (a wrong mix would only show as errors).
  for (let turn = 0; turn < 20; turn++) {
    const call = callFor(turn, shoppers);
    const response = await fetch(`${server.base}${call.path}`, {
      method: call.method ?? 'GET',
      headers: (call.headers ?? {}) as Record<string, string>,
      ...(call.body === undefined ? {} : { body: String(call.body) }),
    });
    if (!response.ok)
      throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
  }
  const started = Date.now();
  samples.push({ at: 0, mb: rssMb(pid) });
  const sampler = setInterval(() => samples.push({ at: Date.now() - started, mb: rssMb(pid) }), SAMPLE_MS);
  let next = 0;
  const result = await autocannon({
    url: server.base,
    connections: 10,
    duration: SECONDS,
    overallRate: RATE,
    requests: [
      {
        setupRequest: (request) => {
          const turn = next++;
          return { ...request, ...callFor(turn, shoppers) };
        },
      },
    ],
  });
  clearInterval(sampler);
  samples.push({ at: Date.now() - started, mb: rssMb(pid) });
  failed = result.errors + result.timeouts + result.non2xx;
  const warm = samples.find((s) => s.at >= SECONDS * 1000 * WARM_UP_SHARE) ?? samples[0];
  const start = samples[0];
  const end = samples[samples.length - 1];
  const peak = samples.reduce((a, b) => (b.mb > a.mb ? b : a));
  if (!start || !end || !warm) throw new Error('no memory samples');
  console.log(
    `\n${SECONDS} s at ${RATE} req/s (${result.requests.total} requests, ${failed} errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms); load average ${loadAverage()}`,
  );
  console.log(
    `server RSS: start ${start.mb} MB, after warm-up (${Math.round(warm.at / 1000)} s) ${warm.mb} MB, peak ${peak.mb} MB (${Math.round(peak.at / 1000)} s), end ${end.mb} MB`,
  );
  const step = Math.max(1, Math.floor(samples.length / 12));
  console.log(
    `samples (s: MB): ${samples
      .filter((_, i) => i % step === 0)
      .map((s) => `${Math.round(s.at / 1000)}: ${s.mb}`)
      .join(', ')}`,
  );
  const grew = end.mb - warm.mb;
  if (failed > 0 || grew > MARGIN_MB) {
    console.error(
      `\nOver budget: ${failed} errors; memory grew ${grew} MB after the warm-up (budget ${MARGIN_MB} MB).`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `\nWithin budget: no errors; memory grew ${grew} MB after the warm-up (budget ${MARGIN_MB} MB).`,
    );
  }
} finally {
  await server.stop();
}
