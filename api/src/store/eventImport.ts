// The 'upsert' operations of POST /calendar/apply (an ICS import, docs/product.md section 10): every event is
// matched with the user's event of the same externalId and replaces it, or is added; a few statements for
// the whole batch, inside the caller's transaction, so an import of thousands of events stays quick.
import { randomUUID } from 'node:crypto';
import { MAX_ITEMS_PER_USER } from '@planner/shared/model/constants';
import type { CalendarEvent } from '@planner/shared/model';
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { Columns } from './entityStore';
import { nextVersion } from './entityStore';

/** Rows per statement: one JSON parameter each, well under any size limit. */
const CHUNK = 2_000;

/** The columns of `events` beside id and data, and their types for jsonb_to_recordset. */
const COLUMN_TYPES: Record<string, string> = {
  recurrence: 'text',
  recurrence_id: 'text',
  original_start: 'timestamptz',
  cancelled: 'boolean',
  start_at: 'timestamptz',
  recurrence_end: 'date',
  reminder_minutes: 'integer',
  external_id: 'text',
};

type Input = Omit<CalendarEvent, 'id'> & { externalId: string };
export type Upserted = { type: 'create' | 'update'; event: CalendarEvent };

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

function recordsetOf(names: string[]): string {
  return [
    'id text',
    'data jsonb',
    'last_updated bigint',
    ...names.map((n) => `${n} ${COLUMN_TYPES[n]}`),
  ].join(', ');
}

/**
 * Stores `inputs` (validated, externalIds unique in the batch) for `uid`; answers one result per input, in
 * order. 'limit-reached' when the new ones would take the list past MAX_ITEMS_PER_USER.
 */
export async function upsertEvents(
  tx: Queryable,
  uid: string,
  inputs: readonly Input[],
  columns: (e: CalendarEvent) => Columns,
): Promise<Upserted[]> {
  const stored = await tx.query<{ id: string; external_id: string; last_updated: string | number }>(
    `SELECT id, external_id, last_updated FROM events
      WHERE uid = $1 AND external_id = ANY($2::text[]) FOR UPDATE`,
    [uid, inputs.map((e) => e.externalId)],
  );
  const byExternal = new Map(stored.map((r) => [r.external_id, r]));
  const now = Date.now();
  const results: Upserted[] = inputs.map((input) => {
    const row = byExternal.get(input.externalId);
    const event: CalendarEvent = row
      ? { ...input, id: row.id, lastUpdated: nextVersion(Number(row.last_updated), now) }
      : { ...input, id: randomUUID(), lastUpdated: now };
    return { type: row ? 'update' : 'create', event };
  });
  const created = results.filter((r) => r.type === 'create').map((r) => r.event);
  const updated = results.filter((r) => r.type === 'update').map((r) => r.event);

  if (created.length > 0) {
    const items = await tx.query<{ items: string | number }>(
      `SELECT items FROM list_revisions WHERE uid = $1 AND kind = 'events' FOR UPDATE`,
      [uid],
    );
    const count = Number(items[0]?.items ?? 0);
    if (count + created.length > MAX_ITEMS_PER_USER) {
      throw new ApiError(
        'limit-reached',
        `events: the list is full (${MAX_ITEMS_PER_USER.toLocaleString('en')} items); delete some to add more`,
      );
    }
  }
  const rowsOf = (events: CalendarEvent[]) =>
    JSON.stringify(
      events.map((e) => ({ id: e.id, data: e, last_updated: e.lastUpdated, ...columns(e) })),
    );
  const names = Object.keys(COLUMN_TYPES);
  for (const part of chunks(created)) {
    await tx.query(
      // The list's revision, item count and change log follow through the list-write trigger (013).
      `INSERT INTO events (uid, id, data, last_updated, ${names.join(', ')})
       SELECT $1, x.id, x.data, x.last_updated, ${names.map((n) => `x.${n}`).join(', ')}
         FROM jsonb_to_recordset($2::jsonb) AS x(${recordsetOf(names)})`,
      [uid, rowsOf(part)],
    );
  }
  for (const part of chunks(updated)) {
    await tx.query(
      `UPDATE events AS e
          SET data = x.data, last_updated = x.last_updated,
              ${names.map((n) => `${n} = x.${n}`).join(', ')}
         FROM jsonb_to_recordset($2::jsonb) AS x(${recordsetOf(names)})
        WHERE e.uid = $1 AND e.id = x.id`,
      [uid, rowsOf(part)],
    );
  }
  return results;
}
