// One api process per embedded database folder: PGlite is single-process, and a second process on the same
// folder would see only its own writes and lose them on restart. The lock is a file beside the folder
// holding the owner's pid; a lock whose process is gone (a crash) is taken over.
import fs from 'node:fs';

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws the reason; resolves with release(). */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is already used by another api process (pid ${owner}). ` +
          'PGlite serves one process only: to run several api instances, set DATABASE_URL to a PostgreSQL server.',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir} (${file})`);
}
