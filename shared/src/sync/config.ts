// Sync configuration set once by the shell (or a remote's dev harness): api address, app secret, mode, token source.
import { API_PREFIX_DEVELOPMENT, API_PREFIX_PRODUCTION } from '../model/constants';

export type SyncMode = 'development' | 'production';

export interface SyncConfig {
  /** The api's origin, e.g. http://localhost:4000 (no prefix: it is added from the mode). */
  baseUrl: string;
  /** Sent as the `app-secret` header on every request. */
  appSecret: string;
  /** 'development' talks to /testconnect, 'production' to /connect. */
  mode: SyncMode;
  /** The signed-in user's ID token, or null when nobody is signed in. Called before each request. */
  getToken: () => Promise<string | null>;
  /** Abandon a call after this long (default REQUEST_TIMEOUT_MS); it then counts as unreachable. */
  timeoutMs?: number;
  /**
   * Answers the calls instead of the network (component tests and the bench: memoryApi.ts). Absent in
   * the app, where axios sends them.
   */
  transport?: Transport;
}

/** One api call, answered without the network: the envelope and its HTTP status. */
export type Transport = (call: {
  method: string;
  /** The path without the prefix, e.g. /task/task. */
  path: string;
  body: unknown;
  /** Extra headers (the idempotency key of a write). */
  headers?: Record<string, string>;
}) => Promise<{ status: number; data: unknown }>;

type Listener = (config: SyncConfig) => void;

let current: SyncConfig | null = null;
const listeners = new Set<Listener>();

export function configureSync(config: SyncConfig): void {
  current = { ...config };
  for (const listener of listeners) listener(current);
}

/** The configuration in force, or null before configureSync was called. */
export function getSyncConfig(): SyncConfig | null {
  return current;
}

/** Called with every new configuration (the http client rebuilds itself). */
export function onSyncConfigured(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function apiPrefix(mode: SyncMode): string {
  return mode === 'development' ? API_PREFIX_DEVELOPMENT : API_PREFIX_PRODUCTION;
}

/** The base address of every data route: origin + prefix, without a doubled slash. */
export function apiBaseUrl(config: Pick<SyncConfig, 'baseUrl' | 'mode'>): string {
  return config.baseUrl.replace(/\/+$/, '') + apiPrefix(config.mode);
}
