// Calendar event: the wire format of docs/product.md section 3, "Event", shared by the client and the api.
import * as z from 'zod/mini';
import { dateTimeFormat } from '../intl';
import {
  MAX_REMINDER_MINUTES,
  MAX_REPEAT_COUNT,
  MAX_REPEAT_INTERVAL,
  MONTHLY_BY,
  RECURRENCES,
} from './constants';
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
export const monthlyBySchema = z.enum(MONTHLY_BY);
export type MonthlyBy = z.infer<typeof monthlyBySchema>;
/** A weekday as Date.getDay counts it: 0 = Sunday ... 6 = Saturday. */
export const weekdaySchema = z.number().check(z.int(), z.minimum(0), z.maximum(6));

const eventFields = {
  title: titleSchema,
  description: z._default(descriptionSchema, ''),
  color: z._default(colorSchema, '#FF6700'),
  allDay: z._default(z.boolean(), false),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  timeZone: timeZoneSchema,
  recurrence: z._default(recurrenceSchema, 'none'),
  /** Groups a series and its overrides; null for a single event. */
  recurrenceId: z._default(z.nullable(idSchema), null),
  /** Last day (inclusive, in the event's time zone) a series may occur on. */
  recurrenceEnd: z._default(z.nullable(isoDateSchema), null),
  /**
   * Refinements of a series' rule (docs/product.md section 3). Absent means today's six kinds
   * exactly: every 1, the start's weekday, the start's day of month, no count.
   */
  /** Every N days, weeks, months or years (daily, weekly, monthly, annually). */
  interval: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REPEAT_INTERVAL))),
  /** Weekly: the weekdays it repeats on (0 = Sunday ... 6 = Saturday), the start's among them. */
  byWeekday: z.optional(z.array(weekdaySchema).check(z.minLength(1), z.maxLength(7))),
  /** Monthly: on the start's day of month, on its nth weekday ("the 2nd Tuesday"), or on the last day. */
  monthlyBy: z.optional(monthlyBySchema),
  /** Monthly by nthWeekday: which one, 1-4, or -1 for the last (default: the start's, 5th = last). */
  weekOfMonth: z.optional(
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  ),
  /** The series has this many occurrences (the first is its start); never with recurrenceEnd. */
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REPEAT_COUNT))),
  /** Set only on an override: the start of the occurrence it replaces. */
  originalStart: z._default(z.nullable(isoDateTimeSchema), null),
  /** On an override: the occurrence was deleted ("this event" delete of a series). */
  cancelled: z._default(z.boolean(), false),
  reminderMinutes: z._default(
    z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_REMINDER_MINUTES))),
    null,
  ),
  presetId: z._default(z.nullable(idSchema), null),
  /**
   * Where an imported event came from: the ICS UID (plus "#" and the RECURRENCE-ID of one occurrence),
   * so importing the same file again updates the event instead of adding a copy. Absent otherwise.
   */
  externalId: z.optional(externalIdSchema),
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
  interval?: number;
  byWeekday?: number[];
  monthlyBy?: MonthlyBy;
  weekOfMonth?: number;
  count?: number;
};

/** The wall-clock date and time of an instant in a zone (null for a zone Intl does not know). */
function wallClock(iso: string, timeZone: string): { date: string; time: string } | null {
  try {
    const parts = dateTimeFormat('en-CA', {
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

function checkEvent(e: EventShape, ctx: z.core.$RefinementCtx): void {
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
  checkRefinements(e, start?.date ?? null, ctx);
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

/** The refinements fit the kind, and the series' start is an occurrence of its own rule. */
function checkRefinements(
  e: EventShape,
  startDate: string | null,
  ctx: z.core.$RefinementCtx,
): void {
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const refined = (['interval', 'byWeekday', 'monthlyBy', 'weekOfMonth', 'count'] as const).filter(
    (f) => e[f] !== undefined,
  );
  if (e.recurrence === 'none') {
    for (const f of refined) issue(f, 'Only a repeating event has repeat options');
    return;
  }
  if (e.interval !== undefined && e.interval !== 1 && e.recurrence === 'weekdays') {
    issue('interval', 'Weekdays repeat every week; choose weekly with chosen days instead');
  }
  if (e.byWeekday !== undefined && e.recurrence !== 'weekly') {
    issue('byWeekday', 'Chosen weekdays are for a weekly repeat');
  }
  if (e.monthlyBy !== undefined && e.recurrence !== 'monthly') {
    issue('monthlyBy', 'This choice is for a monthly repeat');
  }
  if (e.weekOfMonth !== undefined && e.monthlyBy !== 'nthWeekday') {
    issue('weekOfMonth', 'A week of the month goes with "on the nth weekday"');
  }
  if (e.count !== undefined && e.recurrenceEnd !== null) {
    issue('count', 'A repeat ends on a date or after a number of times, not both');
  }
  if (!startDate) return;
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay();
  if (e.byWeekday !== undefined && !e.byWeekday.includes(weekday)) {
    issue('byWeekday', "The repeat's days must include the day it starts on");
  }
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (e.monthlyBy === 'lastDay' && d !== daysInMonth) {
    issue('monthlyBy', 'A repeat on the last day of the month starts on a last day');
  }
  if (e.monthlyBy === 'nthWeekday' && e.weekOfMonth !== undefined) {
    const fits = e.weekOfMonth === -1 ? d + 7 > daysInMonth : Math.ceil(d / 7) === e.weekOfMonth;
    if (!fits) issue('weekOfMonth', 'The repeat must start on the weekday it names');
  }
}

export const eventInputSchema = z.object(eventFields).check(z.superRefine(checkEvent));
export const eventSchema = z
  .object({ id: idSchema, ...eventFields })
  .check(z.superRefine(checkEvent));

export type EventInput = z.input<typeof eventInputSchema>;
export type CalendarEvent = z.infer<typeof eventSchema>;
