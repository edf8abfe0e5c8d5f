// One pass of the reminder scheduler: creates each due occurrence's 'reminder' notification exactly once.
import { randomUUID } from 'node:crypto';
import { expandSeries } from '@planner/shared/domain';
import { MAX_REMINDER_MINUTES } from '@planner/shared/model';
import type { AppNotification, CalendarEvent } from '@planner/shared/model';
import type { Db } from '../db/db';

const MINUTE = 60_000;
/**
 * An occurrence that started this recently still gets its reminder: 'at the start time' (0 minutes) is
 * due exactly at the start, and a pass runs only every 30 s (or late after a restart).
 */
export const REMINDER_GRACE_MS = 2 * MINUTE;

type EventRow = { uid: string; id: string; data: CalendarEvent };
type OverrideRow = { uid: string; data: CalendarEvent };

/** A reminder notification this pass created (and so the one instance that pushes it). */
export type CreatedReminder = { uid: string; notification: AppNotification; startMs: number };

export type ReminderRunResult = { created: number; due: number; reminders: CreatedReminder[] };

/** The notification of one occurrence; the client translates message with params. */
export function reminderNotification(
  event: CalendarEvent,
  startMs: number,
  now: Date,
): AppNotification {
  return {
    id: randomUUID(),
    context: 'reminder',
    message: 'reminder.upcoming',
    params: {
      title: event.title,
      // The event (a series' own id for its occurrences): opening the reminder opens it.
      eventId: event.id,
      start: new Date(startMs).toISOString(),
      minutes: event.reminderMinutes ?? 0,
    },
    dateReceived: now.toISOString(),
    isLocal: false,
    redirectUrlWeb: '/dashboard',
    redirectUrlMobile: 'planner://calendar',
  };
}

/**
 * An occurrence is due once now >= start - reminderMinutes and until it starts. Idempotent: the
 * notification's dedupe key (event id + occurrence start) is unique per user, so restarts and
 * concurrent api instances insert it at most once.
 */
export async function runRemindersOnce(db: Db, now: Date = new Date()): Promise<ReminderRunResult> {
  const nowMs = now.getTime();
  const horizon = new Date(nowMs + MAX_REMINDER_MINUTES * MINUTE).toISOString();
  const nowIso = now.toISOString();
  const graceStartIso = new Date(nowMs - REMINDER_GRACE_MS).toISOString();
  const singles = await db.query<EventRow>(
    `SELECT uid, id, data FROM events
      WHERE reminder_minutes IS NOT NULL AND recurrence = 'none' AND NOT cancelled
        AND start_at > $2 AND start_at - make_interval(mins => reminder_minutes) <= $1`,
    [nowIso, graceStartIso],
  );
  const series = await db.query<EventRow>(
    `SELECT uid, id, data FROM events
      WHERE reminder_minutes IS NOT NULL AND recurrence <> 'none' AND original_start IS NULL
        AND start_at <= $2 AND (recurrence_end IS NULL OR recurrence_end >= ($1::timestamptz - interval '2 days')::date)`,
    [nowIso, horizon],
  );
  const overrides =
    series.length === 0
      ? []
      : await db.query<OverrideRow>(
          `SELECT uid, data FROM events
            WHERE original_start IS NOT NULL AND recurrence_id = ANY($1::text[])`,
          [[...new Set(series.map((s) => s.data.recurrenceId).filter((r): r is string => !!r))]],
        );
  const overridesBySeries = new Map<string, CalendarEvent[]>();
  for (const o of overrides) {
    const key = `${o.uid}|${o.data.recurrenceId}`;
    const list = overridesBySeries.get(key);
    if (list) list.push(o.data);
    else overridesBySeries.set(key, [o.data]);
  }

  const due: { uid: string; event: CalendarEvent; startMs: number }[] = [];
  for (const row of singles)
    due.push({ uid: row.uid, event: row.data, startMs: Date.parse(row.data.startDate) });
  for (const row of series) {
    // Occurrences whose reminder time has come and that have not started more than the grace ago:
    // starts in [from, to].
    const from = nowMs - REMINDER_GRACE_MS + 1;
    const to = nowMs + (row.data.reminderMinutes ?? 0) * MINUTE;
    const own = overridesBySeries.get(`${row.uid}|${row.data.recurrenceId}`) ?? [];
    for (const occ of expandSeries(row.data, own, new Date(from), new Date(to + 1))) {
      // An edited occurrence is reminded as the single event it is stored as (its own start and
      // reminder); a cancelled one not at all. Here only the series' untouched occurrences.
      const startMs = Date.parse(occ.start);
      if (occ.kind === 'occurrence' && startMs >= from) {
        due.push({ uid: row.uid, event: row.data, startMs });
      }
    }
  }

  const reminders: CreatedReminder[] = [];
  for (const { uid, event, startMs } of due) {
    const n = reminderNotification(event, startMs, now);
    const inserted = await db.query(
      `INSERT INTO notifications (uid, id, data, date_received, dedupe_key)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (uid, dedupe_key) DO NOTHING RETURNING id`,
      [
        uid,
        n.id,
        JSON.stringify(n),
        n.dateReceived,
        `reminder|${event.id}|${new Date(startMs).toISOString()}`,
      ],
    );
    if (inserted.length > 0) reminders.push({ uid, notification: n, startMs });
  }
  return { created: reminders.length, due: due.length, reminders };
}
