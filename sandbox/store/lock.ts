/**
 * One process at a time per data directory (docs/decisions/0020): an exclusive lock file
 * `<dataDir>.lock` beside the directory (a reset deletes the directory itself), created with
 * `O_EXCL` and holding the owner's pid. A lock whose pid is no longer running is stale and taken
 * over. A running sandbox and `sandbox:reset` both take it, so neither runs beside the other.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The sandbox data directory ${dataDir} is in use by ${
        pid === null ? 'another process' : `process ${pid}`
      }. Stop that sandbox first, or set SANDBOX_DATA_DIR to another directory. ` +
        `(Lock file: ${lockPathOf(dataDir)}; delete it only if no sandbox is running.)`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

function createExclusive(file: string, pid: number): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `dataDir` for this process, or throws `DataDirLockedError` when a running
 * process holds it (this one included: one sandbox per directory, also in-process).
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  const file = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (createExclusive(file, pid)) {
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(file) === pid) {
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        }
      };
      // A crash that skips close() still leaves a stale lock that the next start takes over.
      process.once('exit', release);
      return { path: file, release };
    }
    const holder = readPid(file);
    // A lock being written right now has no pid yet: treat it as held.
    if (holder === null || isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: its process is gone. Remove it and try once more (another starter may win).
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed it first.
    }
  }
  throw new DataDirLockedError(dataDir, readPid(file));
}
