import path from 'node:path';
import { PROJECT_ROOT } from './projectRoot';

/**
 * Where `npm run build:server` (scripts/buildServer.mjs) puts the server: one bundle per entry, named
 * after its source file (main.js, catalogCommand.js, applicationPdf.js for the PDF worker).
 */
export const SERVER_BUILD_DIR = path.join(PROJECT_ROOT, 'dist-server');

/**
 * Whether this code runs from that bundle (a .js file) rather than from its TypeScript source (vitest,
 * `tsx watch`): a worker thread is started from the built file with plain node, or from source with tsx.
 */
export const RUNS_FROM_BUILD = path.extname(import.meta.filename) === '.js';
