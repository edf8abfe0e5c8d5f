// One browser-test run at a time per machine and port set: the e2e setup holds this lock while its
// servers run, and `npm run build` waits for it so a build never replaces dists under running tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function lockDir(shellPort = 3000) {
  return path.join(os.tmpdir(), `planner-e2e-${shellPort}.lock`);
}

function owner(dir) {
  try {
    return Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8')) || null;
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live process holding the lock, or null (a stale lock is removed). */
export function lockHolder(shellPort = 3000) {
  const dir = lockDir(shellPort);
  if (!fs.existsSync(dir)) return null;
  const pid = owner(dir);
  if (pid !== null && alive(pid)) return pid;
  if (pid !== null) fs.rmSync(dir, { recursive: true, force: true });
  return null;
}

/** Takes the lock (waiting for a live holder). Resolves with release(). */
export async function acquireE2eLock({
  shellPort = 3000,
  timeoutMs = 20 * 60_000,
  log = console.log,
} = {}) {
  const dir = lockDir(shellPort);
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return async () => {
        if (owner(dir) === process.pid) fs.rmSync(dir, { recursive: true, force: true });
      };
    } catch {
      const holder = lockHolder(shellPort);
      if (holder === null) continue;
      if (Date.now() - started > timeoutMs)
        throw new Error(`another e2e run (pid ${holder}) holds ${dir}`);
      if (!told) {
        log(`waiting for another e2e run (pid ${holder}) to finish…`);
        told = true;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Waits while another process runs browser tests against the dists (never waits for itself). */
export async function waitForE2eRuns({ shellPort = 3000, log = console.log } = {}) {
  let told = false;
  for (;;) {
    const holder = lockHolder(shellPort);
    if (holder === null || holder === process.pid) return;
    if (!told) {
      log(`an e2e run (pid ${holder}) is using the dists: waiting for it before building…`);
      told = true;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}
