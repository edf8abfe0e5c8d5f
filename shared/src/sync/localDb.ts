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
  /**
   * Every record with its key, read in one request where IndexedDB is used (localforage's iterate
   * walks a cursor: one callback per record).
   */
  entries<T>(): Promise<Array<[string, T]>>;
  /** Every key, read in one request where IndexedDB is used. */
  allKeys(): Promise<string[]>;
  /**
   * Removes `removes` and writes `puts` in one IndexedDB transaction: all of them or none. localforage
   * has no such call and gives each write its own transaction (where IndexedDB is missing, its fallback
   * driver gets one call per record, as before).
   */
  writeMany(
    puts: ReadonlyArray<readonly [string, unknown]>,
    removes: readonly string[],
  ): Promise<void>;
  ready(): Promise<void>;
  /** The localforage driver in use (IndexedDB in browsers; localStorage where it is missing). */
  driver(): string | null;
  config(): LocalForageOptions;
}

/** localforage's own store, created in the same database when it first opens it. */
const LOCALFORAGE_BLOB_STORE = 'local-forage-detect-blob-support';

let connection: Promise<IDBDatabase | null> | null = null;

/**
 * The product's database, opened once and kept open (like localforage's own connection), for what
 * localforage cannot do in one request: group writes (writeMany), read a whole store (entries,
 * allKeys).
 *
 * The first open also creates the database at version 3 with every store. Left to itself,
 * localforage adds one store per version bump (the database ends at version 8) and warns on the
 * console for each instance that asked for version 3.
 *
 * Closed (and opened again when next needed) if another page asks for a newer version. Null where it
 * cannot be opened (no IndexedDB, a newer database, another tab blocking): the call then goes through
 * localforage, which falls back as usual, and the next call tries again.
 */
function openedDatabase(): Promise<IDBDatabase | null> {
  if (connection) return connection;
  const opening = new Promise<IDBDatabase | null>((resolve) => {
    let gaveUp = false;
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const open = indexedDB.open(LOCAL_DB_NAME, LOCAL_DB_VERSION);
      open.onupgradeneeded = () => {
        const db = open.result;
        for (const name of [...LOCAL_STORES, LOCALFORAGE_BLOB_STORE]) {
          if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
        }
      };
      open.onsuccess = () => {
        const db = open.result;
        // Opened after all, once this call had given up: not kept.
        if (gaveUp) return db.close();
        db.onversionchange = () => {
          db.close();
          connection = null;
        };
        resolve(db);
      };
      open.onerror = () => resolve(null);
      open.onblocked = () => {
        gaveUp = true;
        resolve(null);
      };
    } catch {
      resolve(null);
    }
  });
  connection = opening;
  void opening.then((db) => {
    if (!db && connection === opening) connection = null;
  });
  return opening;
}

let prepared: Promise<void> | null = null;

/**
 * Every store call waits for the first open (which creates the stores) once; its failure is left to
 * localforage.
 */
function prepareDatabase(): Promise<void> {
  prepared ??= openedDatabase().then(() => undefined);
  return prepared;
}

/** Records put or deleted per slice of a transaction: about 10 ms of structured cloning each. */
const WRITES_PER_SLICE = 500;

/**
 * One transaction on `storeName`: the deletes, then the puts, which localforage reads back as they are.
 * They are placed in slices, each from the last request's success callback: the transaction stays open
 * and the page is never blocked (20,000 puts placed at once were a 0.5 s task).
 */
function writeInOneTransaction(
  db: IDBDatabase,
  storeName: LocalStoreName,
  puts: ReadonlyArray<readonly [string, unknown]>,
  removes: readonly string[],
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const total = removes.length + puts.length;
    let done = 0;
    const placeSlice = () => {
      let last: IDBRequest | null = null;
      for (const end = Math.min(done + WRITES_PER_SLICE, total); done < end; done++) {
        if (done < removes.length) last = store.delete(removes[done]!);
        else {
          const [key, value] = puts[done - removes.length]!;
          last = store.put(value, key);
        }
      }
      if (done < total && last) last.onsuccess = placeSlice;
    };
    placeSlice();
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new Error(`${storeName}: the write was aborted`));
  });
}

/** Every key of `storeName` and, unless `keysOnly`, every value, in key order, in one transaction. */
function readAll(
  db: IDBDatabase,
  storeName: LocalStoreName,
  keysOnly: boolean,
): Promise<{ keys: string[]; values: unknown[] }> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readonly');
    const store = transaction.objectStore(storeName);
    const keys = store.getAllKeys();
    const values = keysOnly ? null : store.getAll();
    transaction.oncomplete = () =>
      resolve({ keys: keys.result as string[], values: values?.result ?? [] });
    transaction.onabort = () =>
      reject(transaction.error ?? new Error(`${storeName}: the read was aborted`));
  });
}

function createStore(storeName: LocalStoreName): LocalStore {
  const instance = localforage.createInstance({
    name: LOCAL_DB_NAME,
    storeName,
    version: LOCAL_DB_VERSION,
    description: `Planner local copy: ${storeName}`,
  });
  const after = <R>(run: () => Promise<R>): Promise<R> => prepareDatabase().then(run);
  /** The database opened directly where localforage uses IndexedDB; null where it fell back. */
  const direct = async () => {
    await after(() => instance.ready());
    return instance.driver() === localforage.INDEXEDDB ? openedDatabase() : null;
  };
  return {
    getItem: <T>(key: string) => after(() => instance.getItem<T>(key)),
    setItem: <T>(key: string, value: T) => after(() => instance.setItem<T>(key, value)),
    removeItem: (key) => after(() => instance.removeItem(key)),
    clear: () => after(() => instance.clear()),
    keys: () => after(() => instance.keys()),
    length: () => after(() => instance.length()),
    iterate: <T, U>(fn: (value: T, key: string, n: number) => U) =>
      after(() => instance.iterate<T, U>(fn)),
    entries: async <T>() => {
      const db = await direct();
      if (db) {
        const { keys, values } = await readAll(db, storeName, false);
        return keys.map((key, i): [string, T] => [key, values[i] as T]);
      }
      const out: Array<[string, T]> = [];
      await instance.iterate<T, void>((value, key) => {
        out.push([key, value]);
      });
      return out;
    },
    allKeys: async () => {
      const db = await direct();
      return db ? (await readAll(db, storeName, true)).keys : instance.keys();
    },
    writeMany: async (puts, removes) => {
      if (puts.length === 0 && removes.length === 0) return;
      const db = await direct();
      if (db) return writeInOneTransaction(db, storeName, puts, removes);
      await Promise.all([
        ...removes.map((key) => instance.removeItem(key)),
        ...puts.map(([key, value]) => instance.setItem(key, value)),
      ]);
    },
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
