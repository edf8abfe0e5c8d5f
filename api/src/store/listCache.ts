// Serialised list responses per user, reused while the user's list revision in the database is unchanged.
import type { Queryable } from '../db/db';

export type ListKind = 'events' | 'tasks' | 'presets' | 'notifications';

const ORDER: Record<ListKind, string> = {
  events: 'seq',
  tasks: 'seq',
  presets: 'seq',
  notifications: 'date_received DESC, seq DESC',
};

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

/**
 * The success envelope around an already serialised JSON array, as bytes ready to send, with the list's
 * revision (what a client sends back as ?since= for an incremental read).
 */
export function listEnvelope(json: string, revision: number): Buffer {
  return Buffer.from(`{"success":true,"revision":${revision},"data":${json}}`);
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
  const body = listEnvelope(row?.json ?? '[]', Number(row?.rev ?? 0));
  if (row) cache.set(key, Number(row.rev), body);
  return body;
}

/**
 * What changed in the user's list after revision `since`: the rows written since (in list order) as
 * `data`, the ids deleted since as `removed`, and the current `revision`. Null when a full read is
 * needed instead: no such revision here (another database, a revision from the future), tombstones of
 * that time already swept (since < floor_rev), or so many changes that the full list is as small.
 */
export async function readChanges(
  db: Queryable,
  kind: ListKind,
  uid: string,
  since: number,
): Promise<Buffer | null> {
  const rows = await db.query<{
    rev: string | number;
    floor_rev: string | number;
    items: string | number;
    changed_count: string | number;
    removed_count: string | number;
    changed: string;
    removed: string;
  }>(
    `SELECT r.rev, r.floor_rev, r.items,
            (SELECT count(*) FROM ${kind} WHERE uid = $1 AND rev > $3) AS changed_count,
            (SELECT count(*) FROM list_tombstones WHERE uid = $1 AND kind = $2 AND rev > $3) AS removed_count,
            coalesce((SELECT json_agg(data ORDER BY ${ORDER[kind]}) FROM ${kind} WHERE uid = $1 AND rev > $3), '[]')::text AS changed,
            coalesce((SELECT json_agg(id) FROM list_tombstones WHERE uid = $1 AND kind = $2 AND rev > $3), '[]')::text AS removed
       FROM list_revisions r WHERE r.uid = $1 AND r.kind = $2`,
    [uid, kind, since],
  );
  const row = rows[0];
  if (!row) return null;
  const rev = Number(row.rev);
  if (since < Number(row.floor_rev) || since > rev) return null;
  const changes = Number(row.changed_count) + Number(row.removed_count);
  if (changes > Math.max(FULL_READ_MIN_CHANGES, Number(row.items) / 2)) return null;
  return Buffer.from(
    `{"success":true,"revision":${rev},"since":${since},"removed":${row.removed},"data":${row.changed}}`,
  );
}

/** Below this many changes an incremental read is always answered (above, only under half the list). */
const FULL_READ_MIN_CHANGES = 200;

/** Tombstones older than this are swept; a client whose revision is older gets a full read. */
export const TOMBSTONE_RETENTION_DAYS = 30;

/** Removes old tombstones and raises each list's floor_rev to the newest revision removed. */
export async function sweepTombstones(db: Queryable): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM list_tombstones WHERE deleted_at < now() - make_interval(days => $1)
       RETURNING uid, kind, rev)
     UPDATE list_revisions l SET floor_rev = GREATEST(l.floor_rev, g.rev)
       FROM (SELECT uid, kind, max(rev) AS rev FROM gone GROUP BY uid, kind) g
      WHERE l.uid = g.uid AND l.kind = g.kind`,
    [TOMBSTONE_RETENTION_DAYS],
  );
}
