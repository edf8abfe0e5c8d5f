// Calendar event: the wire format of docs/product.md section 3, "Event", shared by the client and the api.
import { z } from 'zod';
import { MAX_REMINDER_MINUTES, RECURRENCES } from './constants';
import {
  colorSchema,
  descriptionSchema,
  externalIdSchema,
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
  /**
   * Where an imported event came from: the ICS UID (plus "#" and the RECURRENCE-ID of one occurrence),
   * so importing the same file again updates the event instead of adding a copy. Absent otherwise.
   */
  externalId: externalIdSchema.optional(),
  lastUpdated: timestampSchema,
};

type EventShape = {
  startDate: string;
  endDate: string;
  timeZone: string;
  allDay: boolean;
  recurrence: Recurrence;
  recurrenceId: string | null;
  recurrenceEnd: string | null;
  originalStart: string | null;
};

/** The wall-clock date and time of an instant in a zone (null for a zone Intl does not know). */
function wallClock(iso: string, timeZone: string): { date: string; time: string } | null {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(iso));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      date: `${get('year')}-${get('month')}-${get('day')}`,
      time: `${get('hour')}:${get('minute')}:${get('second')}`,
    };
  } catch {
    return null;
  }
}

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
  if (e.originalStart && e.recurrence !== 'none') {
    ctx.addIssue({
      code: 'custom',
      path: ['recurrence'],
      message: 'An edited occurrence of a series cannot repeat itself',
    });
  }
  const start = wallClock(e.startDate, e.timeZone);
  if (start && e.recurrenceEnd && e.recurrenceEnd < start.date) {
    ctx.addIssue({
      code: 'custom',
      path: ['recurrenceEnd'],
      message: 'The repeat cannot end before the event starts.',
    });
  }
  if (e.allDay && start) {
    const end = wallClock(e.endDate, e.timeZone);
    for (const [field, at] of [
      ['startDate', start],
      ['endDate', end],
    ] as const) {
      if (at && at.time !== '00:00:00') {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'An all-day event starts and ends at midnight in its time zone',
        });
      }
    }
  }
}

export const eventInputSchema = z.object(eventFields).superRefine(checkEvent);
export const eventSchema = z.object({ id: idSchema, ...eventFields }).superRefine(checkEvent);

export type EventInput = z.input<typeof eventInputSchema>;
export type CalendarEvent = z.infer<typeof eventSchema>;
