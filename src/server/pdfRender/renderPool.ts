import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { RUNS_FROM_BUILD, SERVER_BUILD_DIR } from '../serverBuild';
import type * as applicationPdf from './applicationPdf';
import type { PdfRecord } from './pdfRecord';

/** The export a pool thread calls: the record's kind picks the application's renderer or a change's. */
const WORKER_EXPORT: keyof typeof applicationPdf = 'renderPdf';

/**
 * The module a pool thread loads, and how. From the build (`node dist-server/main.js`), the bundled
 * worker with plain node: the thread inherits the server's node flags (source maps) and nothing else.
 * From source, applicationPdf.ts with tsx's loader: vitest runs the source through its own transform
 * and `tsx watch` through tsx, and a thread inherits neither, so each registers tsx itself, by the
 * loader's file address, whatever the working folder. Only the source case looks for tsx (a
 * development tool), so a production install without it renders all the same.
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  if (RUNS_FROM_BUILD) return { filename: path.join(SERVER_BUILD_DIR, 'applicationPdf.js') };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    filename: fileURLToPath(new URL('./applicationPdf.ts', import.meta.url)),
    execArgv: ['--import', tsxLoader],
  };
}

/**
 * Renders signed applications and changes' confirmations (a record of kind 'change') away from the
 * event loop; `rendered` counts the PDFs made (the cache's tests count them).
 */
export interface PdfRenderer {
  render(record: PdfRecord): Promise<Uint8Array>;
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
  let pool: Piscina<PdfRecord, Uint8Array> | null = null;
  let closed = false;
  let rendered = 0;
  return {
    get rendered() {
      return rendered;
    },
    async render(record) {
      if (closed) throw new Error('The PDF renderer is closed');
      pool ??= new Piscina({
        ...workerModule(),
        name: WORKER_EXPORT,
        minThreads: 0,
        maxThreads: threads,
        maxQueue: queue,
        idleTimeout: 5 * 60_000,
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
