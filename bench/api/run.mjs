// bench/api: autocannon against GET /connect/task/task (1,000 tasks), POST /connect/task/create, and a bare
// Fastify route serving the same JSON from memory. Writes bench/results/api.json and prints a markdown table.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, emulatorSignUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const DURATION = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TASKS = 1000;
/** A user at the per-user cap (MAX_ITEMS_PER_USER): its list must stay fast. */
const TASKS_AT_CAP = 20_000;
const SECRET = 'bench-secret';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function summary(name, r) {
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    throughputMBps: Number((r.throughput.average / 1e6).toFixed(1)),
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  };
}

async function main() {
  const emulator = await startAuthEmulator();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-api-'));
  const children = [];
  try {
    const user = await emulatorSignUp({
      email: `bench-${Date.now()}@bench.planner`,
      password: 'Passw0rd!',
    });
    const apiPort = await freePort();
    const api = spawn(
      process.execPath,
      ['--import', `file://${path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')}`, 'src/main.ts'],
      {
        cwd: path.join(ROOT, 'api'),
        env: {
          ...process.env,
          // Not NODE_ENV=production: production refuses the auth emulator (it accepts unsigned tokens).
          API_PORT: String(apiPort),
          API_HOST: '127.0.0.1',
          APP_SECRET: SECRET,
          PLANNER_DATA_DIR: path.join(tmp, 'pglite'),
          DATABASE_URL: '',
          FIREBASE_PROJECT_ID: 'demo-planner',
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          RATE_LIMIT_MAX: '100000000',
          REMINDER_INTERVAL_MS: '0',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    children.push(api);
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/health`, api);
    const headers = {
      'content-type': 'application/json',
      'app-secret': SECRET,
      authorization: `Bearer ${user.idToken}`,
    };
    const taskBody = (i) => ({
      task: {
        title: `Task ${i}`,
        description: 'Seeded by bench/api to measure the list route with realistic rows.',
        priority: ['high', 'medium', 'low'][i % 3],
        deadline: null,
        deadlineRange: 'moreThan5Days',
        estimatedTimeRange: '15to2Hour',
        done: false,
        doneAt: null,
        createdAt: new Date().toISOString(),
        lastUpdated: Date.now(),
      },
    });
    const seed = async (count, seedHeaders) => {
      for (let i = 0; i < count; i += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, count - i) }, (_, k) =>
            fetch(`${base}/connect/task/create`, {
              method: 'POST',
              headers: seedHeaders,
              body: JSON.stringify(taskBody(i + k)),
            }).then((r) => {
              if (r.status !== 201) throw new Error(`seed failed: ${r.status}`);
            }),
          ),
        );
      }
    };
    await seed(TASKS, headers);
    const full = await emulatorSignUp({
      email: `bench-full-${Date.now()}@bench.planner`,
      password: 'Passw0rd!',
    });
    const fullHeaders = { ...headers, authorization: `Bearer ${full.idToken}` };
    const seedStarted = Date.now();
    await seed(TASKS_AT_CAP, fullHeaders);
    const seedAtCapS = (Date.now() - seedStarted) / 1000;
    const listRes = await fetch(`${base}/connect/task/task`, { headers });
    const listText = await listRes.text();
    const list = JSON.parse(listText);
    if (list.data.length !== TASKS)
      throw new Error(`expected ${TASKS} tasks, got ${list.data.length}`);
    const payloadFile = path.join(tmp, 'tasks.json');
    fs.writeFileSync(payloadFile, listText);

    const barePort = await freePort();
    const bare = fork(
      path.join(ROOT, 'bench/api/bareServer.mjs'),
      [String(barePort), payloadFile],
      { stdio: 'inherit' },
    );
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/bare/task/task`, bare);

    // Warm both servers up (JIT, caches) before measuring.
    await run({ url: `${base}/connect/task/task`, headers, duration: 1 });
    await run({ url: `http://127.0.0.1:${barePort}/bare/task/task`, duration: 1 });

    const results = [];
    results.push(
      summary(
        'bare Fastify, same JSON from memory',
        await run({ url: `http://127.0.0.1:${barePort}/bare/task/task` }),
      ),
    );
    results.push(
      summary(
        'bare Fastify, pre-serialised bytes',
        await run({ url: `http://127.0.0.1:${barePort}/bare-bytes/task/task` }),
      ),
    );
    results.push(
      summary(
        'GET /connect/task/task (1,000 tasks)',
        await run({ url: `${base}/connect/task/task`, headers }),
      ),
    );
    results.push(
      summary(
        'POST /connect/task/create',
        await run({
          url: `${base}/connect/task/create`,
          method: 'POST',
          headers,
          body: JSON.stringify(taskBody(0)),
        }),
      ),
    );
    results.push(
      summary(
        `GET /connect/task/task (${TASKS_AT_CAP.toLocaleString('en')} tasks, the cap)`,
        await run({ url: `${base}/connect/task/task`, headers: fullHeaders }),
      ),
    );
    // The first read after a write builds the list from the database: what a user at the cap waits for.
    await fetch(`${base}/connect/task/create`, {
      method: 'POST',
      headers: fullHeaders,
      body: JSON.stringify(taskBody(0)),
    }).catch(() => undefined);
    const uncachedStarted = performance.now();
    await (await fetch(`${base}/connect/task/task`, { headers: fullHeaders })).text();
    const uncachedAtCapMs = Math.round(performance.now() - uncachedStarted);
    const [bareR, bareBytesR, listR, createR] = results;
    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      durationS: DURATION,
      connections: CONNECTIONS,
      store: 'pglite',
      payloadBytes: Buffer.byteLength(listText),
      results,
      ratioListToBare: Number((listR.requestsPerSec / bareR.requestsPerSec).toFixed(2)),
      ratioCreateToBare: Number((createR.requestsPerSec / bareR.requestsPerSec).toFixed(2)),
      ratioListToBareBytes: Number((listR.requestsPerSec / bareBytesR.requestsPerSec).toFixed(2)),
      seedAtCapS: Number(seedAtCapS.toFixed(1)),
      createsPerSecWhileSeeding: Math.round(TASKS_AT_CAP / seedAtCapS),
      uncachedListAtCapMs: uncachedAtCapMs,
      target: 'list route >= 0.5x the bare route',
    };
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'bench/results/api.json'),
      `${JSON.stringify(out, null, 2)}\n`,
    );

    console.log(
      `\napi bench (${DURATION} s each, ${CONNECTIONS} connections, PGlite, payload ${out.payloadBytes} bytes)\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | non-2xx | ratio to bare |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${(r.requestsPerSec / bareR.requestsPerSec).toFixed(2)}x |`,
      );
    }
    const ok = out.ratioListToBare >= 0.5;
    console.log(`\nlist/bare = ${out.ratioListToBare}x (target >= 0.5x): ${ok ? 'met' : 'MISSED'}`);
    console.log(`list/bare pre-serialised bytes = ${out.ratioListToBareBytes}x`);
    console.log(
      `at the cap: ${TASKS_AT_CAP} creates in ${out.seedAtCapS} s (${out.createsPerSecWhileSeeding}/s, 50 at a time); first uncached list read ${uncachedAtCapMs} ms`,
    );
    if (listR.non2xx > 0 || createR.non2xx > 0) throw new Error('some requests failed');
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await emulator.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench:api failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
