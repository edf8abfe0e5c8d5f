// A single server-backed record with a local copy under one key (profile, settings): docs/product.md section 7 rules.
import { BehaviorSubject } from 'rxjs';
import { logger } from '../logger';
import { request } from './http';
import type { LocalStore } from './localDb';
import { resolveSchema, type SchemaSource } from './schemas';
import { INITIAL_STATUS, type LoadOutcome, type SyncStatus } from './status';

export interface SyncedRecordOptions<T, W> {
  name: string;
  store: LocalStore;
  /** The one key the record is stored under (PROFILE_RECORD_KEY, SETTINGS_RECORD_KEY). */
  key: string;
  paths: { read: string; update: string };
  bodyKey: 'profile' | 'settings';
  /** What the server sends and receives (or where it is, loaded on first use). */
  wireSchema: SchemaSource<W>;
  /** What the local database holds (read back through it). */
  storedSchema: SchemaSource<T>;
  /** Shown before the first load, and after a failed load with no local copy. */
  defaults: T;
  /** The request body's value for a record (e.g. without the client-only lastUpdated). */
  toWire: (value: T) => unknown;
  /** The local record for what the server answered (e.g. with a client lastUpdated). */
  fromWire: (data: W) => T;
  /** Called after each load (from the server, the local copy or the defaults) and successful update. */
  onChange?: (value: T) => void;
}

export class SyncedRecord<T, W = T> {
  readonly value$: BehaviorSubject<T>;
  readonly status$ = new BehaviorSubject<SyncStatus>(INITIAL_STATUS);
  private readonly options: SyncedRecordOptions<T, W>;
  private generation = 0;
  private loading: Promise<LoadOutcome> | null = null;
  private writes: Promise<void> = Promise.resolve();

  constructor(options: SyncedRecordOptions<T, W>) {
    this.options = options;
    this.value$ = new BehaviorSubject<T>(options.defaults);
  }

  get value(): T {
    return this.value$.getValue();
  }

  get status(): SyncStatus {
    return this.status$.getValue();
  }

  /** Reads from the server; on failure the local copy, else the defaults. Concurrent calls share one read. */
  load(): Promise<LoadOutcome> {
    if (!this.loading) {
      this.loading = this.doLoad().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async doLoad(): Promise<LoadOutcome> {
    const { name, paths, wireSchema } = this.options;
    const generation = this.generation;
    this.status$.next({ ...this.status, loading: true });
    const result = await request('GET', paths.read, undefined, wireSchema);
    if (generation !== this.generation) return { ok: false, error: 'reset', message: 'reset' };
    if (result.success) {
      this.apply(this.options.fromWire(result.data));
      this.status$.next({ loading: false, loaded: true, fromCache: false, error: null });
      return { ok: true };
    }
    logger.warn(`${name}: the server could not be read (${result.error}); using the local copy.`);
    const cached = await this.readLocal();
    if (generation !== this.generation) return { ok: false, error: 'reset', message: 'reset' };
    this.value$.next(cached ?? this.options.defaults);
    this.status$.next({ loading: false, loaded: true, fromCache: true, error: result.error });
    this.options.onChange?.(this.value);
    return { ok: false, error: result.error, message: result.message };
  }

  /** Saves on the server; on success the answer replaces the local copy and is returned. Null on failure. */
  async update(value: T): Promise<T | null> {
    const { name, paths, bodyKey, wireSchema } = this.options;
    const generation = this.generation;
    const result = await request(
      'PUT',
      paths.update,
      { [bodyKey]: this.options.toWire(value) },
      wireSchema,
    );
    if (!result.success) {
      logger.error(`${name}: update failed (${result.error}): ${result.message}`);
      return null;
    }
    if (generation !== this.generation) return null;
    const stored = this.options.fromWire(result.data);
    this.apply(stored);
    return stored;
  }

  /** Back to the defaults, local copy removed (logout). */
  async reset(): Promise<void> {
    this.generation += 1;
    this.loading = null;
    this.value$.next(this.options.defaults);
    this.status$.next(INITIAL_STATUS);
    await this.persist((store) => store.removeItem(this.options.key));
  }

  private apply(value: T): void {
    this.value$.next(value);
    void this.persist((store) => store.setItem(this.options.key, value));
    this.options.onChange?.(value);
  }

  private async readLocal(): Promise<T | null> {
    try {
      await this.writes;
      const raw = await this.options.store.getItem<unknown>(this.options.key);
      if (raw === null) return null;
      const parsed = (await resolveSchema(this.options.storedSchema)).safeParse(raw);
      if (parsed.success) return parsed.data;
      logger.warn(`${this.options.name}: dropped an invalid local copy`, parsed.error.issues);
      return null;
    } catch (error) {
      logger.warn(`${this.options.name}: the local copy could not be read`, error);
      return null;
    }
  }

  private persist(write: (store: LocalStore) => Promise<unknown>): Promise<void> {
    this.writes = this.writes
      .then(() => write(this.options.store))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.warn(`${this.options.name}: the local copy could not be written`, error),
      );
    return this.writes;
  }

  /** Resolves once every queued local write has finished (tests, and code that reads the DB itself). */
  flush(): Promise<void> {
    return this.writes;
  }
}
