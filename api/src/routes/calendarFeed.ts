// The private subscription feed (docs/product.md section 10): a calendar app subscribes to
// /connect/calendar/feed/<token>.ics with no Firebase session; the token (192 random bits, one per user) is
// the only key. The signed-in person gets, creates and resets it; a reset makes the old address 404 at once.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FEED_TOKEN_PATTERN } from '@planner/shared/model';
import type { CalendarEvent, CalendarFeed } from '@planner/shared/model';
import { toIcs } from '@planner/shared/ics';
import type { Db } from '../db/db';
import { ApiError } from '../errors';

/** Bumped when the feed's text changes for the same events (the ETag then changes too). */
const FEED_FORMAT = 1;

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function feedOf(prefix: string, token: string | null): CalendarFeed {
  return { token, path: token ? `${prefix}/calendar/feed/${token}.ics` : null };
}

async function tokenOf(db: Db, uid: string): Promise<string | null> {
  const rows = await db.query<{ token: string }>(
    'SELECT token FROM calendar_feeds WHERE uid = $1',
    [uid],
  );
  return rows[0]?.token ?? null;
}

/** GET (the current link or none), POST (the link, made on first use), POST reset (a new link). */
export function registerCalendarFeedRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get('/calendar/feed', async (request) => {
    return { success: true, data: feedOf(prefix, await tokenOf(db, request.uid as string)) };
  });

  app.post('/calendar/feed', async (request) => {
    const uid = request.uid as string;
    await db.query(
      'INSERT INTO calendar_feeds (uid, token) VALUES ($1, $2) ON CONFLICT (uid) DO NOTHING',
      [uid, newToken()],
    );
    return { success: true, data: feedOf(prefix, await tokenOf(db, uid)) };
  });

  app.post('/calendar/feed/reset', async (request) => {
    const uid = request.uid as string;
    const token = newToken();
    await db.query(
      `INSERT INTO calendar_feeds (uid, token) VALUES ($1, $2)
       ON CONFLICT (uid) DO UPDATE SET token = EXCLUDED.token, created_at = now()`,
      [uid, token],
    );
    return { success: true, data: feedOf(prefix, token) };
  });
}

/** GET /calendar/feed/<token>.ics: the user's events as iCalendar, read-only, with an ETag. */
export function registerPublicFeedRoute(app: FastifyInstance, db: Db): void {
  app.get('/calendar/feed/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const owner = FEED_TOKEN_PATTERN.test(token)
      ? await db.query<{ uid: string }>('SELECT uid FROM calendar_feeds WHERE token = $1', [token])
      : [];
    const uid = owner[0]?.uid;
    if (!uid) throw new ApiError('not-found', 'No such calendar feed');
    // The events' list revision names their state; the year, the time zones' range written with them.
    const rev = await db.query<{ rev: string | number }>(
      `SELECT rev FROM list_revisions WHERE uid = $1 AND kind = 'events'`,
      [uid],
    );
    const now = new Date();
    const etag = `"f${FEED_FORMAT}-${now.getUTCFullYear()}-${Number(rev[0]?.rev ?? 0)}"`;
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
    const body = toIcs(
      rows.map((r) => r.data),
      { now, name: 'Planner' },
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="planner.ics"')
      .send(body);
  });
}
