// Where the e2e suite's servers listen: the suite's standard ports unless PLANNER_E2E_PORT_OFFSET moves them.
import suite from '../shared/src/mf/suite.json';

export const PORT_OFFSET = Number(process.env.PLANNER_E2E_PORT_OFFSET) || 0;

export type RemoteKey = keyof typeof suite.remotes;
export const REMOTE_KEYS = Object.keys(suite.remotes) as RemoteKey[];
export const REMOTE_PORTS = Object.fromEntries(
  REMOTE_KEYS.map((name) => [name, suite.remotes[name].port + PORT_OFFSET]),
) as Record<RemoteKey, number>;

export const SHELL_PORT = suite.shell.port + PORT_OFFSET;
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
export const REMOTE_URLS = Object.fromEntries(
  REMOTE_KEYS.map((name) => [name, `http://localhost:${REMOTE_PORTS[name]}`]),
) as Record<RemoteKey, string>;

/** The bundles are built with PLANNER_API_URL (default http://localhost:4000): the api must be there. */
export const API_PORT = suite.api.port;
export const API_URL = `http://localhost:${API_PORT}`;
export const APP_SECRET = process.env.PLANNER_APP_SECRET || 'planner-local-secret';
export const AUTH_EMULATOR_URL = `http://${suite.authEmulator.host}:${suite.authEmulator.port}`;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
