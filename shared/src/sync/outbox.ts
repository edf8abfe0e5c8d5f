// The outbox (docs/offline.md): writes the server could not be reached for wait here, persisted in their own
// localforage database beside the product's, and are sent again in order when the connection returns.
import localforage from 'localforage';
import type { QueryClient } from '@tanstack/react-query';
import { newUuid } from '../domain/ids';
import { OFFLINE_ID_PREFIX } from '../model/constants';
import { logger } from '../logger';
import type { HttpMethod } from './http';
import type { ApiError } from './errors';
import { failureOf, type Failure } from './outcome';
import { currentSession, queryClient } from './queryClient';

/** What the screens show while an entry waits: items put (by id) and ids removed, or a record's value. */
export interface Shown {
  put: unknown[];
  removed: string[];
}

export interface OutboxEntry {
  /** The idempotency key sent with every attempt; also the entry's id. */
  key: string;
  /** Queue order. */
  seq: number;
  /** The entity whose replayer sends it: 'tasks', 'calendar', 'profile'... */
  entity: string;
  op: 'create' | 'update' | 'remove' | 'removeMany' | 'save' | 'apply';
  method: HttpMethod;
  path: string;
  body: unknown;
  shows: Shown;
  /** The temporary ids of the items it creates, in the order the server answers them. */
  tempIds: string[];
  /** An update: the item as the server last gave it, before this edit (to merge with a newer one). */
  base?: unknown;
  /** The server refused it: shown to the user until fixed or dropped. */
  failure?: Pick<Failure, 'error' | 'message' | 'messageKey' | 'status'> & { theirs?: unknown };
}

/** What a replayer answers for one entry. */
export type ReplayResult =
  | {
      ok: true;
      /** Offline creates: their temporary id and the server's. */
      ids?: Array<[tempId: string, serverId: string]>;
      /** Updates: the version an item was sent with and the one the server stored. */
      versions?: Array<[id: string, from: number, to: number]>;
    }
  /** No answer (or a server error): stop here and try again later. */
  | { ok: false; transient: true }
  /** Refused: the entry waits for the user (or was replaced by a new attempt: `retry`). */
  | {
      ok: false;
      transient: false;
      failure: NonNullable<OutboxEntry['failure']>;
      retry?: OutboxEntry;
    };

/**
 * How a replayer answers a failed send: no answer or a server error waits to be sent again; anything
 * else is refused, with the server's reason (and its version of the item when it sent one).
 */
export function replayFailure(result: ApiError, theirs?: unknown): ReplayResult {
  if (result.kind === 'unreachable' || result.kind === 'unknown' || (result.status ?? 0) >= 500)
    return { ok: false, transient: true };
  const { error, message, messageKey, status } = failureOf(result);
  return {
    ok: false,
    transient: false,
    failure: { error, message, messageKey, status, ...(theirs ? { theirs } : {}) },
  };
}

export type Replayer = (entry: OutboxEntry, client: QueryClient) => Promise<ReplayResult>;

/** Shows an entity's waiting entries again on top of its cache (after a replay step changed it). */
type Reshow = (client: QueryClient) => void;

export interface OutboxState {
  /** Entries that will be sent when the connection returns. */
  waiting: number;
  /** Entries the server refused: they need the user. */
  failed: OutboxEntry[];
  /** While a replay runs: how far it is. */
  syncing: { done: number; total: number } | null;
  /** Per entity, the ids of the items shown with a change that has not reached the server. */
  pending: Record<string, readonly string[]>;
}

export const OUTBOX_KEY = ['outbox'] as const;
const EMPTY_STATE: OutboxState = { waiting: 0, failed: [], syncing: null, pending: {} };
const OUTBOX_DB = 'planner-outbox';
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

const store = localforage.createInstance({ name: OUTBOX_DB, storeName: 'entries' });
const replayers = new Map<string, Replayer>();
const reshows = new Map<string, Reshow>();
let entries: OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
let replaying: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryIndex = 0;
let syncing: OutboxState['syncing'] = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_DB);
channel?.addEventListener('message', () => void reloadEntries());

export function isOfflineId(id: string): boolean {
  return id.startsWith(OFFLINE_ID_PREFIX);
}

export function newOfflineId(): string {
  return OFFLINE_ID_PREFIX + newUuid();
}

/**
 * Each entity registers how its entries are sent again (ListEntity, RecordEntity); an operation with a
 * route of its own registers as `entity/op` (the calendar's plans: 'calendar/apply').
 */
export function registerReplayer(entity: string, replayer: Replayer, reshow?: Reshow): void {
  replayers.set(entity, replayer);
  if (reshow) reshows.set(entity, reshow);
}

async function readStored(): Promise<OutboxEntry[]> {
  const found: OutboxEntry[] = [];
  try {
    await store.iterate<OutboxEntry, void>((value) => {
      found.push(value);
    });
  } catch (error) {
    logger.error('outbox: could not be read', error);
  }
  return found.sort((a, b) => a.seq - b.seq);
}

async function reloadEntries(): Promise<void> {
  entries = await readStored();
  publish();
}

/** Reads the persisted entries once (the shell calls it at start; every operation awaits it). */
export function loadOutbox(): Promise<void> {
  loaded ??= reloadEntries();
  return loaded;
}

function publish(client: QueryClient = queryClient): void {
  const pending: Record<string, string[]> = {};
  for (const entry of entries) {
    const ids = (pending[entry.entity] ??= []);
    for (const item of entry.shows.put as Array<{ id?: unknown }>) {
      if (typeof item?.id === 'string' && !ids.includes(item.id)) ids.push(item.id);
    }
  }
  const state: OutboxState = {
    waiting: entries.filter((e) => !e.failure).length,
    failed: entries.filter((e) => e.failure),
    syncing,
    pending,
  };
  client.setQueryData(OUTBOX_KEY, state);
}

export function outboxState(client: QueryClient = queryClient): OutboxState {
  return client.getQueryData<OutboxState>(OUTBOX_KEY) ?? EMPTY_STATE;
}

/** Entries not yet accepted by the server (waiting or refused), in order. */
export function pendingEntries(entity?: string): readonly OutboxEntry[] {
  return entity ? entries.filter((e) => e.entity === entity) : entries;
}

/** True when writes must queue behind earlier ones (order is kept: an edit never overtakes its create). */
export function hasWaiting(): boolean {
  return entries.some((e) => !e.failure);
}

async function persist(entry: OutboxEntry): Promise<void> {
  await store.setItem(entry.key, entry);
  channel?.postMessage('changed');
}

async function forget(key: string): Promise<void> {
  await store.removeItem(key);
  channel?.postMessage('changed');
}

/** A fresh key for a write (sent with its first attempt too: an answer lost on the way is not a second write). */
export function newIdempotencyKey(): string {
  return newUuid();
}

/** Queues a write (persisted before it returns) and tries to send it at once. */
export async function enqueue(
  entry: Omit<OutboxEntry, 'seq'>,
  client: QueryClient = queryClient,
): Promise<void> {
  await loadOutbox();
  const seq = Math.max(Date.now(), (entries.at(-1)?.seq ?? 0) + 1);
  const queued: OutboxEntry = { ...entry, seq };
  // A record's whole-value save makes its earlier waiting saves pointless.
  if (entry.op === 'save') {
    for (const old of entries.filter((e) => e.entity === entry.entity && e.op === 'save')) {
      await forget(old.key);
    }
    entries = entries.filter((e) => !(e.entity === entry.entity && e.op === 'save'));
  }
  entries = [...entries, queued];
  await persist(queued);
  publish(client);
  scheduleReplay(client, RETRY_DELAYS_MS[0] ?? 2_000);
}

/**
 * A later edit of an item this replay just saved was made on the version before: it carries the new one
 * (else the server would refuse it as stale). Looks at `{id, <entity>: {lastUpdated}}` (a plan's
 * operation) and at the body of a route whose path ends with the id.
 */
function bumpVersion(entry: OutboxEntry, id: string, from: number, to: number): OutboxEntry {
  // Most entries name another item: they stay the same object (and are not written again).
  if (
    !entry.path.includes(encodeURIComponent(id)) &&
    !(JSON.stringify(entry.body) ?? '').includes(id)
  ) {
    return entry;
  }
  const bump = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(bump);
    if (!value || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    if (
      object.id === id ||
      (object === entry.body && entry.path.endsWith(`/${encodeURIComponent(id)}`))
    ) {
      return Object.fromEntries(
        Object.entries(object).map(([k, v]) =>
          v && typeof v === 'object' && (v as { lastUpdated?: unknown }).lastUpdated === from
            ? [k, { ...(v as object), lastUpdated: to }]
            : [k, bump(v)],
        ),
      );
    }
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, bump(v)]));
  };
  // A delete made offline names the version it began from (?version=): an earlier edit of ours moved it.
  const checked = `/${encodeURIComponent(id)}?version=${from}`;
  const path = entry.path.endsWith(checked)
    ? `${entry.path.slice(0, -checked.length)}/${encodeURIComponent(id)}?version=${to}`
    : entry.path;
  return { ...entry, path, body: bump(entry.body) };
}

/** Replaces an id everywhere in later entries (an offline create got its server id). */
function renameIds(entry: OutboxEntry, ids: ReadonlyArray<[string, string]>): OutboxEntry {
  const before = JSON.stringify(entry);
  let text = before;
  for (const [from, to] of ids) text = text.split(from).join(to);
  return text === before ? entry : (JSON.parse(text) as OutboxEntry);
}

function scheduleReplay(client: QueryClient, delay: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void replayOutbox(client);
  }, delay);
}

/** Runs `fn` alone across this browser's tabs where the Web Locks API exists. */
function exclusively(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(OUTBOX_DB, fn) : fn();
}

/**
 * Sends the waiting entries in order, one tab at a time. Stops at the first one without an answer
 * (and tries again later, with a growing delay); an entry the server refuses stays for the user.
 */
export function replayOutbox(client: QueryClient = queryClient): Promise<void> {
  replaying ??= exclusively(async () => {
    // Another tab may have sent (or added) entries since this one read them.
    entries = await readStored();
    loaded = Promise.resolve();
    const session = currentSession();
    const todo = entries.filter((e) => !e.failure);
    syncing = todo.length > 0 ? { done: 0, total: todo.length } : null;
    publish(client);
    for (const original of todo) {
      if (session !== currentSession()) break;
      let entry = entries.find((e) => e.key === original.key);
      if (!entry) continue;
      const replayer = replayers.get(`${entry.entity}/${entry.op}`) ?? replayers.get(entry.entity);
      if (!replayer) {
        logger.error(`outbox: nothing replays ${entry.entity}`);
        continue;
      }
      let result = await replayer(entry, client);
      // A merged edit is a new request: sent at once, in this entry's place.
      if (!result.ok && !result.transient && result.retry) {
        const retry = result.retry;
        const replaced = entry.key;
        entries = entries.map((e) => (e.key === replaced ? retry : e));
        await forget(replaced);
        await persist(retry);
        entry = retry;
        result = await replayer(retry, client);
      }
      if (session !== currentSession()) break;
      if (!result.ok && result.transient) {
        retryIndex = Math.min(retryIndex + 1, RETRY_DELAYS_MS.length - 1);
        scheduleReplay(client, RETRY_DELAYS_MS[retryIndex] ?? 60_000);
        break;
      }
      retryIndex = 0;
      if (result.ok) {
        const done = entry.key;
        entries = entries.filter((e) => e.key !== done);
        await forget(done);
        const ids = result.ids ?? [];
        const versions = result.versions ?? [];
        if (ids.length > 0 || versions.length > 0) {
          // Only the entries that name what the server just stored change: one write each, not one per entry
          // (500 entries replayed in ~O(n) writes, bench/outbox).
          const changed: OutboxEntry[] = [];
          entries = entries.map((e) => {
            let next = ids.length > 0 ? renameIds(e, ids) : e;
            for (const [id, from, to] of versions) next = bumpVersion(next, id, from, to);
            if (next !== e) changed.push(next);
            return next;
          });
          await Promise.all(changed.map((e) => persist(e)));
        }
        // What the server just stored may be changed again (or deleted) by a later entry.
        reshows.get(entry.entity)?.(client);
      } else {
        const refused: OutboxEntry = { ...entry, failure: result.failure };
        entries = entries.map((e) => (e.key === refused.key ? refused : e));
        await persist(refused);
      }
      if (syncing) syncing = { ...syncing, done: syncing.done + 1 };
      publish(client);
    }
    syncing = null;
    publish(client);
  }).finally(() => {
    replaying = null;
  });
  return replaying;
}

/** The user gives up a refused entry (the entity is then read again: the server's version shows). */
export async function dropEntry(key: string, client: QueryClient = queryClient): Promise<void> {
  entries = entries.filter((e) => e.key !== key);
  await forget(key);
  publish(client);
}

/** The user resolved a refused entry: it is sent again as `entry` (a new key: it is a new request). */
export async function resendEntry(
  key: string,
  changes: Pick<OutboxEntry, 'body' | 'shows'> & { base?: unknown; path?: string },
  client: QueryClient = queryClient,
): Promise<void> {
  const old = entries.find((e) => e.key === key);
  if (!old) return;
  const { failure: _failure, ...rest } = old;
  const next: OutboxEntry = { ...rest, ...changes, key: newIdempotencyKey() };
  entries = entries.map((e) => (e.key === key ? next : e));
  await forget(key);
  await persist(next);
  // The screen shows the chosen version at once, not when the server answers (maybe much later offline).
  reshows.get(next.entity)?.(client);
  publish(client);
  await replayOutbox(client);
}

/** Sign-out: the entries belong to the user who leaves. */
export async function clearOutbox(client: QueryClient = queryClient): Promise<void> {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  entries = [];
  // Known empty from now on: writes need not wait for the stored entries to be read.
  loaded = Promise.resolve();
  publish(client);
  await store.clear();
  channel?.postMessage('changed');
  publish(client);
}

/** Applies the waiting entries of one entity on top of a list (a read from the server does not have them). */
export function overlay<T extends { id: string }>(
  items: readonly T[],
  entity: string,
): readonly T[] {
  const mine = pendingEntries(entity);
  if (mine.length === 0) return items;
  let out = items;
  for (const entry of mine) {
    const removed = new Set(entry.shows.removed);
    if (removed.size > 0) out = out.filter((i) => !removed.has(i.id));
    for (const item of entry.shows.put as T[]) {
      const index = out.findIndex((i) => i.id === item.id);
      out = index === -1 ? [...out, item] : out.map((i, n) => (n === index ? item : i));
    }
  }
  return out;
}
