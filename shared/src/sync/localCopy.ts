// The local database side of one entity: what the cache restores at start and what a failed read
// serves. Lists are stored keyed by id, profile and settings under their one key (docs/product.md
// section 3). Every record read back goes through its zod schema; invalid ones are dropped with a warning.
import { sameValue } from '../domain/mergeEdits';
import { logger } from '../logger';
import { inSlices } from '../mainThread';
import type { LocalStore } from './localDb';
import { resolveSchema, type SchemaSource } from './schemas';

/**
 * The store's operations run one after another, in the order the cache changed: a sign-out's clear always
 * lands after the writes of calls answered before it, and a read sees exactly the writes queued before it.
 * A failed write (quota, private mode) is logged: the cache holds the truth for this page.
 */
class StoreQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly name: string) {}

  write(op: () => Promise<unknown>): Promise<void> {
    this.tail = this.tail.then(op).then(
      () => undefined,
      (error: unknown) => logger.warn(`${this.name}: the local copy could not be written`, error),
    );
    return this.tail;
  }

  /** Resolves (or rejects) with `op`'s answer; the writes queued after it wait for it. */
  read<R>(op: () => Promise<R>): Promise<R> {
    const answer = this.tail.then(op);
    this.tail = answer.then(
      () => undefined,
      () => undefined,
    );
    return answer;
  }

  /** Resolves once every queued operation has finished. */
  flush(): Promise<void> {
    return this.tail;
  }
}

/** The records of `records` that pass `schema`; the others are logged and dropped. */
export async function parseRecords<T>(
  name: string,
  schema: SchemaSource<T>,
  records: readonly unknown[],
  source: 'server' | 'local copy',
): Promise<T[]> {
  const zod = await resolveSchema(schema);
  const out: T[] = [];
  // In slices: a reload's few hundred events were one 12-15 ms task of parsing, 20,000 tasks far more.
  await inSlices(records, (record) => {
    const parsed = zod.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else {
      const id = (record as { id?: unknown } | null)?.id;
      logger.warn(
        `${name}: dropped an invalid record from the ${source} (id ${String(id)}):`,
        parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    }
  });
  return out;
}

/**
 * A list entity's store, keyed by id. A list read replaces it in one transaction (LocalStore.writeMany),
 * writing only what differs from what the store holds: a read that changed nothing writes nothing.
 * Before, it cleared the store and wrote every record, each in its own transaction (localforage's
 * setItem). Measured with bench/localcopy/run.mjs in Chromium 156 (27 Nov 2026), writing 1,000 tasks:
 * 0.6-1.0 s that way, 87-95 ms in one transaction; 20,000 tasks: 34-87 s with 1.3-2 s of long tasks,
 * against 1.2-2.1 s and none. A read that changed nothing now only reads the store's keys in one request
 * (LocalStore.allKeys): 9 ms for 1,000, 69 ms for 20,000. A reload reads the records in one request too
 * (LocalStore.entries): 420 ms for 20,000, against 1.0 s through localforage's cursor.
 */
export class ListCopy<T extends { id: string }> {
  private readonly queue: StoreQueue;
  /**
   * The record this page last read or wrote under each key (undefined: the key's record is not known,
   * e.g. it was unreadable); null before the first read or replace. Only used to skip a write of the same
   * record: which keys go is always decided from the store's own keys, so records another tab added are
   * never left behind.
   */
  private known: Map<string, T | undefined> | null = null;

  constructor(
    private readonly name: string,
    private readonly store: LocalStore,
    private readonly schema: SchemaSource<T>,
  ) {
    this.queue = new StoreQueue(name);
  }

  /** Every valid record (empty where none, or the store cannot be read). */
  async read(): Promise<T[]> {
    try {
      return await this.queue.read(async () => {
        const entries = await this.store.entries<unknown>();
        const records = entries.map(([, value]) => value);
        const known = new Map<string, T | undefined>(entries.map(([key]) => [key, undefined]));
        const valid = await parseRecords(this.name, this.schema, records, 'local copy');
        for (const item of valid) if (known.has(item.id)) known.set(item.id, item);
        this.known = known;
        return valid;
      });
    } catch (error) {
      logger.warn(`${this.name}: the local copy could not be read`, error);
      return [];
    }
  }

  /** A list read replaces the local copy: records not in `items` go, new and changed ones are written. */
  replace(items: readonly T[]): Promise<void> {
    return this.queue.write(async () => {
      const known = this.known;
      // Unknown until every write below has landed.
      this.known = null;
      const next = new Map(items.map((item) => [item.id, item]));
      const stored = new Set(await this.store.allKeys());
      const gone = [...stored].filter((key) => !next.has(key));
      const changed = items.filter(
        (item) =>
          !stored.has(item.id) || !known?.has(item.id) || !sameValue(known.get(item.id), item),
      );
      await this.store.writeMany(
        changed.map((item) => [item.id, item] as const),
        gone,
      );
      this.known = next;
    });
  }

  put(item: T): Promise<void> {
    return this.queue.write(async () => {
      this.known?.set(item.id, undefined);
      await this.store.setItem(item.id, item);
      this.known?.set(item.id, item);
    });
  }

  remove(ids: readonly string[]): Promise<void> {
    return this.queue.write(async () => {
      for (const id of ids) this.known?.set(id, undefined);
      await this.store.writeMany([], ids);
      for (const id of ids) this.known?.delete(id);
    });
  }

  clear(): Promise<void> {
    return this.queue.write(async () => {
      this.known = null;
      await this.store.clear();
      this.known = new Map();
    });
  }

  flush(): Promise<void> {
    return this.queue.flush();
  }
}

/**
 * A few fields of a record also kept in local storage, read synchronously: what a screen's first paint
 * needs before the local database (asynchronous, read through zod once it is loaded) answers, e.g. the
 * calendar's hours (docs/product.md section 3). Never the truth: the record replaces it once read.
 */
export interface FirstPaintFields<T> {
  /** The local storage key. */
  storageKey: string;
  /** The fields kept. */
  pick: (value: T) => Partial<T>;
  /** The fields read back, checked without zod (anything unexpected: null, nothing is used). */
  parse: (raw: unknown) => Partial<T> | null;
}

/** A local storage item, or null where there is none or storage is unavailable (private mode). */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseKept<T>(raw: string, firstPaint: FirstPaintFields<T>): Partial<T> | null {
  try {
    return firstPaint.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A single-record entity's store (profile, settings): one key. */
export class RecordCopy<T> {
  private readonly queue: StoreQueue;
  private peeked: { raw: string | null; fields: Partial<T> | null } | null = null;

  constructor(
    private readonly name: string,
    private readonly store: LocalStore,
    private readonly key: string,
    private readonly schema: SchemaSource<T>,
    private readonly firstPaint?: FirstPaintFields<T>,
  ) {
    this.queue = new StoreQueue(name);
  }

  /**
   * The first-paint fields of the last record written (null where none, or storage is unavailable),
   * the same object as long as they do not change.
   */
  peek(): Partial<T> | null {
    if (!this.firstPaint) return null;
    const raw = readStorage(this.firstPaint.storageKey);
    if (this.peeked?.raw === raw) return this.peeked.fields;
    const fields = raw === null ? null : parseKept(raw, this.firstPaint);
    this.peeked = { raw, fields };
    return fields;
  }

  /** Kept at once, in the order the cache changed (the database's write is queued). */
  private keepFirstPaint(value: T | null): void {
    if (!this.firstPaint) return;
    try {
      if (value === null) localStorage.removeItem(this.firstPaint.storageKey);
      else
        localStorage.setItem(
          this.firstPaint.storageKey,
          JSON.stringify(this.firstPaint.pick(value)),
        );
    } catch (error) {
      logger.warn(`${this.name}: the first-paint copy could not be written`, error);
    }
  }

  /** The stored record, or null where there is none (or it is invalid, or unreadable). */
  async read(): Promise<T | null> {
    try {
      const raw = await this.queue.read(() => this.store.getItem<unknown>(this.key));
      if (raw === null) return null;
      const [parsed] = await parseRecords(this.name, this.schema, [raw], 'local copy');
      return parsed ?? null;
    } catch (error) {
      logger.warn(`${this.name}: the local copy could not be read`, error);
      return null;
    }
  }

  put(value: T): Promise<void> {
    this.keepFirstPaint(value);
    return this.queue.write(() => this.store.setItem(this.key, value));
  }

  clear(): Promise<void> {
    this.keepFirstPaint(null);
    return this.queue.write(() => this.store.removeItem(this.key));
  }

  flush(): Promise<void> {
    return this.queue.flush();
  }
}
