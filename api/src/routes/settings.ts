// Settings routes: the user's settings follow them across devices; stale writes get 409 conflict.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CALENDAR_SETTINGS,
  calendarSettingsSchema,
  updateSettingsBodySchema,
} from '@planner/shared/model';
import type { CalendarSettings } from '@planner/shared/model';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { nextVersion } from '../store/entityStore';
import { parseBody } from './validate';

export function registerSettingsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/settings/settings', async (request) => {
    const rows = await db.query<{ data: CalendarSettings }>(
      'SELECT data FROM settings WHERE uid = $1',
      [request.uid],
    );
    const data = rows[0] ? calendarSettingsSchema.parse(rows[0].data) : DEFAULT_CALENDAR_SETTINGS;
    return { success: true, data };
  });

  app.put('/settings/update', async (request) => {
    const { settings } = parseBody(updateSettingsBodySchema, request.body);
    const uid = request.uid as string;
    const saved = await db.transaction(async (tx) => {
      // Locks the user's row (or, for a first write, relies on the primary key below).
      const rows = await tx.query<{ data: CalendarSettings }>(
        'SELECT data FROM settings WHERE uid = $1 FOR UPDATE',
        [uid],
      );
      const stored = rows[0]?.data ?? null;
      const storedVersion = stored?.lastUpdated ?? 0;
      if (stored && settings.lastUpdated < storedVersion) {
        throw new ApiError(
          'conflict',
          'Settings were changed elsewhere since this edit began',
          stored,
        );
      }
      const next: CalendarSettings = {
        ...settings,
        lastUpdated: nextVersion(storedVersion, Date.now()),
      };
      await tx.query(
        `INSERT INTO settings (uid, data, last_updated) VALUES ($1, $2, $3)
         ON CONFLICT (uid) DO UPDATE SET data = EXCLUDED.data, last_updated = EXCLUDED.last_updated`,
        [uid, JSON.stringify(next), next.lastUpdated],
      );
      return next;
    });
    return { success: true, data: saved };
  });
}
