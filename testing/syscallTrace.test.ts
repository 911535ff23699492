import { describe, expect, it } from 'vitest';
import { answersOnDisk } from './syscallTrace';

const WAL = '/tmp/bs-traced-x/data/store.db-wal';
const write = (pid: number) => `${pid}  pwrite64(21<${WAL}>, "\\0\\0\\0\\2"..., 4120, 32) = 4120`;
const answer = (pid: number) =>
  `${pid}  writev(28<socket:[5213]>, [{iov_base="HTTP/1.1 200 OK\\r\\ncontent-type: app"..., iov_len=564}], 1) = 564`;

describe('answersOnDisk', () => {
  it('counts a sync that strace split around another thread, with the padded line it prints on resuming', () => {
    // The lines as strace -f -y writes them: a short line's result is padded out to column 40.
    const trace = [
      write(100),
      `101  fdatasync(29<${WAL}> <unfinished ...>`,
      '100  write(17<anon_inode:[eventfd]>, "\\1\\0\\0\\0\\0\\0\\0\\0", 8) = 8',
      '101  <... fdatasync resumed>)            = 0',
      answer(100),
    ].join('\n');
    expect(answersOnDisk(trace)).toEqual([{ status: 'HTTP/1.1 200', unsynced: false }]);
  });

  it('finds an answer written after a WAL write that no sync covers', () => {
    const trace = [
      `101  fdatasync(29<${WAL}> <unfinished ...>`,
      write(100),
      '101  <... fdatasync resumed>)            = 0',
      answer(100),
      `101  fdatasync(29<${WAL}>)  = 0`,
      answer(100),
    ].join('\n');
    expect(answersOnDisk(trace)).toEqual([
      { status: 'HTTP/1.1 200', unsynced: true },
      { status: 'HTTP/1.1 200', unsynced: false },
    ]);
  });
});
