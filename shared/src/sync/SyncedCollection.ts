// A server-backed list with a local copy (tasks, calendar, eventPresets, notifications): the sync rule of docs/product.md section 4.
import { BehaviorSubject } from 'rxjs';
import { isLocalId } from '../domain/ids';
import { logger } from '../logger';
import { request, type ApiResult } from './http';
import { resolveSchema, type SchemaSource } from './schemas';
import type { LocalStore } from './localDb';
import { INITIAL_STATUS, type LoadOutcome, type SyncStatus } from './status';

export interface CollectionPaths {
  /** GET: the whole list. */
  list: string;
  /** POST {[bodyKey]: input}: answers the stored entity with its id. Absent: the api has no create. */
  create?: string;
  /** PUT {[bodyKey]: entity}: answers the stored entity (409 with the server's entity on conflict). */
  update: (id: string) => string;
  /** DELETE: answers {id}. Absent: the api has no delete. */
  remove?: (id: string) => string;
  /** DELETE with body {[removeManyKey]: ids}: answers {ids} of what it removed. */
  removeMany?: string;
}

export interface SyncedCollectionOptions<T> {
  /** For log lines: 'tasks', 'calendar'... (default: bodyKey). */
  name?: string;
  store: LocalStore;
  /** The entity's zod schema (or where it is, loaded on first use): every response and local read goes through it. */
  schema: SchemaSource<T>;
  paths: CollectionPaths;
  bodyKey: 'task' | 'event' | 'preset' | 'notification';
  /** The body key of removeMany (default `${bodyKey}Ids`, i.e. taskIds). */
  removeManyKey?: string;
}

/**
 * The client side of one entity list. Rules (docs/product.md section 4 "Sync rule", docs/architecture.md):
 * - a write reaches local state and the local database only after the server said success; a
 *   failure changes nothing and logs an error;
 * - a list read replaces the local copy; a failed read serves the local copy (with a warning);
 * - items whose id starts with 'local-' live only in the browser and never reach the server
 *   (the guest's local notification): putLocal/removeLocal, and update/remove skip the server;
 * - every response and local record is parsed with the schema; invalid records are dropped.
 *
 * `I` is what create sends (the entity without id).
 */
export class SyncedCollection<T extends { id: string }, I = Omit<T, 'id'>> {
  readonly items$: BehaviorSubject<readonly T[]>;
  readonly status$: BehaviorSubject<SyncStatus>;
  private readonly options: SyncedCollectionOptions<T>;
  /** Bumped by reset(): answers to calls made before it must not write anything. */
  private generation = 0;
  private loading: Promise<LoadOutcome> | null = null;
  /**
   * Local database writes run one after another, in the order state changed: a reset's clear
   * then always lands after the writes of calls answered before it.
   */
  private writes: Promise<void> = Promise.resolve();

  constructor(options: SyncedCollectionOptions<T>) {
    this.options = options;
    this.items$ = new BehaviorSubject<readonly T[]>([]);
    this.status$ = new BehaviorSubject<SyncStatus>(INITIAL_STATUS);
  }

  get name(): string {
    return this.options.name ?? this.options.bodyKey;
  }

  get items(): readonly T[] {
    return this.items$.getValue();
  }

  get status(): SyncStatus {
    return this.status$.getValue();
  }

  get(id: string): T | undefined {
    return this.items.find((item) => item.id === id);
  }

  /** Reads the list from the server (or the local copy when that fails). Concurrent calls share one read. */
  load(): Promise<LoadOutcome> {
    if (!this.loading) {
      this.loading = this.doLoad().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async doLoad(): Promise<LoadOutcome> {
    const generation = this.generation;
    this.setStatus({ loading: true });
    // Before the page's first load, local-only items exist only in the local database (a reload).
    const restored = this.status.loaded ? [] : await this.readLocalOnly();
    const result = await request(
      'GET',
      this.options.paths.list,
      undefined,
      (m) => m.recordListSchema,
    );
    if (generation !== this.generation) return { ok: false, error: 'reset', message: 'reset' };
    if (result.success) {
      const fromServer = await this.parseAll(result.data, 'server');
      // Local-only items (the guest's notification) are not part of the server's list: keep them.
      const inState = this.items.filter((item) => isLocalId(item.id));
      const localOnly = [
        ...inState,
        ...restored.filter((item) => !inState.some((i) => i.id === item.id)),
      ];
      const items = [...fromServer, ...localOnly];
      this.items$.next(items);
      this.setStatus({ loading: false, loaded: true, fromCache: false, error: null });
      await this.persist(async (store) => {
        await store.clear();
        await Promise.all(items.map((item) => store.setItem(item.id, item)));
      });
      return { ok: true };
    }
    logger.warn(
      `${this.name}: the server could not be read (${result.error}); using the local copy.`,
    );
    const cached = await this.readLocal();
    if (generation !== this.generation) return { ok: false, error: 'reset', message: 'reset' };
    this.items$.next(cached);
    this.setStatus({ loading: false, loaded: true, fromCache: true, error: result.error });
    return { ok: false, error: result.error, message: result.message };
  }

  /** Creates on the server; the stored entity (with its id) is added locally and returned. Null on failure. */
  async create(input: I): Promise<T | null> {
    const path = this.options.paths.create;
    if (!path) {
      logger.error(`${this.name}: the api has no create route`);
      return null;
    }
    const generation = this.generation;
    const result = await request(
      'POST',
      path,
      { [this.options.bodyKey]: input },
      this.options.schema,
    );
    if (!this.succeeded(result, 'create')) return null;
    if (generation !== this.generation) return null;
    await this.putInState(result.data);
    return result.data;
  }

  /**
   * Saves an edited entity. Returns the stored entity, or null on failure. On a 409 conflict the
   * server's entity replaces the local one (and null is returned: the edit did not apply).
   * A local-only item is updated locally without any call.
   */
  async update(id: string, entity: I | T): Promise<T | null> {
    if (isLocalId(id)) return this.putLocal({ ...(entity as object), id } as unknown as T);
    const generation = this.generation;
    const result = await request(
      'PUT',
      this.options.paths.update(id),
      { [this.options.bodyKey]: entity },
      this.options.schema,
    );
    if (generation !== this.generation) return null;
    if (result.success) {
      if (result.data.id !== id) {
        logger.error(`${this.name}: update of ${id} answered another entity (${result.data.id})`);
        return null;
      }
      await this.putInState(result.data);
      return result.data;
    }
    if (result.status === 409 || result.error === 'conflict') {
      const theirs = (await resolveSchema(this.options.schema)).safeParse(result.data);
      if (theirs.success && theirs.data.id === id) {
        logger.warn(`${this.name}: ${id} changed on the server; keeping the server's version.`);
        await this.putInState(theirs.data);
        return null;
      }
    }
    logger.error(`${this.name}: update of ${id} failed (${result.error}): ${result.message}`);
    return null;
  }

  /** Deletes on the server, then locally. A local-only item is removed locally without any call. */
  async remove(id: string): Promise<boolean> {
    if (isLocalId(id)) {
      await this.removeLocal(id);
      return true;
    }
    const path = this.options.paths.remove;
    if (!path) {
      logger.error(`${this.name}: the api has no delete route`);
      return false;
    }
    const generation = this.generation;
    const result = await request('DELETE', path(id), undefined, (m) => m.deletedSchema);
    if (!this.succeeded(result, `delete of ${id}`)) return false;
    if (generation !== this.generation) return false;
    await this.removeFromState([id]);
    return true;
  }

  /** Deletes several on the server in one call; exactly the ids the server answered are removed locally. */
  async removeMany(ids: readonly string[]): Promise<boolean> {
    const path = this.options.paths.removeMany;
    if (!path) {
      logger.error(`${this.name}: the api has no delete-many route`);
      return false;
    }
    if (ids.length === 0) return true;
    const generation = this.generation;
    const key = this.options.removeManyKey ?? `${this.options.bodyKey}Ids`;
    const result = await request('DELETE', path, { [key]: ids }, (m) => m.deletedManySchema);
    if (!this.succeeded(result, 'delete of several')) return false;
    if (generation !== this.generation) return false;
    await this.removeFromState(result.data.ids);
    return true;
  }

  /** Adds or replaces a browser-only item (never sent to the server). Null if it fails the schema. */
  async putLocal(item: T): Promise<T | null> {
    const parsed = (await resolveSchema(this.options.schema)).safeParse(item);
    if (!parsed.success) {
      logger.error(`${this.name}: refused an invalid local item`, parsed.error.issues);
      return null;
    }
    await this.putInState(parsed.data);
    return parsed.data;
  }

  /** Removes a browser-only item. */
  async removeLocal(id: string): Promise<void> {
    await this.removeFromState([id]);
  }

  /** Forgets everything: state and local database (logout). Calls in flight will not write. */
  async reset(): Promise<void> {
    this.generation += 1;
    this.loading = null;
    this.items$.next([]);
    this.status$.next(INITIAL_STATUS);
    await this.persist((store) => store.clear());
  }

  private succeeded<R>(result: ApiResult<R>, what: string): result is { success: true; data: R } {
    if (result.success) return true;
    logger.error(`${this.name}: ${what} failed (${result.error}): ${result.message}`);
    return false;
  }

  private async putInState(item: T): Promise<void> {
    const items = this.items;
    const index = items.findIndex((i) => i.id === item.id);
    this.items$.next(
      index === -1 ? [...items, item] : items.map((i, n) => (n === index ? item : i)),
    );
    await this.persist((store) => store.setItem(item.id, item));
  }

  private async removeFromState(ids: readonly string[]): Promise<void> {
    const gone = new Set(ids);
    if (this.items.some((i) => gone.has(i.id))) {
      this.items$.next(this.items.filter((i) => !gone.has(i.id)));
    }
    await this.persist((store) => Promise.all(ids.map((id) => store.removeItem(id))));
  }

  private async parseAll(
    records: readonly unknown[],
    source: 'server' | 'local copy',
  ): Promise<T[]> {
    const schema = await resolveSchema(this.options.schema);
    const out: T[] = [];
    for (const record of records) {
      const parsed = schema.safeParse(record);
      if (parsed.success) out.push(parsed.data);
      else {
        const id = (record as { id?: unknown } | null)?.id;
        logger.warn(
          `${this.name}: dropped an invalid record from the ${source} (id ${String(id)}):`,
          parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
        );
      }
    }
    return out;
  }

  /** The local-only items of the local database (empty where none, or it cannot be read). */
  private async readLocalOnly(): Promise<T[]> {
    const local = await this.readLocal();
    return local.filter((item) => isLocalId(item.id));
  }

  private async readLocal(): Promise<T[]> {
    try {
      await this.writes;
      const records: unknown[] = [];
      await this.options.store.iterate((value) => {
        records.push(value);
      });
      return await this.parseAll(records, 'local copy');
    } catch (error) {
      logger.warn(`${this.name}: the local copy could not be read`, error);
      return [];
    }
  }

  /** Queues a local database write: a failure (quota, private mode) is logged; state holds the truth. */
  private persist(write: (store: LocalStore) => Promise<unknown>): Promise<void> {
    this.writes = this.writes
      .then(() => write(this.options.store))
      .then(
        () => undefined,
        (error: unknown) => logger.warn(`${this.name}: the local copy could not be written`, error),
      );
    return this.writes;
  }

  /** Resolves once every queued local write has finished (tests, and code that reads the DB itself). */
  flush(): Promise<void> {
    return this.writes;
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status$.next({ ...this.status, ...patch });
  }
}
