// The private subscription feed (docs/product.md section 10): a calendar app subscribes to
// /connect/calendar/feed/<token>.ics with no Firebase session; the token (192 random bits, one per user) is
// the only key. The signed-in person gets, creates and resets it; a reset makes the old address 404 at once.
// On request the feed also carries the open tasks that have a deadline, as all-day items.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FEED_TOKEN_PATTERN, calendarFeedOptionsSchema } from '@planner/shared/model';
import type { CalendarEvent, CalendarFeed, Task } from '@planner/shared/model';
import { toIcs, type ExportableEvent } from '@planner/shared/ics';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { parseBody } from './validate';

/** Bumped when the feed's text changes for the same events (the ETag then changes too). */
const FEED_FORMAT = 2;

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

type FeedRow = { token: string; include_tasks: boolean };

function feedOf(prefix: string, row: FeedRow | null): CalendarFeed {
  const token = row?.token ?? null;
  return {
    token,
    path: token ? `${prefix}/calendar/feed/${token}.ics` : null,
    includeTasks: row?.include_tasks ?? false,
  };
}

async function feedRow(db: Db, uid: string): Promise<FeedRow | null> {
  const rows = await db.query<FeedRow>(
    'SELECT token, include_tasks FROM calendar_feeds WHERE uid = $1',
    [uid],
  );
  return rows[0] ?? null;
}

const DAY_MS = 86_400_000;

/**
 * An open task with a deadline as the feed writes it: an all-day item on its deadline, a box before its
 * title (a calendar app shows it beside the events, where a to-do needs no translation), its own UID.
 */
export function taskItem(task: Task): ExportableEvent | null {
  if (task.done || !task.deadline) return null;
  const day = Date.parse(`${task.deadline}T00:00:00.000Z`);
  if (Number.isNaN(day)) return null;
  return {
    id: `task-${task.id}`,
    title: `☐ ${task.title}`,
    description: task.description,
    color: '#FF6700',
    allDay: true,
    startDate: new Date(day).toISOString(),
    endDate: new Date(day + DAY_MS).toISOString(),
    timeZone: 'UTC',
    recurrence: 'none',
    recurrenceId: null,
    recurrenceEnd: null,
    originalStart: null,
    cancelled: false,
    reminderMinutes: null,
    presetId: null,
  };
}

/** GET (the current link or none), POST (the link, made on first use), POST reset (a new link). */
export function registerCalendarFeedRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get('/calendar/feed', async (request) => {
    return { success: true, data: feedOf(prefix, await feedRow(db, request.uid as string)) };
  });

  app.post('/calendar/feed', async (request) => {
    const uid = request.uid as string;
    await db.query(
      'INSERT INTO calendar_feeds (uid, token) VALUES ($1, $2) ON CONFLICT (uid) DO NOTHING',
      [uid, newToken()],
    );
    return { success: true, data: feedOf(prefix, await feedRow(db, uid)) };
  });

  // What the feed carries besides the events (the link is made if there was none).
  app.put('/calendar/feed/options', async (request) => {
    const uid = request.uid as string;
    const { includeTasks } = parseBody(calendarFeedOptionsSchema, request.body);
    await db.query(
      `INSERT INTO calendar_feeds (uid, token, include_tasks) VALUES ($1, $2, $3)
       ON CONFLICT (uid) DO UPDATE SET include_tasks = EXCLUDED.include_tasks`,
      [uid, newToken(), includeTasks],
    );
    return { success: true, data: feedOf(prefix, await feedRow(db, uid)) };
  });

  app.post('/calendar/feed/reset', async (request) => {
    const uid = request.uid as string;
    const token = newToken();
    await db.query(
      `INSERT INTO calendar_feeds (uid, token) VALUES ($1, $2)
       ON CONFLICT (uid) DO UPDATE SET token = EXCLUDED.token, created_at = now()`,
      [uid, token],
    );
    return { success: true, data: feedOf(prefix, await feedRow(db, uid)) };
  });
}

/** GET /calendar/feed/<token>.ics: the user's events as iCalendar, read-only, with an ETag. */
export function registerPublicFeedRoute(app: FastifyInstance, db: Db): void {
  app.get('/calendar/feed/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const owner = FEED_TOKEN_PATTERN.test(token)
      ? await db.query<{ uid: string; include_tasks: boolean }>(
          'SELECT uid, include_tasks FROM calendar_feeds WHERE token = $1',
          [token],
        )
      : [];
    const uid = owner[0]?.uid;
    if (!uid) throw new ApiError('not-found', 'No such calendar feed');
    const withTasks = owner[0]?.include_tasks === true;
    // The lists' revisions name their state; the year, the time zones' range written with them.
    const revs = await db.query<{ kind: string; rev: string | number }>(
      `SELECT kind, rev FROM list_revisions WHERE uid = $1 AND kind IN ('events', 'tasks')`,
      [uid],
    );
    const revOf = (kind: string) => Number(revs.find((r) => r.kind === kind)?.rev ?? 0);
    const now = new Date();
    const etag =
      `"f${FEED_FORMAT}-${now.getUTCFullYear()}-${revOf('events')}` +
      `${withTasks ? `-t${revOf('tasks')}` : ''}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'private, no-cache');
    const match = request.headers['if-none-match'];
    if (typeof match === 'string' && match.split(/\s*,\s*/).includes(etag)) {
      return reply.status(304).send();
    }
    const rows = await db.query<{ data: CalendarEvent }>(
      'SELECT data FROM events WHERE uid = $1 ORDER BY seq',
      [uid],
    );
    const items: ExportableEvent[] = rows.map((r) => r.data);
    if (withTasks) {
      const tasks = await db.query<{ data: Task }>(
        'SELECT data FROM tasks WHERE uid = $1 ORDER BY seq',
        [uid],
      );
      for (const { data } of tasks) {
        const item = taskItem(data);
        if (item) items.push(item);
      }
    }
    const body = toIcs(items, { now, name: 'Planner' });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="planner.ics"')
      .send(body);
  });
}
