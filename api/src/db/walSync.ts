// Durability of the embedded database on an OS crash: PGlite writes its WAL through to the files, but its
// fsync does nothing, so an acknowledged commit could sit in the OS cache. After each write the api syncs
// the segment PostgreSQL writes to (and the WAL folder) before answering. Concurrent writes share one
// sync (group commit).
import fs from 'node:fs';
import path from 'node:path';

export type Sync = () => Promise<void>;

const SEGMENT = /^[0-9A-F]{24}$/;

async function fsyncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Syncs the most recently written WAL segment of `dataDir`, then the folder itself. */
async function syncWal(dataDir: string): Promise<void> {
  const walDir = path.join(dataDir, 'pg_wal');
  const names = (await fs.promises.readdir(walDir)).filter((n) => SEGMENT.test(n));
  let newest: { file: string; mtime: number } | null = null;
  for (const name of names) {
    const file = path.join(walDir, name);
    const { mtimeMs } = await fs.promises.stat(file);
    if (!newest || mtimeMs > newest.mtime) newest = { file, mtime: mtimeMs };
  }
  if (newest) await fsyncPath(newest.file);
  await fsyncPath(walDir);
}

/**
 * A sync for this data folder. A call made while a sync runs waits for the next one (its write may
 * have missed the running one); calls made meanwhile share that next one.
 */
export function createWalSync(dataDir: string): Sync {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = syncWal(dataDir).finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(
      () => {
        next = null;
        return start();
      },
      () => {
        next = null;
        return start();
      },
    );
    return next;
  };
}
