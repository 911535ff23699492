import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive, finished, killGroup, type RunningProcess } from '../testing/processGroup';
import { RealBrowser } from '../testing/realBrowser';
import { freePort, runEntry, startServer } from '../testing/serverProcess';

/** The attacks' fixed key (64 hex, not a pattern): demo mode takes it, so a test can seal and open as the server does. */
export const TEST_ENCRYPTION_KEY = '3f9a1c47d2e85b06a4c9e17f58d2b3a6c0e94f7d1b28a5c3e6f40d9b72a18c5e';

/** Every process and folder this test file started or made, so afterAll can end and remove them all. */
const started: ChildProcess[] = [];
const folders: string[] = [];

/** A real store server (src/server/main.ts in its own process group) on a free port and a fresh DATA_DIR. */
export interface RealServer {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  dataDir: string;
  /** The server's process; its log lines (standard output) are in `outputText()`. */
  process: RunningProcess;
  /** A new browser with its own cookie jar; `address` is sent as X-Forwarded-For (believed under TRUST_PROXY). */
  browser(address?: string): RealBrowser;
}

/** A fresh temporary folder, removed by `stopEverything`. */
function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** A tiny web build (the page shell and one hashed asset) for SERVE_WEB=true; the asset's path. */
export function tinyWebBuild(): { dir: string; asset: string } {
  const dir = tempFolder('bs-attack-web-');
  const asset = '/assets/app-5ec0a7.js';
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, asset), `export const filler = '${'x'.repeat(20_000)}';\n`);
  return { dir, asset };
}

/**
 * Starts the real server on a new temp DATA_DIR with the test key (demo store, no web build unless
 * `env` says so). It is ended by `stopEverything`.
 */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const dataDir = tempFolder('bs-attack-');
  const port = await freePort();
  const child = await startServer(port, {
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  started.push(child);
  const url = `http://127.0.0.1:${port}`;
  return { url, port, dataDir, process: child, browser: (address) => new RealBrowser(url, address) };
}

/**
 * Runs a command of the server (named by its source file, such as src/server/memberLinkCommand.ts) with
 * node on its build in dist-server/, in its own process group as the server runs, to its end; its
 * standard output.
 */
export async function runCommand(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const child = runEntry(entry, args, env);
  child.stdin?.end();
  started.push(child);
  const { code, stdout, stderr } = await finished(child);
  if (code !== 0) throw new Error(`${entry} ended with ${code}: ${stderr}`);
  return stdout.trim();
}

/**
 * Kills every process group this file started and removes its folders, then fails (for the file's
 * afterAll) if a process is still alive or a folder still there: a file leaves nothing behind.
 */
export async function stopEverything(): Promise<void> {
  for (const child of started) await killGroup(child);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  const left = {
    alive: started.map((child) => child.pid as number).filter((pid) => alive(pid)),
    folders: folders.filter((folder) => fs.existsSync(folder)),
  };
  if (left.alive.length > 0 || left.folders.length > 0)
    throw new Error(`left behind: ${JSON.stringify(left)}`);
}
