import fs from 'node:fs';

/** After the run: the server's data folder for this run (playwright.config.ts) is removed, mail and all. */
export default function removeDataDir(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
