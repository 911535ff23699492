import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type * as applicationPdf from './applicationPdf';
import type { ApplicationRecord } from './applicationRecord';

/** The module a pool thread loads, and the export it calls: the one renderer, as the tests read it. */
const WORKER_FILE = fileURLToPath(new URL('./applicationPdf.ts', import.meta.url));
const WORKER_EXPORT: keyof typeof applicationPdf = 'renderApplicationPdf';

/**
 * The server runs its TypeScript through tsx (`tsx src/server/main.ts`, or node `--import tsx` in the
 * tests' processes), and vitest loads it through its own transform, which a thread does not inherit:
 * every pool thread registers tsx's loader itself, by the file's address, whatever the working folder.
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Renders signed applications away from the event loop; `rendered` counts the PDFs made (the cache's tests count them). */
export interface PdfRenderer {
  render(record: ApplicationRecord): Promise<Uint8Array>;
  /** How many PDFs this renderer has made since it started. */
  readonly rendered: number;
  /** Ends the pool's threads; a render asked after this fails. */
  close(): Promise<void>;
}

/** Thrown when more renders wait than the queue holds: the caller answers 503 and the client retries. */
export class RenderQueueFull extends Error {
  constructor() {
    super('The PDF render queue is full');
  }
}

/** One thread on a two-core machine (the other core is the event loop's), two past that. */
const defaultPdfThreads = (): number => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * PDF rendering in a worker-thread pool (piscina): pdf-lib lays out text and decodes the signature
 * picture on a thread of its own, so /healthz and every other request keep answering while it
 * works. Threads start on the first render (an app that never renders starts none) and end after a
 * few idle minutes; at most `queue` renders wait, the rest are refused at once (RenderQueueFull).
 */
export function pdfRenderPool(options: { threads?: number; queue?: number } = {}): PdfRenderer {
  const threads = options.threads ?? defaultPdfThreads();
  const queue = options.queue ?? 16;
  let pool: Piscina<ApplicationRecord, Uint8Array> | null = null;
  let closed = false;
  let rendered = 0;
  return {
    get rendered() {
      return rendered;
    },
    async render(record) {
      if (closed) throw new Error('The PDF renderer is closed');
      pool ??= new Piscina({
        filename: WORKER_FILE,
        name: WORKER_EXPORT,
        minThreads: 0,
        maxThreads: threads,
        maxQueue: queue,
        idleTimeout: 5 * 60_000,
        execArgv: ['--import', TSX_LOADER],
      });
      if (pool.queueSize >= queue) throw new RenderQueueFull();
      const pdf = await pool.run(record);
      rendered += 1;
      return pdf;
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
