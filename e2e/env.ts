// Where the e2e suite's servers listen: the suite's standard ports unless PLANNER_E2E_PORT_OFFSET moves them.
export const PORT_OFFSET = Number(process.env.PLANNER_E2E_PORT_OFFSET) || 0;

export const REMOTE_PORTS = {
  calendar: 3001 + PORT_OFFSET,
  tasks: 3002 + PORT_OFFSET,
  notifications: 3003 + PORT_OFFSET,
  profile: 3004 + PORT_OFFSET,
  settings: 3005 + PORT_OFFSET,
} as const;
export type RemoteKey = keyof typeof REMOTE_PORTS;
export const REMOTE_KEYS = Object.keys(REMOTE_PORTS) as RemoteKey[];

export const SHELL_PORT = 3000 + PORT_OFFSET;
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
export const REMOTE_URLS = Object.fromEntries(
  REMOTE_KEYS.map((name) => [name, `http://localhost:${REMOTE_PORTS[name]}`]),
) as Record<RemoteKey, string>;

/** The bundles are built with PLANNER_API_URL (default http://localhost:4000): the api must be there. */
export const API_PORT = 4000;
export const API_URL = `http://localhost:${API_PORT}`;
export const APP_SECRET = process.env.PLANNER_APP_SECRET || 'planner-local-secret';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
