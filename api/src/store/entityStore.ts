// Per-user rows of one entity table (events, tasks, presets): every statement is scoped by uid.
import { MAX_ITEMS_PER_USER } from '@planner/shared/model/constants';
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';

export type EntityTable = 'events' | 'tasks' | 'presets';

/** Extra indexed columns a table keeps beside the JSON document (events only today). */
export type Columns = Record<string, unknown>;

type Stored<T> = { data: T };

export async function findForUpdate<T>(
  tx: Queryable,
  table: EntityTable,
  uid: string,
  id: string,
): Promise<T | null> {
  const rows = await tx.query<Stored<T>>(
    `SELECT data FROM ${table} WHERE uid = $1 AND id = $2 FOR UPDATE`,
    [uid, id],
  );
  return rows[0]?.data ?? null;
}

/**
 * Inserts one row unless the user already has `max` rows in the table (then 'limit-reached'). The count
 * is the one list_revisions keeps (the list-write trigger of migration 013), read by the insert itself.
 */
export async function insertEntity<T extends { id: string; lastUpdated: number }>(
  db: Queryable,
  table: EntityTable,
  uid: string,
  entity: T,
  columns: Columns = {},
  max: number = MAX_ITEMS_PER_USER,
): Promise<void> {
  const names = ['uid', 'id', 'data', 'last_updated', ...Object.keys(columns)];
  const values = [
    uid,
    entity.id,
    JSON.stringify(entity),
    entity.lastUpdated,
    ...Object.values(columns),
  ];
  const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
  const inserted = await db.query(
    `WITH changed AS (
       INSERT INTO ${table} (${names.join(', ')})
       SELECT ${placeholders}
        WHERE coalesce((SELECT items FROM list_revisions WHERE uid = $1 AND kind = '${table}'), 0)
              < $${names.length + 1}
       RETURNING 1)
     SELECT 1 FROM changed`,
    [...values, max],
  );
  if (inserted.length === 0) {
    throw new ApiError(
      'limit-reached',
      `${table}: the list is full (${max.toLocaleString('en')} items); delete some to add more`,
    );
  }
}

export async function replaceEntity<T extends { id: string; lastUpdated: number }>(
  tx: Queryable,
  table: EntityTable,
  uid: string,
  entity: T,
  columns: Columns = {},
): Promise<void> {
  const sets = [
    'data = $3',
    'last_updated = $4',
    ...Object.keys(columns).map((c, i) => `${c} = $${i + 5}`),
  ];
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE uid = $1 AND id = $2`, [
    uid,
    entity.id,
    JSON.stringify(entity),
    entity.lastUpdated,
    ...Object.values(columns),
  ]);
}

/** Removes the caller's rows among `ids`; returns the ids actually removed. */
export async function deleteEntities(
  db: Queryable,
  table: EntityTable,
  uid: string,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM ${table} WHERE uid = $1 AND id = ANY($2::text[]) RETURNING id`,
    [uid, ids],
  );
  return rows.map((r) => r.id);
}

/** Server-assigned version: strictly after the stored one even if clocks stall. */
export function nextVersion(stored: number, now: number): number {
  return Math.max(now, stored + 1);
}
