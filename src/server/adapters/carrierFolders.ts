import fs from 'node:fs/promises';
import path from 'node:path';
import { type CarrierExchange, exchangeOver, type FileArea, TargetExists } from './carrierExchange';

/**
 * The offline back end: a carrier's files are folders under the store's carrier files folder
 * (CARRIER_FILES_DIR, or DATA_DIR), <dir>/outbound/<carrier> for what the store sends and
 * <dir>/inbound/<carrier> for what comes back, private to the store's user. Every node of a store
 * exchanges through the same folder, so an interchange one node wrote is the one another finds. Whoever stands in for the carrier (a person, a sync job) picks up
 * and drops files there.
 */
export function carrierFolders(filesDir: string, carrierId: number): { outbound: string; inbound: string } {
  if (!Number.isSafeInteger(carrierId) || carrierId < 1) throw new Error(`Invalid carrier id: ${carrierId}`);
  return {
    outbound: path.join(filesDir, 'outbound', String(carrierId)),
    inbound: path.join(filesDir, 'inbound', String(carrierId)),
  };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Local files: a write is synced before its rename, and a rename is a hard link (never replaces) then unlink. */
const localArea: FileArea = {
  join: (folder, name) => path.join(folder, name),
  async makeFolder(folder) {
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  },
  async sizeOf(file) {
    try {
      const stats = await fs.stat(file);
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  readFile: (file) => fs.readFile(file),
  async writeFile(file, content) {
    const handle = await fs.open(file, 'w', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async renameNoReplace(from, to) {
    try {
      await fs.link(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new TargetExists(to);
      throw error;
    }
    await fs.unlink(from);
  },
  async listFiles(folder) {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  },
  async removeFile(file) {
    await fs.rm(file, { force: true });
  },
};

/**
 * Runs one exchange with a carrier's local folders (nothing to open or close). The inbound folder is
 * made when missing (the feed reads every carrier's each round: one mkdir of a folder that is there),
 * so whoever stands in for the carrier finds it waiting, private to the store's user, before anything
 * was sent, and again if someone removed it.
 */
export async function withFolderExchange<T>(
  filesDir: string,
  carrierId: number,
  work: (exchange: CarrierExchange) => Promise<T>,
): Promise<T> {
  const folders = carrierFolders(filesDir, carrierId);
  await localArea.makeFolder(folders.inbound);
  return work(exchangeOver(localArea, folders));
}
