// Calendar event routes: list, create, update, delete; series are stored as one record (docs/product.md section 4).
import type { FastifyInstance } from 'fastify';
import { createEventBodySchema } from '@planner/shared/model';
import type { CalendarEvent } from '@planner/shared/model';
import type { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { ListCache } from '../store/listCache';
import { registerCrud } from './crud';

type EventInput = z.infer<typeof createEventBodySchema>['event'];

/** The columns the reminder scheduler filters on. */
export function eventColumns(e: CalendarEvent) {
  return {
    recurrence: e.recurrence,
    recurrence_id: e.recurrenceId,
    original_start: e.originalStart,
    cancelled: e.cancelled,
    start_at: e.startDate,
    recurrence_end: e.recurrenceEnd,
    reminder_minutes: e.reminderMinutes,
  };
}

/** An event made from a preset names one of the user's own presets. */
async function presetExists(db: Queryable, uid: string, input: EventInput): Promise<void> {
  if (!input.presetId) return;
  const rows = await db.query('SELECT 1 FROM presets WHERE uid = $1 AND id = $2', [
    uid,
    input.presetId,
  ]);
  if (rows.length === 0) throw new ApiError('validation-error', 'event.presetId: Unknown preset');
}

export function registerEventRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  registerCrud<EventInput, CalendarEvent>(app, db, cache, {
    table: 'events',
    base: 'calendar',
    listPath: 'calendar',
    bodySchema: createEventBodySchema,
    bodyKey: 'event',
    label: 'Event',
    build: (input, id, version) => ({ ...input, id, lastUpdated: version }),
    columns: eventColumns,
    check: presetExists,
  });
}
