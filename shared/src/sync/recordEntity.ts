// One server-backed single record (profile, settings) in the query cache, with its local copy under
// one key (docs/product.md sections 3 and 7).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { logger } from '../logger';
import { request } from './http';
import type { LocalStore } from './localDb';
import { RecordCopy } from './localCopy';
import { failureOf, type Outcome } from './outcome';
import { currentSession, loadSynced, queryClient, type Synced } from './queryClient';
import type { SchemaSource } from './schemas';

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
    this.copy = new RecordCopy(options.name, options.store, options.key, options.storedSchema);
  }

  get defaults(): T {
    return this.options.defaults;
  }

  get query() {
    return queryOptions({
      queryKey: this.key,
      queryFn: ({ client }) => this.read(client),
    });
  }

  /** The record the cache holds now (the defaults before the first read). */
  value(client: QueryClient = queryClient): T {
    return this.snapshot(client)?.value ?? this.options.defaults;
  }

  snapshot(client: QueryClient = queryClient): Synced<T> | undefined {
    return client.getQueryData<Synced<T>>(this.key);
  }

  /** Reads the record now; concurrent reads share one call. */
  load(client: QueryClient = queryClient): Promise<Outcome<T>> {
    return loadSynced(() => client.fetchQuery({ ...this.query, staleTime: 0 }));
  }

  /** A save answered while a read is in flight: newer than what the read brings back. */
  private savedDuringRead: { value: T } | null | undefined = undefined;

  private async read(client: QueryClient): Promise<Synced<T>> {
    const session = currentSession();
    this.savedDuringRead = null;
    const answer = request('GET', this.options.paths.read, undefined, this.options.wireSchema);
    if (!this.snapshot(client)) {
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
    const result = await answer;
    // (Set by update() while this read awaited.)
    const saved = this.savedDuringRead as { value: T } | null | undefined;
    this.savedDuringRead = undefined;
    if (result.success) {
      const value = saved ? saved.value : this.options.fromWire(result.data);
      if (session === currentSession()) await this.copy.put(value);
      return { value, settled: true, fromCache: false, error: null };
    }
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

  /** Saves on the server; on success the answer replaces the cached record and the local copy. */
  async update(value: T, client: QueryClient = queryClient): Promise<Outcome<T>> {
    const { name, paths, bodyKey, wireSchema } = this.options;
    const session = currentSession();
    const result = await request(
      'PUT',
      paths.update,
      { [bodyKey]: this.options.toWire(value) },
      wireSchema,
    );
    if (!result.success) {
      logger.error(`${name}: update failed (${result.error}): ${result.message}`);
      return failureOf(result);
    }
    const stored = this.options.fromWire(result.data);
    if (this.savedDuringRead !== undefined) this.savedDuringRead = { value: stored };
    if (session === currentSession()) {
      client.setQueryData<Synced<T>>(this.key, (old) => ({
        value: stored,
        settled: old?.settled ?? false,
        fromCache: old?.fromCache ?? false,
        error: old?.error ?? null,
      }));
      void this.copy.put(stored);
    }
    return { ok: true, data: stored };
  }
}
