import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

export class DataDirBusyError extends Error {}

function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. A lock file
 * beside (not inside) the PGlite data holds our pid; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'swapsies.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirBusyError(
          `The embedded database in ${path.resolve(dataDir)} is in use by another Swapsies process (pid ${holder}). Stop it, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock ${path.resolve(dataDir)}`);
}

/** A `kill -9` leaves postmaster.pid behind, which would stop PGlite from starting. We hold the
 * lock, so any such file is stale. */
export function removeStalePostmasterPid(pgdata: string, logger?: Logger) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (existsSync(pidFile)) {
    rmSync(pidFile, { force: true });
    logger?.warn('removed a stale postmaster.pid left by an earlier crash');
  }
}
