// Calendar event: the wire format of DESIGN.md ("Event"), shared by the client and the api.
import { z } from 'zod';
import { MAX_REMINDER_MINUTES, RECURRENCES } from './constants';
import {
  colorSchema,
  descriptionSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  timeZoneSchema,
  timestampSchema,
  titleSchema,
} from './common.schema';

export const recurrenceSchema = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof recurrenceSchema>;

const eventFields = {
  title: titleSchema,
  description: descriptionSchema.default(''),
  color: colorSchema.default('#FF6700'),
  allDay: z.boolean().default(false),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  timeZone: timeZoneSchema,
  recurrence: recurrenceSchema.default('none'),
  /** Groups a series and its overrides; null for a single event. */
  recurrenceId: idSchema.nullable().default(null),
  /** Last day (inclusive, in the event's time zone) a series may occur on. */
  recurrenceEnd: isoDateSchema.nullable().default(null),
  /** Set only on an override: the start of the occurrence it replaces. */
  originalStart: isoDateTimeSchema.nullable().default(null),
  /** On an override: the occurrence was deleted ("this event" delete of a series). */
  cancelled: z.boolean().default(false),
  reminderMinutes: z.number().int().min(0).max(MAX_REMINDER_MINUTES).nullable().default(null),
  presetId: idSchema.nullable().default(null),
  lastUpdated: timestampSchema,
};

type EventShape = {
  startDate: string;
  endDate: string;
  recurrence: Recurrence;
  recurrenceId: string | null;
  originalStart: string | null;
};

function checkEvent(e: EventShape, ctx: z.RefinementCtx): void {
  if (Date.parse(e.endDate) <= Date.parse(e.startDate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End time must be after start time.',
    });
  }
  if (e.recurrence !== 'none' && !e.recurrenceId) {
    ctx.addIssue({
      code: 'custom',
      path: ['recurrenceId'],
      message: 'A recurring event needs a recurrenceId',
    });
  }
  if (e.recurrence === 'none' && e.recurrenceId && !e.originalStart) {
    ctx.addIssue({
      code: 'custom',
      path: ['recurrenceId'],
      message: 'A single event has no recurrenceId unless it overrides an occurrence',
    });
  }
  if (e.originalStart && !e.recurrenceId) {
    ctx.addIssue({
      code: 'custom',
      path: ['originalStart'],
      message: 'An override needs its recurrenceId',
    });
  }
}

export const eventInputSchema = z.object(eventFields).superRefine(checkEvent);
export const eventSchema = z.object({ id: idSchema, ...eventFields }).superRefine(checkEvent);

export type EventInput = z.input<typeof eventInputSchema>;
export type CalendarEvent = z.infer<typeof eventSchema>;
