// Starts the Firebase Auth emulator (project demo-planner) unless one already answers, and waits until ready.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EMULATOR_HOST = createRequire(import.meta.url)(
  '../../tooling/config/index.cjs',
).AUTH_EMULATOR_HOST;
export const PROJECT_ID = 'demo-planner';

async function isUp(host) {
  try {
    const res = await fetch(`http://${host}/`);
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves with `stop()` once `GET http://127.0.0.1:9099/` answers (about 10 s cold).
 * If an emulator is already running there it is reused and `stop()` leaves it alone.
 */
export async function startAuthEmulator({ log = false, timeoutMs = 60_000 } = {}) {
  if (await isUp(EMULATOR_HOST)) return { host: EMULATOR_HOST, reused: true, stop: async () => {} };
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
      stdio: log ? 'inherit' : 'ignore',
      detached: true,
    },
  );
  const started = Date.now();
  while (!(await isUp(EMULATOR_HOST))) {
    if (child.exitCode !== null)
      throw new Error(`auth emulator exited with code ${child.exitCode}`);
    if (Date.now() - started > timeoutMs) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error('auth emulator did not start in time');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host: EMULATOR_HOST,
    reused: false,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
  };
}

/** Creates a user on the emulator and returns its ID token (tests only). */
export async function emulatorSignUp({ email, password, anonymous = false } = {}) {
  const body = anonymous
    ? { returnSecureToken: true }
    : { email, password, returnSecureToken: true };
  const res = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) throw new Error(`emulator signUp failed: ${res.status} ${await res.text()}`);
  const json = await res.json();
  return { uid: json.localId, idToken: json.idToken, refreshToken: json.refreshToken };
}
