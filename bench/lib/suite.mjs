// What the page bench runs against, like the e2e setup: the machine-wide e2e lock (no build or browser
// test replaces the dists meanwhile), the auth emulator, the api on a fresh PGlite folder, the six dists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingDists, serveSuite, config } from '../../scripts/lib/suite.mjs';
import { startAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { apiExists, startApi } from '../../scripts/lib/api.mjs';
import { acquireE2eLock } from '../../scripts/lib/e2eLock.mjs';
import { FLOOR_PORT } from './reference.mjs';

export const SHELL_URL = `http://localhost:${config.SHELL_PORT}`;

/** Starts everything; resolves with stop(). Throws if a dist is missing (run `npm run build`). */
export async function startSuite({ log = console.log } = {}) {
  const missing = missingDists();
  if (missing.length)
    throw new Error(`not built: ${missing.map((b) => b.name).join(', ')}. Run \`npm run build\`.`);
  const stops = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-pglite-'));
  const stop = async () => {
    for (const s of stops.reverse()) {
      try {
        await s();
      } catch {
        /* keep stopping the others */
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-vapid.json`, { force: true });
  };
  stops.push(await acquireE2eLock({ shellPort: config.SHELL_PORT, log }));
  try {
    const emulator = await startAuthEmulator();
    stops.push(emulator.stop);
    if (apiExists()) {
      // The floor page (bench/floor) calls the api too.
      const origins = [
        config.SHELL_PORT,
        ...Object.values(config.REMOTES).map((r) => r.port),
        FLOOR_PORT,
      ].map((p) => `http://localhost:${p}`);
      const api = await startApi({
        port: config.API_PORT,
        dataDir,
        env: { CORS_ORIGINS: origins.join(','), LOG_LEVEL: 'warn' },
      });
      stops.push(api.stop);
    }
    const suite = await serveSuite();
    stops.push(() => suite.close());
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
