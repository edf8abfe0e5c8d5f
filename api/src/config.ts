// The api's configuration, read once from the environment (see docs/architecture.md).
import path from 'node:path';
import { SUBSCRIPTION_REFRESH_MS } from '@planner/shared/model';

export type Config = {
  port: number;
  host: string;
  appSecret: string;
  databaseUrl: string | null;
  dataDir: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | null;
  corsOrigins: string[];
  production: boolean;
  bodyLimitBytes: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Failed authentications allowed per client address and window before 429. */
  authFailureMax: number;
  reminderIntervalMs: number;
  /** How often outside calendars are read again (0: never on a schedule, only "refresh now"). */
  subscriptionRefreshMs: number;
  logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (off by default). */
  trustProxy: boolean;
  /** Web Push (VAPID) keys; null: push is off on this deployment. */
  pushVapid: { publicKey: string; privateKey: string; subject: string } | null;
};

export const DEFAULT_PUSH_CONTACT = 'mailto:push@planner.invalid';

/** Both VAPID keys or neither: half a pair is a configuration mistake, refused at start. */
function pushVapid(env: NodeJS.ProcessEnv): Config['pushVapid'] {
  const publicKey = text(env.PUSH_VAPID_PUBLIC_KEY);
  const privateKey = text(env.PUSH_VAPID_PRIVATE_KEY);
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY must be set together');
  }
  return { publicKey, privateKey, subject: text(env.PUSH_CONTACT) ?? DEFAULT_PUSH_CONTACT };
}

export const DEFAULT_APP_SECRET = 'planner-local-secret';
export const DEFAULT_PORT = 4000;
export const DEFAULT_PROJECT_ID = 'demo-planner';
export const DEFAULT_BODY_LIMIT = 256 * 1024;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', 'data', 'pglite');

const LOCAL_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
export const DEFAULT_CORS_ORIGINS = LOCAL_PORTS.flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

function text(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** What production must never run with: both would let anyone act as any user. */
function refuseUnsafeProduction(config: Config): Config {
  if (!config.production) return config;
  if (config.firebaseAuthEmulatorHost) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the emulator accepts unsigned tokens. ' +
        'Unset it so that real Firebase tokens are verified.',
    );
  }
  if (config.appSecret === DEFAULT_APP_SECRET) {
    throw new Error(
      'APP_SECRET is the development default with NODE_ENV=production: set a secret of your own.',
    );
  }
  return config;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return refuseUnsafeProduction({
    port: int(env.API_PORT, DEFAULT_PORT, 'API_PORT'),
    host: text(env.API_HOST) ?? '0.0.0.0',
    appSecret: text(env.APP_SECRET) ?? DEFAULT_APP_SECRET,
    databaseUrl: text(env.DATABASE_URL),
    dataDir: path.resolve(text(env.PLANNER_DATA_DIR) ?? DEFAULT_DATA_DIR),
    firebaseProjectId: text(env.FIREBASE_PROJECT_ID) ?? DEFAULT_PROJECT_ID,
    firebaseAuthEmulatorHost: text(env.FIREBASE_AUTH_EMULATOR_HOST),
    corsOrigins: text(env.CORS_ORIGINS)
      ? (env.CORS_ORIGINS ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    production: env.NODE_ENV === 'production',
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, DEFAULT_BODY_LIMIT, 'BODY_LIMIT_BYTES'),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    authFailureMax: int(env.AUTH_FAILURE_MAX, 30, 'AUTH_FAILURE_MAX'),
    reminderIntervalMs: int(env.REMINDER_INTERVAL_MS, 30_000, 'REMINDER_INTERVAL_MS'),
    subscriptionRefreshMs: int(
      env.SUBSCRIPTION_REFRESH_MS,
      SUBSCRIPTION_REFRESH_MS,
      'SUBSCRIPTION_REFRESH_MS',
    ),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    pushVapid: pushVapid(env),
  });
}
