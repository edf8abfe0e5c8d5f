// The product's own browser database (localforage): 'planner', version 3, one store per entity (docs/product.md section 3).
import localforage from 'localforage';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  LOCAL_STORES,
  type LocalStoreName,
} from '../model/constants';

/** The store operations the sync layer uses; each waits until the database is prepared. */
export interface LocalStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  clear(): Promise<void>;
  keys(): Promise<string[]>;
  length(): Promise<number>;
  iterate<T, U>(fn: (value: T, key: string, iterationNumber: number) => U): Promise<U>;
  ready(): Promise<void>;
  /** The localforage driver in use (IndexedDB in browsers; localStorage where it is missing). */
  driver(): string | null;
  config(): LocalForageOptions;
}

/** localforage's own store, created in the same database when it first opens it. */
const LOCALFORAGE_BLOB_STORE = 'local-forage-detect-blob-support';

let prepared: Promise<void> | null = null;

/**
 * Creates the IndexedDB database once at version 3 with every store. Left to itself, localforage
 * adds one store per version bump (the database ends at version 8) and warns on the console
 * for each instance that asked for version 3. Any failure here (no IndexedDB, a newer database)
 * is left to localforage, which then falls back as usual.
 */
function prepareDatabase(): Promise<void> {
  prepared ??= new Promise<void>((resolve) => {
    let open: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === 'undefined') {
        resolve();
        return;
      }
      open = indexedDB.open(LOCAL_DB_NAME, LOCAL_DB_VERSION);
    } catch {
      resolve();
      return;
    }
    open.onupgradeneeded = () => {
      const db = open.result;
      for (const name of [...LOCAL_STORES, LOCALFORAGE_BLOB_STORE]) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => resolve();
    open.onblocked = () => resolve();
  });
  return prepared;
}

function createStore(storeName: LocalStoreName): LocalStore {
  const instance = localforage.createInstance({
    name: LOCAL_DB_NAME,
    storeName,
    version: LOCAL_DB_VERSION,
    description: `Planner local copy: ${storeName}`,
  });
  const after = <R>(run: () => Promise<R>): Promise<R> => prepareDatabase().then(run);
  return {
    getItem: <T>(key: string) => after(() => instance.getItem<T>(key)),
    setItem: <T>(key: string, value: T) => after(() => instance.setItem<T>(key, value)),
    removeItem: (key) => after(() => instance.removeItem(key)),
    clear: () => after(() => instance.clear()),
    keys: () => after(() => instance.keys()),
    length: () => after(() => instance.length()),
    iterate: <T, U>(fn: (value: T, key: string, n: number) => U) =>
      after(() => instance.iterate<T, U>(fn)),
    ready: () => after(() => instance.ready()),
    driver: () => instance.driver(),
    config: () => instance.config(),
  };
}

/**
 * One store per entity. Every store except profile and settings is keyed by the entity's id;
 * those two hold one record under PROFILE_RECORD_KEY / SETTINGS_RECORD_KEY.
 */
export const localDb: Readonly<Record<LocalStoreName, LocalStore>> = Object.fromEntries(
  LOCAL_STORES.map((name) => [name, createStore(name)]),
) as Record<LocalStoreName, LocalStore>;

/** Empties every store (logout). */
export async function clearAll(): Promise<void> {
  await Promise.all(LOCAL_STORES.map((name) => localDb[name].clear()));
}
