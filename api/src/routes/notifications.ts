// Notification routes: the user's list (newest first) and marking one read (only dateReaded changes).
import type { FastifyInstance } from 'fastify';
import { updateNotificationBodySchema } from '@planner/shared/model';
import type { AppNotification } from '@planner/shared/model';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import type { ListCache } from '../store/listCache';
import { sendList } from './crud';
import { parseBody, parseId } from './validate';

export function registerNotificationRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  app.get('/notifications/all', async (request, reply) => {
    return sendList(request, reply, db, cache, 'notifications');
  });

  app.put('/notifications/update/:id', async (request) => {
    const id = parseId(request.params);
    const { notification } = parseBody(updateNotificationBodySchema, request.body);
    const uid = request.uid as string;
    const saved = await db.transaction(async (tx) => {
      const rows = await tx.query<{ data: AppNotification }>(
        'SELECT data FROM notifications WHERE uid = $1 AND id = $2 FOR UPDATE',
        [uid, id],
      );
      const stored = rows[0]?.data;
      if (!stored) throw new ApiError('not-found', 'Notification not found');
      if (notification.dateReaded === undefined) return stored;
      const next: AppNotification = { ...stored, dateReaded: notification.dateReaded };
      await tx.query('UPDATE notifications SET data = $3 WHERE uid = $1 AND id = $2', [
        uid,
        id,
        JSON.stringify(next),
      ]);
      return next;
    });
    return { success: true, data: saved };
  });
}
