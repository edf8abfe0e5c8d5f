// The event popup's form: its values, their validation, and the conversion to and from the wire format.
import {
  DAY_MS,
  epochDayOfIsoDate,
  formatIsoDate,
  formatZonedIso,
  naiveToInstant,
  naiveToWall,
  presetToEventInput,
  wallTimeOf,
  wallToNaive,
} from '@planner/shared/domain';
import type { CalendarEvent, EventInput, Preset, Recurrence } from '@planner/shared/model';
import { MAX_REMINDER_MINUTES } from '@planner/shared/model/constants';
import {
  hasVisibleText,
  isStorableText,
  isValidTimeZone,
  isYearInRange,
} from '@planner/shared/model/checks';
import { browserTimeZone } from './zoneName';
import {
  customRepeatOf,
  customToInput,
  frequencyOf,
  isCustomRule,
  validateCustomRepeat,
  type CustomRepeat,
  type CustomRepeatErrors,
} from '../repeat/customRepeat';

export interface EventFormValues {
  title: string;
  description: string;
  color: string;
  allDay: boolean;
  /** YYYY-MM-DD and HH:MM, as the clock of `timeZone` shows them. */
  startDate: string;
  startTime: string;
  /** For an all-day event: the last day (inclusive). */
  endDate: string;
  endTime: string;
  timeZone: string;
  recurrence: Recurrence;
  /** YYYY-MM-DD (inclusive) or '' for no end. */
  recurrenceEnd: string;
  /** "Custom repeat…": the refinements of the rule (recurrence is then its frequency), else null. */
  custom: CustomRepeat | null;
  /** Minutes before the start, or '' for no reminder. */
  reminderMinutes: string;
  presetId: string | null;
}

/** Translation keys (namespace calendar) of the form's errors. */
export type EventFormErrors = Partial<
  Record<
    'title' | 'endDate' | 'startDate' | 'recurrenceEnd' | 'reminderMinutes' | 'timeZone',
    string
  >
> &
  CustomRepeatErrors;

export const TITLE_MAX = 200;
export const DEFAULT_COLOR = '#FF6700';

export { browserTimeZone };

const pad = (n: number) => String(n).padStart(2, '0');

function wallParts(instantMs: number, timeZone: string): { date: string; time: string } {
  const w = wallTimeOf(instantMs, timeZone);
  return { date: formatIsoDate(w), time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The default range of a new event: the next full hour, for an hour. */
export function nextHour(now = new Date()): [Date, Date] {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return [start, new Date(start.getTime() + 3_600_000)];
}

/** A new event from `start` to `end` (instants), shown in `timeZone`. */
export function newEventValues(
  start: Date,
  end: Date,
  allDay: boolean,
  timeZone: string = browserTimeZone(),
): EventFormValues {
  const s = wallParts(start.getTime(), timeZone);
  // All-day ranges end at the next midnight (exclusive); the form shows the last day.
  const e = wallParts(end.getTime() - (allDay ? 1 : 0), timeZone);
  return {
    title: '',
    description: '',
    color: DEFAULT_COLOR,
    allDay,
    startDate: s.date,
    startTime: allDay ? '09:00' : s.time,
    endDate: allDay && e.date < s.date ? s.date : e.date,
    endTime: allDay ? '10:00' : wallParts(end.getTime(), timeZone).time,
    timeZone,
    recurrence: 'none',
    recurrenceEnd: '',
    custom: null,
    reminderMinutes: '',
    presetId: null,
  };
}

/**
 * The form for an existing record, at the times of the occurrence opened (a series' occurrence
 * shows its own date, not the series' first one). `series` gives a series' rule to an override.
 */
export function eventToValues(
  record: CalendarEvent,
  occurrence: { start: string; end: string },
  series?: CalendarEvent,
): EventFormValues {
  const tz = record.timeZone;
  const s = wallParts(Date.parse(occurrence.start), tz);
  const endMs = Date.parse(occurrence.end);
  const e = wallParts(record.allDay ? endMs - 1 : endMs, tz);
  const rule = series ?? record;
  return {
    title: record.title,
    description: record.description,
    color: record.color,
    allDay: record.allDay,
    startDate: s.date,
    startTime: record.allDay ? '09:00' : s.time,
    endDate: e.date,
    endTime: record.allDay ? '10:00' : wallParts(endMs, tz).time,
    timeZone: tz,
    recurrence: rule.recurrence,
    recurrenceEnd: rule.recurrenceEnd ?? '',
    custom: isCustomRule(rule) ? customRepeatOf(rule, s.date) : null,
    reminderMinutes: record.reminderMinutes === null ? '' : String(record.reminderMinutes),
    presetId: record.presetId,
  };
}

function instantOfParts(date: string, time: string, timeZone: string): number {
  const [h, m] = time.split(':').map(Number);
  return naiveToInstant(
    epochDayOfIsoDate(date) * DAY_MS + ((h ?? 0) * 60 + (m ?? 0)) * 60_000,
    timeZone,
  );
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Start and end instants of the values (all-day: midnight to the midnight after the last day). */
export function rangeOf(v: EventFormValues): { start: number; end: number } | null {
  if (!DATE_RE.test(v.startDate) || !DATE_RE.test(v.endDate) || !isValidTimeZone(v.timeZone)) {
    return null;
  }
  if (v.allDay) {
    return {
      start: instantOfParts(v.startDate, '00:00', v.timeZone),
      end: naiveToInstant((epochDayOfIsoDate(v.endDate) + 1) * DAY_MS, v.timeZone),
    };
  }
  if (!TIME_RE.test(v.startTime) || !TIME_RE.test(v.endTime)) return null;
  return {
    start: instantOfParts(v.startDate, v.startTime, v.timeZone),
    end: instantOfParts(v.endDate, v.endTime, v.timeZone),
  };
}

export function validateEventForm(v: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  // The same rules as the wire schema (shared/src/model): the api would refuse what passes here otherwise.
  if (!hasVisibleText(v.title)) errors.title = 'form.errors.titleRequired';
  else if (v.title.length > TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  else if (!isStorableText(v.title)) errors.title = 'form.errors.text';
  if (!isValidTimeZone(v.timeZone)) errors.timeZone = 'form.errors.timeZone';
  const range = rangeOf(v);
  if (!range) errors.startDate = 'form.errors.dateRequired';
  else if (!isYearInRange(v.startDate)) errors.startDate = 'form.errors.yearRange';
  else if (!isYearInRange(v.endDate)) errors.endDate = 'form.errors.yearRange';
  else if (range.end <= range.start) errors.endDate = 'form.errors.endBeforeStart';
  const endByDate = v.custom ? v.custom.ends === 'date' : v.recurrence !== 'none';
  if (endByDate && (v.recurrenceEnd !== '' || v.custom)) {
    if (!DATE_RE.test(v.recurrenceEnd) || v.recurrenceEnd < v.startDate) {
      errors.recurrenceEnd = 'form.errors.recurrenceEnd';
    }
  }
  if (v.custom) {
    Object.assign(errors, validateCustomRepeat(v.custom, frequencyOf(v.recurrence), v.startDate));
  }
  if (v.reminderMinutes !== '') {
    const n = Number(v.reminderMinutes);
    if (!Number.isInteger(n) || n < 0 || n > MAX_REMINDER_MINUTES) {
      errors.reminderMinutes = 'form.errors.reminder';
    }
  }
  return errors;
}

export const hasErrors = (e: EventFormErrors): boolean => Object.values(e).some(Boolean);

/** The wire input of valid values. `lastUpdated`: the version edited (or now for a new event). */
export function valuesToInput(v: EventFormValues, lastUpdated: number): EventInput {
  const range = rangeOf(v);
  if (!range) throw new RangeError('valuesToInput needs valid values');
  return {
    title: v.title.trim(),
    description: v.description,
    color: v.color,
    allDay: v.allDay,
    startDate: formatZonedIso(range.start, v.timeZone),
    endDate: formatZonedIso(range.end, v.timeZone),
    timeZone: v.timeZone,
    recurrence: v.recurrence,
    recurrenceEnd: v.recurrence === 'none' || v.recurrenceEnd === '' ? null : v.recurrenceEnd,
    ...(v.custom
      ? {
          ...customToInput(v.custom, frequencyOf(v.recurrence), v.startDate),
          recurrenceEnd: v.custom.ends === 'date' ? v.recurrenceEnd : null,
        }
      : {}),
    reminderMinutes: v.reminderMinutes === '' ? null : Number(v.reminderMinutes),
    presetId: v.presetId,
    lastUpdated,
  };
}

/** "Start from a preset": the preset's fields on the form's current start day. */
/**
 * The preset's title, colour, duration, recurrence and reminder on the form. `keepStart`: the form's start
 * was chosen (a clicked slot, an existing event) and stays; otherwise the preset's own start time applies.
 */
export function applyPreset(
  v: EventFormValues,
  preset: Preset,
  keepStart = false,
): EventFormValues {
  const range = keepStart && !v.allDay && !preset.allDay ? rangeOf(v) : null;
  if (range) {
    const end = wallParts(range.start + preset.durationMin * 60_000, v.timeZone);
    return {
      ...v,
      title: preset.title,
      description: preset.description,
      color: preset.color,
      endDate: end.date,
      endTime: end.time,
      recurrence: preset.recurrence,
      custom: null,
      reminderMinutes: preset.reminderMinutes === null ? '' : String(preset.reminderMinutes),
      presetId: preset.id,
    };
  }
  const input = presetToEventInput(preset, v.startDate, v.timeZone, {
    presetId: preset.id,
    lastUpdated: 0,
  });
  const start = Date.parse(input.startDate);
  const end = Date.parse(input.endDate);
  const s = wallParts(start, v.timeZone);
  const e = wallParts(preset.allDay ? end - 1 : end, v.timeZone);
  return {
    ...v,
    title: preset.title,
    description: preset.description,
    color: preset.color,
    allDay: preset.allDay,
    startTime: preset.allDay ? v.startTime : s.time,
    endDate: e.date,
    endTime: preset.allDay ? v.endTime : wallParts(end, v.timeZone).time,
    recurrence: preset.recurrence,
    custom: null,
    reminderMinutes: preset.reminderMinutes === null ? '' : String(preset.reminderMinutes),
    presetId: preset.id,
  };
}

/** Keeps the duration when the start moves (the end follows the start, as calendars do). */
export function moveStart(
  v: EventFormValues,
  startDate: string,
  startTime: string,
): EventFormValues {
  const before = rangeOf(v);
  const next = { ...v, startDate, startTime };
  const after = rangeOf({ ...next, endDate: startDate, endTime: startTime });
  if (!before || !after || before.end <= before.start) return next;
  if (v.allDay) {
    const days = epochDayOfIsoDate(v.endDate) - epochDayOfIsoDate(v.startDate);
    return {
      ...next,
      endDate: formatIsoDate(naiveToWall((epochDayOfIsoDate(startDate) + days) * DAY_MS)),
    };
  }
  const wallDuration =
    wallToNaive(wallTimeOf(before.end, v.timeZone)) -
    wallToNaive(wallTimeOf(before.start, v.timeZone));
  const endNaive = wallToNaive(wallTimeOf(after.start, v.timeZone)) + wallDuration;
  const end = wallParts(naiveToInstant(endNaive, v.timeZone), v.timeZone);
  return { ...next, endDate: end.date, endTime: end.time };
}
