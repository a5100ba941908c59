import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathOf } from './lock.ts';

/** A pid that is not running: above the kernel's pid_max default range. */
const DEAD_PID = 2 ** 22 + 12345;

describe('data directory lock', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sandbox-lock-'));
    dataDir = path.join(root, 'data');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('holds the pid of its owner beside the directory and removes it on release', () => {
    const lock = lockDataDir(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second owner while the first runs, naming the directory and the pid', () => {
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`${dataDir}.*in use by process ${process.pid}`),
    );
    first.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    writeFileSync(lockPathOf(dataDir), `${DEAD_PID}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats a lock without a pid (being written) as held', () => {
    writeFileSync(lockPathOf(dataDir), '');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('does not remove a lock that another process took over', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8').trim()).toBe('1');
  });
});
