// Starts what the browser tests run against: the auth emulator, the api on a fresh PGlite folder, and the
// six ALREADY BUILT dists (the root `e2e` script builds once first). global-teardown.ts stops them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, REMOTE_PORTS, SHELL_PORT } from './env';

interface Running {
  stops: (() => Promise<void>)[];
  dataDir: string;
}

declare global {
  var __plannerE2E: Running | undefined;
}

export default async function globalSetup(): Promise<void> {
  const { missingDists, serveSuite } = await import('../scripts/lib/suite.mjs');
  const { startAuthEmulator } = await import('../scripts/lib/emulator.mjs');
  const { apiExists, startApi } = await import('../scripts/lib/api.mjs');
  const { acquireE2eLock } = await import('../scripts/lib/e2eLock.mjs');

  const missing = missingDists();
  if (missing.length) {
    throw new Error(
      `not built: ${missing.map((b) => b.name).join(', ')}. Run \`npm run e2e\` (it builds first) or \`npm run build\`.`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-e2e-pglite-'));
  const running: Running = { stops: [], dataDir };
  globalThis.__plannerE2E = running;
  // One run at a time on this machine: a second run waits instead of fighting for the ports.
  running.stops.push(await acquireE2eLock({ shellPort: SHELL_PORT }));
  try {
    const emulator = await startAuthEmulator();
    running.stops.push(emulator.stop);
    if (apiExists()) {
      const origins = [SHELL_PORT, ...Object.values(REMOTE_PORTS)].map(
        (p) => `http://localhost:${p}`,
      );
      const api = await startApi({
        port: API_PORT,
        dataDir,
        env: { CORS_ORIGINS: origins.join(','), LOG_LEVEL: 'warn' },
      });
      running.stops.push(api.stop);
    }
    const suite = await serveSuite({ ports: { shell: SHELL_PORT, ...REMOTE_PORTS } });
    running.stops.push(() => suite.close());
  } catch (error) {
    await stopAll(running);
    throw error;
  }
}

export async function stopAll(running: Running): Promise<void> {
  for (const stop of running.stops.reverse()) {
    try {
      await stop();
    } catch {
      /* keep stopping the others */
    }
  }
  running.stops = [];
  fs.rmSync(running.dataDir, { recursive: true, force: true });
  fs.rmSync(`${running.dataDir}-vapid.json`, { force: true });
}
