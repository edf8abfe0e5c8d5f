// The calendar_subscriptions rows (docs/product.md section 10) and one refresh of a subscription: read
// its address (conditionally), parse it with the shared ICS reader, keep the last good copy on failure.
import { randomUUID } from 'node:crypto';
import { eventSchema } from '@planner/shared/model';
import type { CalendarEvent, Subscription, SubscriptionError } from '@planner/shared/model';
import { IcsError, parseIcs } from '@planner/shared/ics';
import type { Db, Queryable } from '../db/db';
import { FetchError, fetchCalendar, type FetchOptions } from './fetchCalendar';

type Row = {
  id: string;
  uid: string;
  url: string;
  name: string;
  color: string;
  time_zone: string;
  hidden: boolean;
  events: CalendarEvent[];
  etag: string | null;
  last_modified: string | null;
  last_success_at: string | number | null;
  last_error: SubscriptionError | null;
};

const COLUMNS =
  'id, uid, url, name, color, time_zone, hidden, events, etag, last_modified, last_success_at, last_error';

export function toSubscription(row: Row): Subscription {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    color: row.color,
    hidden: row.hidden,
    lastSuccessAt: row.last_success_at === null ? null : Number(row.last_success_at),
    lastError: row.last_error,
    // The subscription's colour is its events' colour (a recolour shows at once, no new read needed).
    events: row.events.map((event) => ({ ...event, color: row.color })),
  };
}

export async function listSubscriptions(db: Queryable, uid: string): Promise<Subscription[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM calendar_subscriptions WHERE uid = $1 ORDER BY created_at, id`,
    [uid],
  );
  return rows.map(toSubscription);
}

export async function findSubscription(
  db: Queryable,
  uid: string,
  id: string,
): Promise<Row | null> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM calendar_subscriptions WHERE uid = $1 AND id = $2`,
    [uid, id],
  );
  return rows[0] ?? null;
}

export async function countSubscriptions(db: Queryable, uid: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM calendar_subscriptions WHERE uid = $1',
    [uid],
  );
  return rows[0]?.n ?? 0;
}

export async function insertSubscription(
  db: Queryable,
  uid: string,
  input: { url: string; name: string; color: string; timeZone: string },
): Promise<Row> {
  const id = randomUUID();
  const rows = await db.query<Row>(
    `INSERT INTO calendar_subscriptions (id, uid, url, name, color, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [id, uid, input.url, input.name, input.color, input.timeZone],
  );
  return rows[0] as Row;
}

/** The parsed calendar as read-only events of this subscription (ids and series of their own). */
function eventsOf(text: string, row: Row, now: Date): CalendarEvent[] {
  const { events } = parseIcs(text, { now, timeZone: row.time_zone });
  const lastUpdated = now.getTime();
  const short = row.id.slice(0, 8);
  const kept: CalendarEvent[] = [];
  events.forEach(({ externalId: _externalId, ...event }, index) => {
    // Checked as the client will read it: one odd event must not make the whole list unreadable.
    const parsed = eventSchema.safeParse({
      ...event,
      id: `sub-${row.id}-${index}`,
      // A series' id names it within this subscription only (two subscriptions may share a calendar).
      recurrenceId: event.recurrenceId ? `sub-${short}-${event.recurrenceId}` : null,
      presetId: null,
      reminderMinutes: null,
      lastUpdated,
    });
    if (parsed.success) kept.push(parsed.data);
  });
  return kept;
}

function errorOf(error: unknown, now: number): SubscriptionError {
  if (error instanceof FetchError) return { code: error.code, status: error.status, at: now };
  if (error instanceof IcsError) return { code: error.code, status: null, at: now };
  return { code: 'malformed', status: null, at: now };
}

export type RefreshOutcome =
  { ok: true; changed: boolean } | { ok: false; error: SubscriptionError };

/**
 * Reads the subscription again: a new copy replaces the stored one; "not modified" keeps it; a failure
 * keeps it too and records why (the settings show it beside the last success).
 */
export async function refreshSubscription(
  db: Db,
  row: Row,
  options: Pick<FetchOptions, 'production' | 'timeoutMs' | 'maxBytes' | 'resolve'>,
  now: () => Date = () => new Date(),
): Promise<RefreshOutcome> {
  const started = now();
  await db.query('UPDATE calendar_subscriptions SET last_attempt_at = $2 WHERE id = $1', [
    row.id,
    started.getTime(),
  ]);
  try {
    const result = await fetchCalendar(row.url, {
      ...options,
      etag: row.etag,
      lastModified: row.last_modified,
    });
    if (result.kind === 'not-modified') {
      await db.query(
        `UPDATE calendar_subscriptions SET last_success_at = $2, last_error = NULL WHERE id = $1`,
        [row.id, now().getTime()],
      );
      return { ok: true, changed: false };
    }
    const events = eventsOf(result.text, row, started);
    await db.query(
      `UPDATE calendar_subscriptions
       SET events = $2::jsonb, etag = $3, last_modified = $4, last_success_at = $5, last_error = NULL
       WHERE id = $1`,
      [row.id, JSON.stringify(events), result.etag, result.lastModified, now().getTime()],
    );
    return { ok: true, changed: true };
  } catch (error) {
    const failure = errorOf(error, now().getTime());
    await db.query(`UPDATE calendar_subscriptions SET last_error = $2::jsonb WHERE id = $1`, [
      row.id,
      JSON.stringify(failure),
    ]);
    return { ok: false, error: failure };
  }
}

/** Subscriptions whose last read began before `before` (or never), oldest first. */
export async function dueSubscriptions(
  db: Queryable,
  before: number,
  limit: number,
): Promise<Row[]> {
  return db.query<Row>(
    `SELECT ${COLUMNS} FROM calendar_subscriptions
     WHERE last_attempt_at IS NULL OR last_attempt_at < $1
     ORDER BY last_attempt_at NULLS FIRST LIMIT $2`,
    [before, limit],
  );
}

export type { Row as SubscriptionRow };
