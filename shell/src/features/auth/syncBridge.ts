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

/**
 * The configured sync module (one lazy chunk shared with the remotes as a federation singleton: the
 * provider map gives it the same chunk, tooling/webpack/sharedModulesLoader.cjs OWN_CHUNK). Every part of
 * the shell loads it here.
 */
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

/**
 * A signed-in page's reload shows the local copy at once (the calendar's first paint has its events),
 * while the identity check and the server's read (loadAll) come after the main area.
 */
export function showLocalCopies(): Promise<void> {
  return loadSync().then((sync) => sync.showLocalCopies());
}

/** The identity check found nobody after all: the local copies shown leave the screen. */
export function hideLocalCopies(): Promise<void> {
  return loadSync().then((sync) => sync.hideLocalCopies());
}

/** The data operations the auth state machine triggers. */
export const storeSync: StoreSync = {
  // loadAll never throws: each entity that could not be read shows its local copy and keeps its
  // failure in the cache (the dashboard's StoresStatus says so).
  // The outbox is read first: a list read keeps showing the changes still waiting in it. Once the
  // server's data is in, what waits is sent (it stays queued if the server cannot be reached).
  loadAll: async (uid) => {
    const sync = await loadSync();
    // Another account's data left on this device is never shown to this one, nor sent as it.
    await sync.claimLocalData(uid);
    await sync.loadOutbox();
    const loaded = await sync.loadAll();
    void sync.replayOutbox();
    return loaded;
  },
  resetAll: () => loadSync().then((sync) => sync.resetAll()),
};
