// The suite's deployment defaults in ONE place: webpack (DefinePlugin), `npm start`, the static servers and e2e agree on them.
'use strict';

const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** The suite's names and ports: ONE list, shared/src/mf/suite.json, which the app reads too (@planner/shared/mf). */
const SUITE = require('../../shared/src/mf/suite.json');

/** Remote name -> { scope (federation name), port, dir }: each remote lives in the folder mf-<name>. */
const REMOTES = Object.fromEntries(
  Object.entries(SUITE.remotes).map(([name, remote]) => [name, { ...remote, dir: `mf-${name}` }]),
);
const REMOTE_NAMES = Object.keys(REMOTES);
const SHELL_PORT = SUITE.shell.port;
const API_PORT = SUITE.api.port;
const AUTH_EMULATOR_HOST = `${SUITE.authEmulator.host}:${SUITE.authEmulator.port}`;

/**
 * Every value a client bundle reads as `process.env.<NAME>` (written in by DefinePlugin).
 * An empty PLANNER_AUTH_EMULATOR_URL means "use the real Firebase Auth".
 */
const CLIENT_ENV_DEFAULTS = {
  PLANNER_API_URL: `http://localhost:${API_PORT}`,
  PLANNER_APP_SECRET: 'planner-local-secret',
  PLANNER_AUTH_EMULATOR_URL: `http://${AUTH_EMULATOR_HOST}`,
  PLANNER_FIREBASE_API_KEY: 'demo-key',
  PLANNER_FIREBASE_PROJECT_ID: 'demo-planner',
  PLANNER_FIREBASE_AUTH_DOMAIN: 'demo-planner.firebaseapp.com',
  PLANNER_ANALYTICS_ID: '',
};

/** The client values for this environment: a variable that is set (even to '') wins over the default. */
function clientEnv(env = process.env) {
  const out = {};
  for (const [key, fallback] of Object.entries(CLIENT_ENV_DEFAULTS)) {
    out[key] = env[key] !== undefined ? env[key] : fallback;
  }
  return out;
}

/** The env variable that overrides where a remote's manifest lives, e.g. PLANNER_REMOTE_TASKS_URL. */
function remoteUrlVar(name) {
  return `PLANNER_REMOTE_${name.toUpperCase()}_URL`;
}

/**
 * The content of remotes.json: remote name -> mf-manifest.json URL. A variable may name the
 * manifest itself or the remote's base URL (then /mf-manifest.json is appended).
 */
function remotesManifest(env = process.env) {
  const out = {};
  for (const name of REMOTE_NAMES) {
    const raw = env[remoteUrlVar(name)];
    let url = raw && raw.trim() ? raw.trim() : `http://localhost:${REMOTES[name].port}`;
    if (!/\.json(\?.*)?$/.test(url)) url = `${url.replace(/\/+$/, '')}/mf-manifest.json`;
    out[name] = url;
  }
  return out;
}

/** The env the api is started with by `npm start` and the e2e setup. */
function apiEnv({ port = API_PORT, dataDir, env = process.env } = {}) {
  const client = clientEnv(env);
  return {
    API_PORT: String(port),
    APP_SECRET: env.APP_SECRET || client.PLANNER_APP_SECRET,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST || AUTH_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID || client.PLANNER_FIREBASE_PROJECT_ID,
    ...(dataDir ? { PLANNER_DATA_DIR: dataDir } : {}),
  };
}

/** The six bundles: where they live and the port they are served on. */
const BUNDLES = [
  { name: 'shell', dir: 'shell', port: SHELL_PORT, kind: 'host' },
  ...REMOTE_NAMES.map((name) => ({
    name,
    dir: REMOTES[name].dir,
    port: REMOTES[name].port,
    kind: 'remote',
  })),
];

module.exports = {
  ROOT,
  REMOTES,
  REMOTE_NAMES,
  SHELL_PORT,
  API_PORT,
  AUTH_EMULATOR_HOST,
  CLIENT_ENV_DEFAULTS,
  BUNDLES,
  clientEnv,
  remoteUrlVar,
  remotesManifest,
  apiEnv,
};
