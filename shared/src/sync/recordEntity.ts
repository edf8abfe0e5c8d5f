// One server-backed single record (profile, settings) in the query cache, with its local copy under
// one key (docs/product.md sections 3 and 7).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { logger } from '../logger';
import type { ApiError } from './errors';
import { request } from './http';
import type { LocalStore } from './localDb';
import { RecordCopy, type FirstPaintFields } from './localCopy';
import { mergeEdits } from '../domain/mergeEdits';
import { failureOf, type Failure, type Outcome } from './outcome';
import {
  enqueue,
  hasWaiting,
  loadOutbox,
  newIdempotencyKey,
  pendingEntries,
  registerReplayer,
  type OutboxEntry,
  type ReplayResult,
} from './outbox';
import { resetSettled } from './resetGate';
import { currentSession, loadSynced, queryClient, type Synced } from './queryClient';
import { resolveSchema, type SchemaSource } from './schemas';

export interface RecordEntityOptions<T, W> {
  /** The query key and the local store's name: 'profile', 'settings'. */
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
  /** Shown before the first read, and after a failed read with no local copy. */
  defaults: T;
  /** Fields kept in local storage too, shown over the defaults before the first read (the first paint). */
  firstPaint?: FirstPaintFields<T>;
  /** The request body's value for a record (e.g. without the client-only lastUpdated). */
  toWire: (value: T) => unknown;
  /** The local record for what the server answered (e.g. with a client lastUpdated). */
  fromWire: (data: W) => T;
}

export class RecordEntity<T, W = T> {
  readonly name: string;
  readonly key: readonly [string];
  readonly copy: RecordCopy<T>;
  private readonly options: RecordEntityOptions<T, W>;

  constructor(options: RecordEntityOptions<T, W>) {
    this.options = options;
    this.name = options.name;
    this.key = [options.name];
    this.copy = new RecordCopy(
      options.name,
      options.store,
      options.key,
      options.storedSchema,
      options.firstPaint,
    );
    registerReplayer(options.name, (entry, client) => this.replay(entry, client));
  }

  get defaults(): T {
    return this.options.defaults;
  }

  private initialOf: { fields: Partial<T> | null; value: T } | null = null;

  /**
   * What to show before the first read: the defaults, with the first-paint fields of the last record
   * this browser held (the same object while they do not change).
   */
  initial(): T {
    const fields = this.copy.peek();
    if (this.initialOf?.fields !== fields) {
      this.initialOf = {
        fields,
        value: fields ? { ...this.options.defaults, ...fields } : this.options.defaults,
      };
    }
    return this.initialOf.value;
  }

  get query() {
    return queryOptions({
      queryKey: this.key,
      queryFn: ({ client }) => this.read(client),
    });
  }

  /** The record the cache holds now (before the first read: the defaults, or what the first paint showed). */
  value(client: QueryClient = queryClient): T {
    return this.snapshot(client)?.value ?? this.initial();
  }

  snapshot(client: QueryClient = queryClient): Synced<T> | undefined {
    return client.getQueryData<Synced<T>>(this.key);
  }

  /** Shows the local copy now, before any read (a reload of a signed-in page). */
  async showLocal(client: QueryClient = queryClient): Promise<void> {
    const session = currentSession();
    await resetSettled();
    await this.restore(client, session);
  }

  /** Shows the local copy while nothing is cached yet. */
  private async restore(client: QueryClient, session: number): Promise<void> {
    if (this.snapshot(client)) return;
    const local = await this.copy.read();
    // Not after a sign-out meanwhile: the previous user's copy must not come back.
    if (local !== null && session === currentSession() && !this.snapshot(client)) {
      client.setQueryData<Synced<T>>(
        this.key,
        { value: local, settled: false, fromCache: false, error: null },
        { updatedAt: 0 },
      );
    }
  }

  /** Reads the record now; concurrent reads share one call. */
  load(client: QueryClient = queryClient): Promise<Outcome<T>> {
    return loadSynced(() => client.fetchQuery({ ...this.query, staleTime: 0 }));
  }

  /** A save answered while a read is in flight: newer than what the read brings back. */
  private savedDuringRead: { value: T } | null | undefined = undefined;

  private async read(client: QueryClient): Promise<Synced<T>> {
    const session = currentSession();
    // A sign-out an earlier page left half done is finished first (resetGate.ts).
    await resetSettled();
    this.savedDuringRead = null;
    const answer = request('GET', this.options.paths.read, undefined, this.options.wireSchema);
    await this.restore(client, session);
    const result = await answer;
    if (result.success) {
      // A save still in the outbox is newer than the server's record: it stays on screen.
      const waiting = this.waitingValue();
      const saved = this.savedDuringRead as { value: T } | null | undefined;
      const value = waiting ?? (saved ? saved.value : this.options.fromWire(result.data));
      if (session === currentSession()) await this.copy.put(value);
      // (Set by update() while this read awaited, the copy's write included: the newest value.)
      const latest = this.savedDuringRead as { value: T } | null | undefined;
      this.savedDuringRead = undefined;
      return { value: latest ? latest.value : value, settled: true, fromCache: false, error: null };
    }
    this.savedDuringRead = undefined;
    logger.warn(
      `${this.name}: the server could not be read (${result.error}); using the local copy.`,
    );
    const cached = await this.copy.read();
    return {
      value: cached ?? this.options.defaults,
      settled: true,
      fromCache: true,
      error: failureOf(result),
    };
  }

  /** The value of this record's save still waiting in the outbox, if any. */
  private waitingValue(): T | null {
    const save = pendingEntries(this.name).at(-1);
    return save ? (save.shows.put[0] as T) : null;
  }

  /**
   * Saves on the server; on success the answer replaces the cached record and the local copy. With no
   * answer (offline), or behind writes already waiting, the save is queued and shown at once.
   */
  async update(value: T, client: QueryClient = queryClient): Promise<Outcome<T>> {
    const { name, paths, bodyKey, wireSchema } = this.options;
    const session = currentSession();
    const key = newIdempotencyKey();
    const body = { [bodyKey]: this.options.toWire(value) };
    const base = (pendingEntries(name).at(-1)?.base as T | undefined) ?? this.value(client);
    await loadOutbox();
    if (!hasWaiting()) {
      const result = await request('PUT', paths.update, body, wireSchema, { idempotencyKey: key });
      if (result.success) {
        const stored = this.options.fromWire(result.data);
        if (session === currentSession()) this.show(stored, client);
        return { ok: true, data: stored };
      }
      if (result.status === 409) return this.settleConflict(base, value, result, client);
      if (result.kind !== 'unreachable') {
        logger.error(`${name}: update failed (${result.error}): ${result.message}`);
        return failureOf(result);
      }
    }
    await enqueue(
      {
        key,
        entity: name,
        op: 'save',
        method: 'PUT',
        path: paths.update,
        body,
        shows: { put: [value], removed: [] },
        tempIds: [],
        base,
      },
      client,
    );
    if (session === currentSession()) this.show(value, client);
    return { ok: true, data: value };
  }

  /**
   * An online save refused as stale (409): when the other version changed other fields, both edits are
   * merged and sent once more; otherwise the other version is shown and the conflict returned.
   */
  private async settleConflict(
    base: T,
    mine: T,
    refused: ApiError,
    client: QueryClient,
  ): Promise<Outcome<T>> {
    const theirs = await this.theirs(refused);
    if (theirs === null) return failureOf(refused);
    const merged = mergeEdits(base as object, mine as object, theirs as object) as T | null;
    const session = currentSession();
    if (merged) {
      const { paths, bodyKey, wireSchema } = this.options;
      const body = { [bodyKey]: this.options.toWire(merged) };
      const again = await request('PUT', paths.update, body, wireSchema, {
        idempotencyKey: newIdempotencyKey(),
      });
      if (again.success) {
        const stored = this.options.fromWire(again.data);
        if (session === currentSession()) this.show(stored, client);
        return { ok: true, data: stored };
      }
      logger.error(`${this.name}: merged update failed (${again.error}): ${again.message}`);
      return failureOf(again);
    }
    if (session === currentSession()) this.show(theirs, client);
    return failureOf(refused);
  }

  /** The stored record a 409 answer carries, as the local copy holds it (null if unreadable). */
  private async theirs(refused: { data?: unknown }): Promise<T | null> {
    const parsed = (await resolveSchema(this.options.wireSchema)).safeParse(refused.data);
    return parsed.success ? this.options.fromWire(parsed.data) : null;
  }

  private show(value: T, client: QueryClient): void {
    if (this.savedDuringRead !== undefined) this.savedDuringRead = { value };
    client.setQueryData<Synced<T>>(this.key, (old) => ({
      value,
      settled: old?.settled ?? false,
      fromCache: old?.fromCache ?? false,
      error: old?.error ?? null,
    }));
    void this.copy.put(value);
  }

  /** Sends a queued save again; a newer record saved elsewhere merges when other fields changed. */
  private async replay(entry: OutboxEntry, client: QueryClient): Promise<ReplayResult> {
    const { wireSchema, bodyKey } = this.options;
    const result = await request(entry.method, entry.path, entry.body, wireSchema, {
      idempotencyKey: entry.key,
    });
    if (result.success) {
      const waiting = pendingEntries(this.name).filter((e) => e.key !== entry.key);
      if (waiting.length === 0) this.show(this.options.fromWire(result.data), client);
      return { ok: true };
    }
    if (result.kind === 'unreachable' || result.kind === 'unknown' || (result.status ?? 0) >= 500)
      return { ok: false, transient: true };
    const failure: Failure = failureOf(result);
    const refused = {
      error: failure.error,
      message: failure.message,
      messageKey: failure.messageKey,
      status: failure.status,
    };
    if (result.status !== 409) return { ok: false, transient: false, failure: refused };
    const theirs = await this.theirs(result);
    if (theirs === null) return { ok: false, transient: false, failure: refused };
    const mine = entry.shows.put[0] as T;
    const merged = mergeEdits(
      entry.base as object | undefined,
      mine as object,
      theirs as object,
    ) as T | null;
    if (!merged) return { ok: false, transient: false, failure: { ...refused, theirs } };
    this.show(merged, client);
    return {
      ok: false,
      transient: false,
      failure: refused,
      retry: {
        ...entry,
        key: newIdempotencyKey(),
        body: { [bodyKey]: this.options.toWire(merged) },
        base: theirs,
        shows: { put: [merged], removed: [] },
      },
    };
  }
}
