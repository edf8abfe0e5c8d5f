// bench/outbox: 500 writes made with no server (250 creates, then an edit of each), then the time to send them
// all to the real api on PGlite once it is reachable (target: < 15 s, at most one request per write).
// Prints one JSON object. Usage: node bench/outbox/run.mjs [--writes 500]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { createRequire } from 'node:module';
import { ROOT, emulatorSignUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { startApi } from '../../scripts/lib/api.mjs';

const require = createRequire(import.meta.url);
const { clientEnv } = require('../../tooling/config/index.cjs');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

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

const writes = Number(arg('writes', 500));
const emulator = await startAuthEmulator();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-outbox-'));
const port = await freePort();
const api = await startApi({ port, dataDir });
try {
  const user = await emulatorSignUp({ anonymous: true });
  // The client side runs in a child with tsx (TypeScript sources) and an in-memory IndexedDB.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/outbox/replay.mts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        BENCH_API_URL: api.url,
        BENCH_TOKEN: user.idToken,
        BENCH_SECRET: clientEnv(process.env).PLANNER_APP_SECRET,
        BENCH_WRITES: String(writes),
      },
    },
  );
  const code = await new Promise((resolve) => child.on('exit', resolve));
  process.exitCode = code ?? 1;
} finally {
  await api.stop();
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
