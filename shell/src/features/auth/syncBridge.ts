// Loads '@planner/shared/sync' on first need (not on the landing page) and configures its http client once.
import type * as SyncApi from '@planner/shared/sync';
import { config } from '../../config';
import type { StoreSync } from './authController';

type SyncModule = typeof SyncApi;

let loading: Promise<SyncModule> | null = null;
let tokenSource: () => Promise<string | null> = () => Promise.resolve(null);

/** Where the http client gets the bearer token: the auth controller, set at start. */
export function setTokenSource(source: () => Promise<string | null>): void {
  tokenSource = source;
}

/** The configured sync module (one lazy chunk shared with the remotes as a federation singleton). */
export function loadSync(): Promise<SyncModule> {
  loading ??= import('@planner/shared/sync').then((sync) => {
    sync.configureSync({
      baseUrl: config.apiUrl,
      appSecret: config.appSecret,
      mode: config.production ? 'production' : 'development',
      getToken: () => tokenSource(),
    });
    return sync;
  });
  return loading;
}

/** The store operations the auth state machine triggers. */
export const storeSync: StoreSync = {
  // loadAllStores never throws (each store falls back to its local copy); a failed read still
  // counts as a load failure for the state machine, with the first failure's message.
  loadAll: async () => {
    const sync = await loadSync();
    const result = await sync.loadAllStores();
    const first = result.errors[0];
    if (first) throw new Error(first.message);
  },
  resetAll: () => loadSync().then((sync) => sync.resetAllStores()),
};
