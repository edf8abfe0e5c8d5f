// Starts the api (`npm run start -w api`) on embedded PGlite with the suite's env, and waits for /health.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { answers, spawnService, waitForHttp } from './processes.mjs';

const require = createRequire(import.meta.url);
const config = require('../../tooling/config/index.cjs');

export const API_MAIN = path.join(config.ROOT, 'api/src/main.ts');

export function apiExists() {
  return fs.existsSync(API_MAIN);
}

/**
 * @param {{ port?: number, dataDir?: string, log?: boolean, env?: object }} options dataDir: the
 * PGlite folder (the api's default when omitted)
 */
export async function startApi({ port = config.API_PORT, dataDir, log = false, env = {} } = {}) {
  const url = `http://localhost:${port}`;
  if (await answers(`${url}/health`)) {
    throw new Error(`port ${port} is already in use (is an api already running?)`);
  }
  const service = spawnService('api', 'npm', ['run', 'start', '-w', 'api', '--silent'], {
    cwd: config.ROOT,
    env: { ...config.apiEnv({ port, dataDir }), ...env },
    log,
  });
  try {
    await waitForHttp(`${url}/health`, { service, timeoutMs: 90_000 });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { url, stop: service.stop, output: service.output };
}
