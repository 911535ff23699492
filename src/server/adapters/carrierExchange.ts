/**
 * How the store reaches a carrier's files: the settings the catalog keeps per carrier, and the four
 * calls a feed worker makes in one exchange run. Both back ends (folders under DATA_DIR, SFTP) give the
 * same promises because they share the logic here and differ only in a small `FileArea`.
 */

/** A carrier's delivery settings (the catalog's carrier record holds them; the lead joins the two types). */
export type CarrierDelivery =
  | { kind: 'files' }
  | {
      kind: 'sftp';
      host: string;
      port: number;
      username: string;
      /** Folder on the server where the store puts its files (834s). */
      outbound_dir: string;
      /** Folder on the server where the carrier leaves its acknowledgements (999, TA1). */
      inbound_dir: string;
      /**
       * The name of the environment variable holding the password or the private key (PEM/OpenSSH text);
       * the secret itself is never in the catalog. Only a name the store's rules allow is read
       * (carrierDeliveryRules.ts: the operator's prefix, never one of the store's own settings).
       */
      secret_env: string;
      /**
       * The server's host key fingerprint as `ssh-keygen -lf` prints it ("SHA256:…"); required in
       * production, where an unpinned server is never connected to; unset elsewhere trusts any key.
       */
      host_key_sha256?: string;
    };

/** One exchange run with one carrier: everything happens on one connection, closed at the end. */
export interface CarrierExchange {
  /**
   * Delivers a whole file under fileName or throws. Never leaves a partial file under the final name
   * (it is written as `<name>.part`, then renamed), nor a `.part` once the file is delivered. A file
   * already there with the same content is 'delivered' (a retry after a lost answer arrives once); with
   * other content it is an error. `beforeRename` runs once the whole `.part` is written, just before the
   * rename that shows the file to the carrier: the caller records there that the carrier may have it.
   * With `mayHaveRenamed` (an earlier attempt got that far), a file neither under its name nor as a
   * `.part` was taken by the carrier: 'taken', and it is never uploaded again. A rename answered with a
   * failure is checked on the server the same way before it counts as failed.
   */
  send(fileName: string, content: Buffer, plan?: SendPlan): Promise<SendOutcome>;
  /** Names of the files waiting in the inbound folder, in name order (`.part` and dot files left out). */
  inbound(): Promise<string[]>;
  /** An inbound file's size in bytes (null when it is gone), asked of the server before any byte is read. */
  inboundSize(name: string): Promise<number | null>;
  read(name: string): Promise<Buffer>;
  /** Moves a processed inbound file into `done/` so it is never read twice. */
  done(name: string): Promise<void>;
  /**
   * Moves an inbound file the store will not act on (it matches nothing the store sent, or names
   * another sender) into `unmatched/` beside `done/`, where an operator looks.
   */
  setAside(name: string): Promise<void>;
  /**
   * Removes a delivered file (and any `.part` of it) from the outbound folder: one the carrier has
   * answered, once the store's retention has passed. Nothing to remove is not an error.
   */
  removeSent(fileName: string): Promise<void>;
}

/** What the caller knows of earlier attempts, and its hook before the carrier can see the file. */
interface SendPlan {
  mayHaveRenamed?: boolean;
  beforeRename?: () => Promise<void>;
}

/** 'delivered': the file is under its name now; 'taken': it was renamed, then the carrier took it away. */
type SendOutcome = 'delivered' | 'taken';

/** The few file operations a back end provides; paths are joined by the back end's own rule. */
export interface FileArea {
  join(folder: string, name: string): string;
  /** Makes the folder and its parents when missing. */
  makeFolder(folder: string): Promise<void>;
  /** The file's size, or null when there is no file (or it is a folder). */
  sizeOf(file: string): Promise<number | null>;
  readFile(file: string): Promise<Buffer>;
  /** Creates or truncates the file and writes the whole content. */
  writeFile(file: string, content: Buffer): Promise<void>;
  /** Renames without ever replacing: throws `TargetExists` when `to` is taken. */
  renameNoReplace(from: string, to: string): Promise<void>;
  /** Names of the regular files in the folder. */
  listFiles(folder: string): Promise<string[]>;
  removeFile(file: string): Promise<void>;
}

/** What `renameNoReplace` throws when the new name is already taken. */
export class TargetExists extends Error {
  constructor(target: string) {
    super(`${target} already exists`);
    this.name = 'TargetExists';
  }
}

/** A file the store sends: letters, digits, dot, dash and underscore; never a `.part` name. */
const SEND_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const PART = '.part';
const DONE_FOLDER = 'done';
const UNMATCHED_FOLDER = 'unmatched';

function checkSendName(fileName: string): string {
  if (!SEND_NAME.test(fileName) || fileName.endsWith(PART)) {
    throw new Error(`Invalid carrier file name: ${JSON.stringify(fileName)}`);
  }
  return fileName;
}

/** A name as the carrier's folder lists it: one path segment, nothing that could leave the folder. */
function checkInboundName(name: string): string {
  if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name) || name.length > 255) {
    throw new Error(`Invalid inbound file name: ${JSON.stringify(name)}`);
  }
  return name;
}

/** The exchange's promises over a back end's file area and its two folders. */
export function exchangeOver(
  area: FileArea,
  folders: { outbound: string; inbound: string },
): CarrierExchange {
  let outboundReady = false;
  const readyFolders = new Set<string>();

  /** Moves an inbound file into one of the inbound folder's own folders (done/, unmatched/). */
  async function moveInbound(name: string, folderName: string): Promise<void> {
    const from = area.join(folders.inbound, checkInboundName(name));
    const folder = area.join(folders.inbound, folderName);
    if (!readyFolders.has(folder)) {
      await area.makeFolder(folder);
      readyFolders.add(folder);
    }
    // A carrier may reuse a file name later: the earlier one is kept, the later one numbered.
    for (let copy = 1; copy <= 1000; copy += 1) {
      const to = area.join(folder, copy === 1 ? name : `${name}.${copy}`);
      try {
        await area.renameNoReplace(from, to);
        return;
      } catch (error) {
        if (!(error instanceof TargetExists)) throw error;
      }
    }
    throw new Error(`No free name in ${folder} for ${name}`);
  }

  /** The same content already under the final name is a delivered file; other content is a conflict. */
  async function alreadyDelivered(target: string, content: Buffer): Promise<boolean> {
    const size = await area.sizeOf(target);
    if (size === null) return false;
    if (size === content.length && (await area.readFile(target)).equals(content)) return true;
    throw new Error(`${target} already exists with different content; not replaced`);
  }

  /** A stale `.part` (a kill between the link and the unlink of a rename) is removed once delivered. */
  async function removeIfThere(file: string): Promise<void> {
    if ((await area.sizeOf(file)) !== null) await area.removeFile(file);
  }

  return {
    async send(fileName, content, plan = {}) {
      const target = area.join(folders.outbound, checkSendName(fileName));
      const part = `${target}${PART}`;
      if (!outboundReady) {
        await area.makeFolder(folders.outbound);
        outboundReady = true;
      }
      if (await alreadyDelivered(target, content)) {
        await removeIfThere(part);
        return 'delivered';
      }
      // The earlier attempt had the whole .part and was renaming it: no .part left means it was renamed.
      if (plan.mayHaveRenamed && (await area.sizeOf(part)) === null) return 'taken';
      await area.writeFile(part, content);
      // A transfer that ended early without an error must not become the file under its final name.
      const written = await area.sizeOf(part);
      if (written !== content.length) {
        throw new Error(`${part} holds ${written ?? 'no'} bytes of ${content.length}; not renamed`);
      }
      await plan.beforeRename?.();
      try {
        await area.renameNoReplace(part, target);
        return 'delivered';
      } catch (error) {
        // Someone delivered it between the check and the rename: same content is still a success.
        if (await alreadyDelivered(target, content)) {
          await removeIfThere(part);
          return 'delivered';
        }
        if (error instanceof TargetExists) throw error;
        // A rename answered with a failure may have been done (some SFTP servers): the .part tells.
        if ((await area.sizeOf(part)) === null) return 'taken';
        throw error;
      }
    },
    async inbound() {
      const names = await area.listFiles(folders.inbound).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'ENOENT') return [];
        throw error;
      });
      return names.filter((name) => !name.endsWith(PART) && !name.startsWith('.')).sort();
    },
    inboundSize: (name) => area.sizeOf(area.join(folders.inbound, checkInboundName(name))),
    async read(name) {
      return area.readFile(area.join(folders.inbound, checkInboundName(name)));
    },
    done: (name) => moveInbound(name, DONE_FOLDER),
    setAside: (name) => moveInbound(name, UNMATCHED_FOLDER),
    async removeSent(fileName) {
      const target = area.join(folders.outbound, checkSendName(fileName));
      await removeIfThere(`${target}${PART}`);
      await removeIfThere(target);
    },
  };
}
