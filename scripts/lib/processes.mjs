// Child processes of `npm start` and the e2e setup: spawned in their own process group, stopped together.
import { spawn } from 'node:child_process';

/**
 * Spawns a long-running command (detached into its own process group so that npm -> sh -> node
 * chains all stop together). Returns { child, stop() }.
 */
export function spawnService(name, command, args, { cwd, env, log = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: log ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  if (!log) {
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  return { name, child, stop, output: () => output };
}

/** Polls `url` until it answers with a status below 500; rejects if the service exits or time runs out. */
export async function waitForHttp(url, { service, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (service && (service.child.exitCode !== null || service.child.signalCode !== null)) {
      throw new Error(`${service.name} exited before it was ready:\n${service.output()}`);
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `${url} did not answer within ${timeoutMs / 1000} s${service ? `:\n${service.output()}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** True when something already answers at url. */
export async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}
