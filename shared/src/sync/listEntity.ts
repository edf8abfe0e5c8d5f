// One server-backed list (tasks, calendar, eventPresets, notifications) in the query cache, with its
// local copy: the sync rule of docs/product.md section 4.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isLocalId } from '../domain/ids';
import { mergeEdits } from '../domain/mergeEdits';
import { logger } from '../logger';
import { request, type ApiResult } from './http';
import type { LocalStore } from './localDb';
import { ListCopy, parseRecords } from './localCopy';
import { failureOf, localFailure, signedOut, type Failure, type Outcome } from './outcome';
import {
  enqueue,
  hasWaiting,
  isOfflineId,
  loadOutbox,
  newIdempotencyKey,
  newOfflineId,
  overlay,
  pendingEntries,
  registerReplayer,
  type OutboxEntry,
  type ReplayResult,
} from './outbox';
import { resetSettled } from './resetGate';
import { currentSession, loadSynced, queryClient, type Synced } from './queryClient';
import { heldRevision, holdRevision, type HeldRevision } from './revisions';
import { resolveSchema, type SchemaSource } from './schemas';

export interface ListPaths {
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

export interface ListEntityOptions<T> {
  /** The query key and the local store's name: 'tasks', 'calendar', 'eventPresets', 'notifications'. */
  name: string;
  store: LocalStore;
  /** The entity's zod schema (or where it is, loaded on first use): every response and local read goes through it. */
  schema: SchemaSource<T>;
  paths: ListPaths;
  bodyKey: 'task' | 'event' | 'preset' | 'notification';
  /** The body key of removeMany (default `${bodyKey}Ids`, i.e. taskIds). */
  removeManyKey?: string;
}

export type SyncedList<T> = Synced<readonly T[]>;

const NONE: readonly never[] = [];

/** The ids an incremental read says were deleted. */
function removedIds(meta: Record<string, unknown> | undefined): ReadonlySet<string> {
  const removed = meta?.removed;
  return new Set(Array.isArray(removed) ? removed.filter((id) => typeof id === 'string') : []);
}

/** `base` with the deleted ids gone, changed items replaced in place and new ones at the end. */
export function applyChanges<T extends { id: string }>(
  base: readonly T[],
  changed: readonly T[],
  removed: ReadonlySet<string>,
): T[] {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const out: T[] = [];
  for (const item of base) {
    if (removed.has(item.id)) continue;
    out.push(byId.get(item.id) ?? item);
    byId.delete(item.id);
  }
  return [...out, ...byId.values()];
}

/**
 * The client side of one entity list. Rules (docs/product.md section 4, docs/data-layer.md):
 * - a write reaches the cache and the local database only after the server said success, and
 *   returns its own outcome (never the page's global message);
 * - a list read replaces the local copy; a failed read serves the local copy and says so;
 * - items whose id starts with 'local-' live only in the browser (the guest's local notification):
 *   putLocal/removeLocal, and update/remove skip the server for them;
 * - every response and local record is parsed with the schema; invalid records are dropped.
 *
 * `I` is what create sends (the entity without id). Every operation takes the QueryClient, the
 * page's one by default.
 */
export class ListEntity<T extends { id: string }, I = Omit<T, 'id'>> {
  readonly name: string;
  readonly key: readonly [string];
  readonly copy: ListCopy<T>;
  private readonly options: ListEntityOptions<T>;

  constructor(options: ListEntityOptions<T>) {
    this.options = options;
    this.name = options.name;
    this.key = [options.name];
    this.copy = new ListCopy(options.name, options.store, options.schema);
    registerReplayer(
      options.name,
      (entry, client) => this.replay(entry, client),
      (client) => this.update$(client, (items) => overlay(items, this.name)),
    );
  }

  /** The query: the server's list (and local-only items), or the local copy when the read fails. */
  get query() {
    return queryOptions({
      queryKey: this.key,
      queryFn: ({ client }) => this.read(client),
    });
  }

  /** What the cache holds now (empty before the first read). */
  items(client: QueryClient = queryClient): readonly T[] {
    return this.snapshot(client)?.value ?? NONE;
  }

  snapshot(client: QueryClient = queryClient): SyncedList<T> | undefined {
    return client.getQueryData<SyncedList<T>>(this.key);
  }

  get(id: string, client: QueryClient = queryClient): T | undefined {
    return this.items(client).find((item) => item.id === id);
  }

  /**
   * Shows the local copy now, before any read (a reload of a signed-in page: the calendar's first paint
   * has its events). Nothing when the cache already holds the list.
   */
  async showLocal(client: QueryClient = queryClient): Promise<void> {
    const session = currentSession();
    await resetSettled();
    await this.restore(client, session);
  }

  /** Reads the list now (a sign-in, a poll). Concurrent reads share one call. */
  load(client: QueryClient = queryClient): Promise<Outcome<readonly T[]>> {
    return loadSynced(() => client.fetchQuery({ ...this.query, staleTime: 0 }));
  }

  /**
   * The writes answered while a list read is in flight: the server's list was taken before them, so
   * they are applied again on top of it (else the read would undo them on screen).
   */
  private writesDuringRead: Array<(items: readonly T[]) => readonly T[]> | null = null;

  private async read(client: QueryClient): Promise<SyncedList<T>> {
    const session = currentSession();
    // A sign-out an earlier page left half done is finished first (resetGate.ts).
    await resetSettled();
    this.writesDuringRead = [];
    // With the revision the copy was last read at, the server answers only what changed since.
    const held = await heldRevision(this.name);
    const answer = this.readServer(held);
    // Before the server answers, the cache shows the last copy (a reload shows it at once).
    const restored = await this.restore(client, session);
    let result = await answer;
    let fromServer: readonly T[] | null = null;
    if (result.success && held && result.meta?.since === held.revision) {
      const base = (restored ?? this.items(client)).filter(
        (item) => !isLocalId(item.id) && !isOfflineId(item.id),
      );
      if (base.length < held.count) {
        // The copy the changes apply to lost items (cleared, unreadable, or written by a read that a
        // sign-out overtook): read it all. A delete made here since also lands here, at the cost of one
        // full read.
        result = await this.readServer(null);
      } else {
        const changed = await parseRecords(this.name, this.options.schema, result.data, 'server');
        fromServer = applyChanges(base, changed, removedIds(result.meta));
      }
    }
    if (result.success) {
      fromServer ??= await parseRecords(this.name, this.options.schema, result.data, 'server');
      // Local-only items (the guest's notification) are not part of the server's list: keep them.
      const localOnly = new Map<string, T>();
      for (const item of [...(restored ?? NONE), ...this.items(client)]) {
        if (isLocalId(item.id)) localOnly.set(item.id, item);
      }
      let items: readonly T[] = [...fromServer, ...localOnly.values()];
      const writes = this.writesDuringRead ?? [];
      let applied = 0;
      for (; applied < writes.length; applied++) items = writes[applied]!(items);
      // The writes still in the outbox are not on the server yet: they stay on screen.
      items = overlay(items, this.name);
      if (session === currentSession()) {
        await this.copy.replace(items);
        // Only once the copy holds that revision's list: a page closed before keeps the older revision.
        const revision = result.meta?.revision;
        if (typeof revision === 'number' && session === currentSession()) {
          await holdRevision(this.name, { revision, count: fromServer.length, at: Date.now() });
        }
      }
      // And the writes answered while the copy was being written (the copy's queue has them already).
      for (; applied < writes.length; applied++) items = writes[applied]!(items);
      this.writesDuringRead = null;
      return { value: items, settled: true, fromCache: false, error: null };
    }
    this.writesDuringRead = null;
    logger.warn(
      `${this.name}: the server could not be read (${result.error}); using the local copy.`,
    );
    // The cache already shows the local copy (restored above) and every write since: the freshest copy.
    const cached = this.snapshot(client)?.value ?? (await this.copy.read());
    return { value: cached, settled: true, fromCache: true, error: failureOf(result) };
  }

  /** The list, or with a held revision only what changed since it (docs/offline.md). */
  private readServer(held: HeldRevision | null): Promise<ApiResult<unknown[]>> {
    const { list } = this.options.paths;
    const path = held ? `${list}?since=${held.revision}` : list;
    return request('GET', path, undefined, (m) => m.recordListSchema);
  }

  /** Shows the local copy while nothing is cached yet; returns what it restored. */
  private async restore(client: QueryClient, session: number): Promise<readonly T[] | null> {
    if (this.snapshot(client) || session !== currentSession()) return null;
    const local = await this.copy.read();
    // A sign-out meanwhile: the previous user's copy must not come back.
    if (session !== currentSession()) return null;
    if (this.snapshot(client)) return local;
    client.setQueryData<SyncedList<T>>(
      this.key,
      { value: local, settled: false, fromCache: false, error: null },
      { updatedAt: 0 },
    );
    return local;
  }

  /**
   * Creates on the server; the stored entity (with its id) joins the cache and the local copy. With
   * no answer (offline), or behind writes already waiting, it is queued (docs/offline.md) and shown
   * at once under a temporary id.
   */
  async create(input: I, client: QueryClient = queryClient): Promise<Outcome<T>> {
    const path = this.options.paths.create;
    if (!path) return localFailure(`${this.name}: the api has no create route`);
    const session = currentSession();
    const key = newIdempotencyKey();
    const body = { [this.options.bodyKey]: input };
    await loadOutbox();
    if (!hasWaiting()) {
      const result = await request('POST', path, body, this.options.schema, {
        idempotencyKey: key,
      });
      if (session !== currentSession()) return signedOut();
      if (result.success) {
        this.putInCache(client, result.data);
        return { ok: true, data: result.data };
      }
      if (result.kind !== 'unreachable') return this.failed(result, 'create');
    }
    const tempId = newOfflineId();
    const item = await this.parse({ ...(input as object), id: tempId });
    if (!item.ok) return item;
    await enqueue(
      {
        key,
        entity: this.name,
        op: 'create',
        method: 'POST',
        path,
        body,
        shows: { put: [item.data], removed: [] },
        tempIds: [tempId],
      },
      client,
    );
    this.putInCache(client, item.data);
    return item;
  }

  /**
   * Saves an edited entity. On a 409 conflict the server's entity replaces the cached one (the edit
   * did not apply: the failure says 'conflict'). A local-only item is saved locally without any call.
   * With no answer (offline), or behind writes already waiting, the edit is queued and shown at once.
   */
  async update(id: string, entity: I | T, client: QueryClient = queryClient): Promise<Outcome<T>> {
    if (isLocalId(id)) return this.putLocal({ ...(entity as object), id } as unknown as T, client);
    const session = currentSession();
    const key = newIdempotencyKey();
    const path = this.options.paths.update(id);
    const body = { [this.options.bodyKey]: entity };
    // The version the edit started from, for a merge if the server has a newer one by then.
    const base = this.serverVersion(id, client);
    await loadOutbox();
    if (!hasWaiting()) {
      const result = await request('PUT', path, body, this.options.schema, {
        idempotencyKey: key,
      });
      if (session !== currentSession()) return signedOut();
      if (result.success) {
        if (result.data.id !== id) {
          return localFailure(
            `${this.name}: update of ${id} answered another entity (${result.data.id})`,
          );
        }
        this.putInCache(client, result.data);
        return { ok: true, data: result.data };
      }
      if (result.kind !== 'unreachable') {
        await this.showTheirs(result, id, client);
        return this.failed(result, `update of ${id}`);
      }
    }
    const item = await this.parse({ ...(entity as object), id });
    if (!item.ok) return item;
    await enqueue(
      {
        key,
        entity: this.name,
        op: 'update',
        method: 'PUT',
        path,
        body,
        shows: { put: [item.data], removed: [] },
        tempIds: [],
        base,
      },
      client,
    );
    this.putInCache(client, item.data);
    return item;
  }

  /** The item as the server last gave it (before any edit still waiting in the outbox). */
  private serverVersion(id: string, client: QueryClient): T | undefined {
    const waiting = pendingEntries(this.name).find(
      (e) => e.op === 'update' && (e.shows.put[0] as T | undefined)?.id === id,
    );
    return (waiting?.base as T | undefined) ?? this.get(id, client);
  }

  /** A refused edit (409) answers the server's version: the cache shows it. */
  private async showTheirs(
    result: Exclude<ApiResult<unknown>, { success: true }>,
    id: string,
    client: QueryClient,
  ): Promise<T | null> {
    if (result.status !== 409 && result.error !== 'conflict') return null;
    const theirs = (await resolveSchema(this.options.schema)).safeParse(result.data);
    if (!theirs.success || theirs.data.id !== id) return null;
    logger.warn(`${this.name}: ${id} changed on the server; keeping the server's version.`);
    this.putInCache(client, theirs.data);
    return theirs.data;
  }

  private async parse(candidate: unknown): Promise<Outcome<T>> {
    const parsed = (await resolveSchema(this.options.schema)).safeParse(candidate);
    if (parsed.success) return { ok: true, data: parsed.data };
    logger.error(`${this.name}: refused an invalid item`, parsed.error.issues);
    return localFailure(`${this.name}: invalid item`);
  }

  /** Deletes on the server, then from the cache (queued when the server cannot be reached). */
  async remove(id: string, client: QueryClient = queryClient): Promise<Outcome<string>> {
    if (isLocalId(id)) {
      this.removeFromCache(client, [id]);
      return { ok: true, data: id };
    }
    const path = this.options.paths.remove;
    if (!path) return localFailure(`${this.name}: the api has no delete route`);
    const removed = await this.write(
      'remove',
      'DELETE',
      path(id),
      undefined,
      [id],
      (m) => m.deletedSchema,
      client,
    );
    return removed.ok ? { ok: true, data: id } : removed;
  }

  /** Deletes several in one call; exactly the ids the server answered leave the cache (and are returned). */
  async removeMany(
    ids: readonly string[],
    client: QueryClient = queryClient,
  ): Promise<Outcome<readonly string[]>> {
    const path = this.options.paths.removeMany;
    if (!path) return localFailure(`${this.name}: the api has no delete-many route`);
    if (ids.length === 0) return { ok: true, data: [] };
    const key = this.options.removeManyKey ?? `${this.options.bodyKey}Ids`;
    const removed = await this.write(
      'removeMany',
      'DELETE',
      path,
      { [key]: ids },
      ids,
      (m) => m.deletedManySchema,
      client,
    );
    return removed.ok ? { ok: true, data: removed.data ?? ids } : removed;
  }

  /** A delete: sent now, or queued (the ids leave the screen at once) when no answer comes. */
  private async write(
    op: 'remove' | 'removeMany',
    method: 'DELETE',
    path: string,
    body: unknown,
    ids: readonly string[],
    schema: SchemaSource<{ id: string } | { ids: string[] }>,
    client: QueryClient,
  ): Promise<Outcome<readonly string[] | null>> {
    const session = currentSession();
    const key = newIdempotencyKey();
    await loadOutbox();
    if (!hasWaiting()) {
      const result = await request(method, path, body, schema, { idempotencyKey: key });
      if (session !== currentSession()) return signedOut();
      if (result.success) {
        const gone = 'ids' in result.data ? result.data.ids : ids;
        this.removeFromCache(client, gone);
        return { ok: true, data: gone };
      }
      if (result.kind !== 'unreachable') return this.failed(result, `delete of ${ids.join(', ')}`);
    }
    // A single delete made offline names the version it saw: changed elsewhere meanwhile, it is reviewed.
    const [only] = ids;
    const base =
      op === 'remove' && only !== undefined ? this.serverVersion(only, client) : undefined;
    const version = (base as { lastUpdated?: unknown } | undefined)?.lastUpdated;
    const checked =
      only !== undefined && !isOfflineId(only) && typeof version === 'number'
        ? `${path}?version=${version}`
        : path;
    await enqueue(
      {
        key,
        entity: this.name,
        op,
        method,
        path: checked,
        body,
        shows: { put: [], removed: [...ids] },
        tempIds: [],
        ...(checked !== path ? { base } : {}),
      },
      client,
    );
    this.removeFromCache(client, ids);
    return { ok: true, data: null };
  }

  /**
   * Sends a queued write again (with its own idempotency key: a repeat is stored once). An edit that
   * lost a race to an edit of other fields is merged and sent again; one of the same fields waits for
   * the user's review with the server's version.
   */
  private async replay(entry: OutboxEntry, client: QueryClient): Promise<ReplayResult> {
    const schema: SchemaSource<unknown> =
      entry.op === 'remove'
        ? (m) => m.deletedSchema
        : entry.op === 'removeMany'
          ? (m) => m.deletedManySchema
          : this.options.schema;
    const result = await request(entry.method, entry.path, entry.body, schema, {
      idempotencyKey: entry.key,
    });
    if (result.success) {
      if (entry.op === 'create' || entry.op === 'update') {
        const stored = result.data as T;
        const [tempId] = entry.tempIds;
        if (tempId) this.removeFromCache(client, [tempId]);
        this.putInCache(client, stored);
        const sent = (entry.shows.put[0] as (T & { lastUpdated?: number }) | undefined)
          ?.lastUpdated;
        const version = (stored as T & { lastUpdated?: number }).lastUpdated;
        return {
          ok: true,
          ids: tempId ? [[tempId, stored.id]] : [],
          versions:
            typeof sent === 'number' && typeof version === 'number'
              ? [[stored.id, sent, version]]
              : [],
        };
      }
      return { ok: true };
    }
    if (result.kind === 'unreachable' || result.kind === 'unknown' || (result.status ?? 0) >= 500)
      return { ok: false, transient: true };
    // Deleting what is already gone is what the user wanted.
    if (result.status === 404 && (entry.op === 'remove' || entry.op === 'removeMany'))
      return { ok: true };
    const failure = failureOf(result);
    if (entry.op === 'update' && result.status === 409) {
      const theirs = await this.showTheirs(result, (entry.shows.put[0] as T).id, client);
      if (theirs) return this.merge(entry, theirs, failure, client);
    }
    // A delete of an item changed elsewhere waits for the review with the other version (still hidden
    // here: the person deleted it; "Keep the other version" brings it back).
    if (entry.op === 'remove' && result.status === 409) {
      const theirs = (await resolveSchema(this.options.schema)).safeParse(result.data);
      if (theirs.success) {
        return { ok: false, transient: false, failure: this.failureOf(failure, theirs.data) };
      }
    }
    return { ok: false, transient: false, failure: this.failureOf(failure) };
  }

  private failureOf(failure: Failure, theirs?: T): NonNullable<OutboxEntry['failure']> {
    const { error, message, messageKey, status } = failure;
    return { error, message, messageKey, status, ...(theirs ? { theirs } : {}) };
  }

  /** Merges an edit with a newer server version when they changed different fields. */
  private merge(
    entry: OutboxEntry,
    theirs: T,
    failure: Failure,
    client: QueryClient,
  ): ReplayResult {
    const mine = entry.shows.put[0] as T;
    const merged = mergeEdits(entry.base as T | undefined, mine, theirs);
    if (!merged) {
      // The user's edit stays on screen (waiting); the review shows both versions and the user decides.
      this.putInCache(client, mine);
      return { ok: false, transient: false, failure: this.failureOf(failure, theirs) };
    }
    this.putInCache(client, merged);
    const body = { [this.options.bodyKey]: merged };
    return {
      ok: false,
      transient: false,
      failure: this.failureOf(failure, theirs),
      retry: {
        ...entry,
        key: newIdempotencyKey(),
        body,
        base: theirs,
        shows: { put: [merged], removed: [] },
      },
    };
  }

  /** Adds or replaces a browser-only item (never sent to the server). */
  async putLocal(item: T, client: QueryClient = queryClient): Promise<Outcome<T>> {
    const parsed = (await resolveSchema(this.options.schema)).safeParse(item);
    if (!parsed.success) {
      logger.error(`${this.name}: refused an invalid local item`, parsed.error.issues);
      return localFailure(`${this.name}: invalid local item`);
    }
    this.putInCache(client, parsed.data);
    return { ok: true, data: parsed.data };
  }

  /**
   * Puts stored entities the server answered elsewhere (the calendar's one-transaction plans) into
   * the cache and the local copy, and removes the ids it deleted.
   */
  applyStored(
    saved: readonly T[],
    removed: readonly string[],
    client: QueryClient = queryClient,
  ): void {
    if (saved.length > 1) {
      // Many at once (an import of thousands): one cache change, not one per item.
      const byId = new Map(saved.map((item) => [item.id, item]));
      this.update$(client, (items) => {
        const known = new Set(items.map((i) => i.id));
        const next = items.map((i) => byId.get(i.id) ?? i);
        for (const item of byId.values()) if (!known.has(item.id)) next.push(item);
        return next;
      });
      for (const item of saved) void this.copy.put(item);
    } else for (const item of saved) this.putInCache(client, item);
    if (removed.length > 0) this.removeFromCache(client, removed);
  }

  private failed(result: Exclude<ApiResult<unknown>, { success: true }>, what: string) {
    logger.error(`${this.name}: ${what} failed (${result.error}): ${result.message}`);
    return failureOf(result);
  }

  private update$(client: QueryClient, change: (items: readonly T[]) => readonly T[]): void {
    this.writesDuringRead?.push(change);
    client.setQueryData<SyncedList<T>>(this.key, (old) =>
      old
        ? { ...old, value: change(old.value) }
        : { value: change(NONE), settled: false, fromCache: false, error: null },
    );
  }

  /**
   * The cache first, then the local copy's queued write (not awaited: the caller has its outcome
   * as soon as the screen changed; the queue keeps the local database in the cache's order).
   */
  private putInCache(client: QueryClient, item: T): void {
    this.update$(client, (items) => {
      const index = items.findIndex((i) => i.id === item.id);
      return index === -1 ? [...items, item] : items.map((i, n) => (n === index ? item : i));
    });
    void this.copy.put(item);
  }

  private removeFromCache(client: QueryClient, ids: readonly string[]): void {
    const gone = new Set(ids);
    if (this.items(client).some((i) => gone.has(i.id))) {
      this.update$(client, (items) => items.filter((i) => !gone.has(i.id)));
    }
    void this.copy.remove(ids);
  }
}
