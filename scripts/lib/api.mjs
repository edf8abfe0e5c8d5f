// Starts the api (`npm run start -w api`) on embedded PGlite with the suite's env, and waits for /health.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { answers, spawnService, waitForHttp } from './processes.mjs';

const require = createRequire(import.meta.url);
const config = require('../../tooling/config/index.cjs');

export const API_MAIN = path.join(config.ROOT, 'api/src/main.ts');

/** The api's embedded database folder when none is given (api/src/config.ts DEFAULT_DATA_DIR). */
const DEFAULT_DATA_DIR = path.join(config.ROOT, 'api/data/pglite');

/**
 * Web Push keys for a local api: the configured pair, else one generated on first run and kept beside
 * the data folder (`<folder>-vapid.json`, readable by its owner only), so push works with no setup.
 */
export function localPushKeys(dataDir = DEFAULT_DATA_DIR, env = process.env) {
  if (env.PUSH_VAPID_PUBLIC_KEY || env.PUSH_VAPID_PRIVATE_KEY) return {};
  const file = `${path.resolve(dataDir)}-vapid.json`;
  if (!fs.existsSync(file)) {
    const { generateVAPIDKeys } = require(
      require.resolve('web-push', { paths: [path.join(config.ROOT, 'api')] }),
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(generateVAPIDKeys(), null, 2)}\n`, { mode: 0o600 });
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { PUSH_VAPID_PUBLIC_KEY: keys.publicKey, PUSH_VAPID_PRIVATE_KEY: keys.privateKey };
}

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
    env: {
      ...config.apiEnv({ port, dataDir }),
      ...localPushKeys(dataDir, { ...process.env, ...env }),
      ...env,
    },
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
