/**
 * Reads an `strace -f -y` log of the server (pwrite64, write, writev, fdatasync, fsync) for one rule:
 * every HTTP answer is written after a sync of the WAL that began after the last write to the WAL
 * before it. Lines are in the order the calls were made; a call another thread makes meanwhile is
 * split into "<unfinished ...>" and "<... resumed>".
 */
export interface AnswerOnDisk {
  /** The answer's status line, e.g. "HTTP/1.1 200". */
  status: string;
  /** Whether the WAL was written before this answer without a sync since. */
  unsynced: boolean;
}

const LINE = /^(\d+)\s+(.*)$/;
const WAL_WRITE = /^pwrite64\(\d+<([^>]+-wal)>/;
// strace pads a short line with spaces so that its result starts at column 40.
const SYNC_DONE = /^f(?:data)?sync\(\d+<([^>]+-wal)>\)\s+= 0/;
const SYNC_STARTED = /^f(?:data)?sync\(\d+<([^>]+-wal)> <unfinished/;
const SYNC_RESUMED = /^<\.\.\. f(?:data)?sync resumed>\)\s+= 0/;
const ANSWER = /^writev?\(\d+<(?:socket|TCP)[^>]*>, .*?"(HTTP\/1\.1 \d{3})/;

export function answersOnDisk(trace: string): AnswerOnDisk[] {
  const answers: AnswerOnDisk[] = [];
  const syncing = new Map<string, number>();
  let lastWalWrite = -1;
  let lastCoveredWrite = -1;
  trace.split('\n').forEach((line, index) => {
    const [, pid = '', call = ''] = LINE.exec(line) ?? [];
    if (WAL_WRITE.test(call)) lastWalWrite = index;
    else if (SYNC_DONE.test(call)) lastCoveredWrite = Math.max(lastCoveredWrite, lastWalWrite);
    else if (SYNC_STARTED.test(call)) syncing.set(pid, lastWalWrite);
    else if (SYNC_RESUMED.test(call) && syncing.has(pid)) {
      // A sync covers what was written before it began, not what came while it ran.
      lastCoveredWrite = Math.max(lastCoveredWrite, syncing.get(pid) as number);
      syncing.delete(pid);
    } else {
      const answer = ANSWER.exec(call);
      if (answer) answers.push({ status: answer[1] as string, unsynced: lastWalWrite > lastCoveredWrite });
    }
  });
  return answers;
}
