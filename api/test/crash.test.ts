// The real process: `tsx src/main.ts` starts from env, and acknowledged writes survive a SIGKILL.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Task } from '@planner/shared/model';
import type { User } from './helpers';
import { DATABASE_URL, EMULATOR_HOST, SECRET, signUp, taskBody, tempDir } from './helpers';

jest.setTimeout(90_000);

const API_DIR = path.resolve(__dirname, '..');
// tsx as a loader of this very process (its CLI would fork a child that SIGKILL would orphan).
const TSX_LOADER = path.resolve(API_DIR, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

type Server = { child: ChildProcess; base: string; output: () => string };

async function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    APP_SECRET: SECRET,
    PLANNER_DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: 'demo-planner',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    LOG_LEVEL: 'info',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', `file://${TSX_LOADER}`, 'src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited (${child.exitCode}): ${out}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error(`api did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, output: () => out };
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function api(server: Server, user: User, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'app-secret': SECRET,
      authorization: `Bearer ${user.token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: unknown } };
}

describe('the api process', () => {
  let server: Server | null = null;
  const dataDir = tempDir('planner-api-crash-');
  afterAll(async () => {
    if (server) await kill9(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from the environment, answers /health and logs neither token nor secret', async () => {
    const port = await freePort();
    const user = await signUp();
    server = await startServer(port, dataDir);
    const health = await fetch(`${server.base}/health`);
    expect(await health.json()).toEqual({
      success: true,
      data: { status: 'ok', database: DATABASE_URL ? 'postgres' : 'pglite' },
    });
    const list = await api(server, user, 'GET', '/testconnect/task/task');
    expect(list).toEqual({ status: 200, body: { success: true, revision: 0, data: [] } });
    expect(server.output()).toContain('planner api ready');
    expect(server.output()).not.toContain(user.token);
    expect(server.output()).not.toContain(SECRET);
    await kill9(server.child);
    server = null;
  });

  it('keeps every acknowledged write after SIGKILL and restart', async () => {
    const port = await freePort();
    const user = await signUp();
    server = await startServer(port, dataDir);
    const s = server;
    const acked = new Map<string, Task>();
    const deleted = new Set<string>();
    // Writes sent but not answered when the process died may or may not have happened.
    const inFlight = new Map<string, 'update' | 'delete'>();
    let settingsAck: unknown = null;

    // Writers keep going while the process is killed; only what was answered with success counts.
    let killed = false;
    // Counts acknowledged creates; `acked` itself shrinks when a delete is acknowledged.
    let createdCount = 0;
    const writer = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const created = await api(s, user, 'POST', '/connect/task/create', {
            task: taskBody({ title: `w${n}-${i}` }),
          });
          if (created.status !== 201) continue;
          const task = created.body.data as Task;
          acked.set(task.id, task);
          createdCount++;
          if (i % 3 === 0) {
            inFlight.set(task.id, 'update');
            const upd = await api(s, user, 'PUT', `/connect/task/update/${task.id}`, {
              task: { ...task, title: `w${n}-${i} edited` },
            });
            if (upd.status === 200) acked.set(task.id, upd.body.data as Task);
            inFlight.delete(task.id);
          }
          if (i % 5 === 4) {
            inFlight.set(task.id, 'delete');
            const del = await api(s, user, 'DELETE', `/connect/task/delete/${task.id}`);
            if (del.status === 200) {
              acked.delete(task.id);
              deleted.add(task.id);
            }
            inFlight.delete(task.id);
          }
          if (n === 0 && i % 4 === 0) {
            const st = await api(s, user, 'PUT', '/connect/settings/update', {
              settings: {
                ...(settingsAck ?? {}),
                deleteDelay: 60_000 + i,
                lastUpdated: (settingsAck as { lastUpdated?: number } | null)?.lastUpdated ?? 0,
              },
            });
            if (st.status === 200) settingsAck = st.body.data;
          }
        } catch {
          return; // connection refused/reset: the process is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map((n) => writer(n));
    const until = Date.now() + 30_000;
    while (createdCount < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    await kill9(s.child);
    killed = true;
    await Promise.all(writers);
    expect(createdCount).toBeGreaterThanOrEqual(40);
    expect(acked.size).toBeGreaterThan(0);

    server = await startServer(port, dataDir);
    const tasks = (await api(server, user, 'GET', '/connect/task/task')).body.data as Task[];
    const byId = new Map(tasks.map((t) => [t.id, t]));
    for (const [id, task] of acked) {
      const stored = byId.get(id);
      const pending = inFlight.get(id);
      if (pending === 'delete' && !stored) continue;
      if (pending === 'update' && stored && stored.lastUpdated > task.lastUpdated) {
        expect(stored).toEqual({
          ...task,
          title: `${task.title} edited`,
          lastUpdated: stored.lastUpdated,
        });
        continue;
      }
      expect(stored).toEqual(task);
    }
    for (const id of deleted) expect(byId.has(id)).toBe(false);
    if (settingsAck) {
      const settings = (await api(server, user, 'GET', '/connect/settings/settings')).body.data as {
        lastUpdated: number;
      };
      expect(settings.lastUpdated).toBeGreaterThanOrEqual(
        (settingsAck as { lastUpdated: number }).lastUpdated,
      );
    }
  });
});

/** Runs main.ts until it exits; resolves with its exit code and what it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', `file://${TSX_LOADER}`, 'src/main.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('unsafe setups are refused at start', () => {
  it('a second api on the same embedded database folder refuses to start and says how to scale out', async () => {
    const dataDir = tempDir('planner-api-twin-');
    // The embedded store, whatever database this suite runs on.
    const first = await startServer(await freePort(), dataDir, { DATABASE_URL: '' });
    try {
      const second = await runToExit({
        API_PORT: String(await freePort()),
        API_HOST: '127.0.0.1',
        APP_SECRET: SECRET,
        PLANNER_DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`The embedded database in ${dataDir} is already used`);
      expect(second.output).toContain('set DATABASE_URL to a PostgreSQL server');
      // The first one is untouched.
      expect((await fetch(`${first.base}/health`)).status).toBe(200);
    } finally {
      await kill9(first.child);
    }
    // Its lock dies with it: a restart after the crash takes the folder over.
    const again = await startServer(await freePort(), dataDir, { DATABASE_URL: '' });
    await kill9(again.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.lock`, { force: true });
  });

  it('production with the auth emulator host set refuses to start', async () => {
    const run = await runToExit({
      NODE_ENV: 'production',
      API_PORT: String(await freePort()),
      APP_SECRET: 'a-production-secret',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      PLANNER_DATA_DIR: tempDir('planner-api-prod-'),
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production');
  });
});
