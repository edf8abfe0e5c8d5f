// The account itself: export every row of the user as one JSON file, and delete the account (every row in
// one transaction, then the identity provider's user). What the privacy page promises.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { IdentityAdmin } from '../auth/identityAdmin';

/**
 * Every table holding a user's rows (uid column), in an order safe to delete in: the list tables' delete
 * trigger writes list_revisions and list_tombstones, so those two go after them.
 */
const USER_TABLES = [
  'push_snoozes',
  'push_sends',
  'push_subscriptions',
  'calendar_feeds',
  'calendar_subscriptions',
  'notifications',
  'events',
  'tasks',
  'presets',
  'profiles',
  'settings',
  'list_revisions',
  'list_tombstones',
  'idempotency_keys',
] as const;

export function registerAccountRoutes(
  app: FastifyInstance,
  { db, identity }: { db: Db; identity: IdentityAdmin },
): void {
  app.get('/account/export', async (request) => {
    const uid = request.uid as string;
    const list = async (table: 'events' | 'tasks' | 'presets' | 'notifications') =>
      (
        await db.query<{ data: unknown }>(`SELECT data FROM ${table} WHERE uid = $1 ORDER BY seq`, [
          uid,
        ])
      ).map((r) => r.data);
    const one = async (table: 'profiles' | 'settings') =>
      (await db.query<{ data: unknown }>(`SELECT data FROM ${table} WHERE uid = $1`, [uid]))[0]
        ?.data ?? null;
    return {
      success: true,
      data: {
        exportedAt: new Date().toISOString(),
        uid,
        events: await list('events'),
        tasks: await list('tasks'),
        presets: await list('presets'),
        notifications: await list('notifications'),
        profile: await one('profiles'),
        settings: await one('settings'),
        // The outside calendars subscribed to (their addresses; their events are the other calendars').
        subscriptions: await db.query(
          `SELECT url, name, color, hidden FROM calendar_subscriptions WHERE uid = $1 ORDER BY created_at`,
          [uid],
        ),
      },
    };
  });

  app.delete('/account', async (request) => {
    const uid = request.uid as string;
    await db.transaction(async (tx) => {
      for (const table of USER_TABLES) await tx.query(`DELETE FROM ${table} WHERE uid = $1`, [uid]);
    });
    await identity.deleteUser(uid);
    return { success: true, data: { deleted: true } };
  });
}
