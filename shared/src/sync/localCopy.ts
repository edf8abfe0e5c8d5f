// The local database side of one entity: what the cache restores at start and what a failed read
// serves. Lists are stored keyed by id, profile and settings under their one key (docs/product.md
// section 3). Every record read back goes through its zod schema; invalid ones are dropped with a warning.
import { logger } from '../logger';
import type { LocalStore } from './localDb';
import { resolveSchema, type SchemaSource } from './schemas';

/**
 * Writes run one after another, in the order the cache changed: a sign-out's clear always lands
 * after the writes of calls answered before it. A failed write (quota, private mode) is logged: the
 * cache holds the truth for this page.
 */
class WriteQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly name: string) {}

  run(write: () => Promise<unknown>): Promise<void> {
    this.tail = this.tail.then(write).then(
      () => undefined,
      (error: unknown) => logger.warn(`${this.name}: the local copy could not be written`, error),
    );
    return this.tail;
  }

  /** Resolves once every queued write has finished. */
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
  for (const record of records) {
    const parsed = zod.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else {
      const id = (record as { id?: unknown } | null)?.id;
      logger.warn(
        `${name}: dropped an invalid record from the ${source} (id ${String(id)}):`,
        parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    }
  }
  return out;
}

/** A list entity's store, keyed by id. */
export class ListCopy<T extends { id: string }> {
  private readonly writes: WriteQueue;

  constructor(
    private readonly name: string,
    private readonly store: LocalStore,
    private readonly schema: SchemaSource<T>,
  ) {
    this.writes = new WriteQueue(name);
  }

  /** Every valid record (empty where none, or the store cannot be read). */
  async read(): Promise<T[]> {
    try {
      await this.writes.flush();
      const records: unknown[] = [];
      await this.store.iterate((value) => {
        records.push(value);
      });
      return await parseRecords(this.name, this.schema, records, 'local copy');
    } catch (error) {
      logger.warn(`${this.name}: the local copy could not be read`, error);
      return [];
    }
  }

  /** A list read replaces the local copy. */
  replace(items: readonly T[]): Promise<void> {
    return this.writes.run(async () => {
      await this.store.clear();
      await Promise.all(items.map((item) => this.store.setItem(item.id, item)));
    });
  }

  put(item: T): Promise<void> {
    return this.writes.run(() => this.store.setItem(item.id, item));
  }

  remove(ids: readonly string[]): Promise<void> {
    return this.writes.run(() => Promise.all(ids.map((id) => this.store.removeItem(id))));
  }

  clear(): Promise<void> {
    return this.writes.run(() => this.store.clear());
  }

  flush(): Promise<void> {
    return this.writes.flush();
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
  private readonly writes: WriteQueue;
  private peeked: { raw: string | null; fields: Partial<T> | null } | null = null;

  constructor(
    private readonly name: string,
    private readonly store: LocalStore,
    private readonly key: string,
    private readonly schema: SchemaSource<T>,
    private readonly firstPaint?: FirstPaintFields<T>,
  ) {
    this.writes = new WriteQueue(name);
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
      await this.writes.flush();
      const raw = await this.store.getItem<unknown>(this.key);
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
    return this.writes.run(() => this.store.setItem(this.key, value));
  }

  clear(): Promise<void> {
    this.keepFirstPaint(null);
    return this.writes.run(() => this.store.removeItem(this.key));
  }

  flush(): Promise<void> {
    return this.writes.flush();
  }
}
