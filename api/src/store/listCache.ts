// Serialised list responses per user, reused while the user's list revision in the database is unchanged.
import type { Queryable } from '../db/db';

export type ListKind = 'events' | 'tasks' | 'presets' | 'notifications';

const ORDER: Record<ListKind, string> = {
  events: 'seq',
  tasks: 'seq',
  presets: 'seq',
  notifications: 'date_received DESC, seq DESC',
};

/** How a write changes the number of rows: the rows of `changed` are added, removed, or the same. */
export type ItemsChange = 'added' | 'removed' | 'same';

/**
 * A statement suffix that bumps (uid $1, kind) when the CTE named `changed` touched a row, and keeps the
 * user's row count for that list (the per-user cap reads it).
 * Used as: WITH changed AS (INSERT/UPDATE/DELETE ... RETURNING ...), bump AS (<bumpSql>) SELECT ...
 */
export function bumpSql(kind: ListKind, items: ItemsChange): string {
  const delta =
    items === 'added'
      ? '(SELECT count(*) FROM changed)'
      : items === 'removed'
        ? '-(SELECT count(*) FROM changed)'
        : '0';
  return `INSERT INTO list_revisions (uid, kind, rev, items)
            SELECT $1, '${kind}', 1, GREATEST(0, ${delta}) WHERE EXISTS (SELECT 1 FROM changed)
          ON CONFLICT (uid, kind) DO UPDATE
            SET rev = list_revisions.rev + 1, items = GREATEST(0, list_revisions.items + ${delta})`;
}

type Entry = { rev: number; body: Buffer };

/** Bounded by total bytes (least recently used entries go first). */
export class ListCache {
  private entries = new Map<string, Entry>();
  private size = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, rev: number): Buffer | null {
    const e = this.entries.get(key);
    if (!e || e.rev !== rev) return null;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.body;
  }

  set(key: string, rev: number, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.size -= old.body.length;
      this.entries.delete(key);
    }
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { rev, body });
    this.size += body.length;
    for (const [k, e] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(k);
      this.size -= e.body.length;
    }
  }
}

/** The success envelope around an already serialised JSON array, as bytes ready to send. */
export function listEnvelope(json: string): Buffer {
  return Buffer.from(`{"success":true,"data":${json}}`);
}

/** The user's list response: from the cache when its revision still matches, else built by the database. */
export async function readList(
  db: Queryable,
  cache: ListCache,
  kind: ListKind,
  uid: string,
): Promise<Buffer> {
  const key = `${kind}|${uid}`;
  const revRows = await db.query<{ rev: number }>(
    'SELECT rev FROM list_revisions WHERE uid = $1 AND kind = $2',
    [uid, kind],
  );
  const rev = Number(revRows[0]?.rev ?? 0);
  const hit = cache.get(key, rev);
  if (hit !== null) return hit;
  // Revision and rows from one statement, so one snapshot: the pair is always consistent.
  const rows = await db.query<{ rev: number | string; json: string }>(
    `SELECT coalesce((SELECT rev FROM list_revisions WHERE uid = $1 AND kind = $2), 0) AS rev,
            coalesce((SELECT json_agg(data ORDER BY ${ORDER[kind]}) FROM ${kind} WHERE uid = $1), '[]')::text AS json`,
    [uid, kind],
  );
  const row = rows[0];
  const body = listEnvelope(row?.json ?? '[]');
  if (row) cache.set(key, Number(row.rev), body);
  return body;
}
