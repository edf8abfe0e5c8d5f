// The "Schedule…" dialog's fields (date, start time, length) to and from a task's scheduledStart/scheduledMinutes,
// in the person's zone (docs/product.md section 4, tasks on the calendar).
import {
  defaultScheduledMinutes,
  formatIsoDate,
  formatZonedIso,
  instantOf,
  wallTimeOf,
} from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import { MAX_SCHEDULED_MINUTES, MIN_SCHEDULED_MINUTES } from '@planner/shared/model/constants';

export interface ScheduleFormValues {
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM */
  time: string;
  /** Whole minutes, as typed. */
  minutes: string;
}

export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues, string>>;

export type ScheduleFormResult =
  | { ok: true; scheduledStart: string; scheduledMinutes: number }
  | { ok: false; errors: ScheduleFormErrors };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What the dialog opens with: the task's own time when it has one; else today at the next half hour
 * (tomorrow 09:00 late in the evening), for its default length from the estimate.
 */
export function scheduleFormFor(task: Task, now: Date, timeZone: string): ScheduleFormValues {
  const minutes = String(task.scheduledMinutes ?? defaultScheduledMinutes(task));
  const start = task.scheduledStart ? Date.parse(task.scheduledStart) : Number.NaN;
  if (!Number.isNaN(start)) {
    const wall = wallTimeOf(start, timeZone);
    return { date: formatIsoDate(wall), time: `${pad(wall.hour)}:${pad(wall.minute)}`, minutes };
  }
  const halfHour = 30 * 60_000;
  const next = Math.ceil((now.getTime() + 1) / halfHour) * halfHour;
  const wall = wallTimeOf(next, timeZone);
  if (
    wall.hour >= 22 ||
    formatIsoDate(wall) !== formatIsoDate(wallTimeOf(now.getTime(), timeZone))
  ) {
    const tomorrow = wallTimeOf(now.getTime() + 86_400_000, timeZone);
    return { date: formatIsoDate(tomorrow), time: '09:00', minutes };
  }
  return { date: formatIsoDate(wall), time: `${pad(wall.hour)}:${pad(wall.minute)}`, minutes };
}

/** False for days that do not exist (31 April, 29 February of a common year). */
function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Reads the fields; each wrong one gets the key of its message (tasks namespace). */
export function readScheduleForm(values: ScheduleFormValues, timeZone: string): ScheduleFormResult {
  const errors: ScheduleFormErrors = {};
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.date.trim());
  const year = date ? Number(date[1]) : 0;
  if (!date || year < 1900 || year > 2200 || !isRealDay(year, Number(date[2]), Number(date[3]))) {
    errors.date = 'schedule.errors.date';
  }
  const time = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(values.time.trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) errors.time = 'schedule.errors.time';
  const minutesText = values.minutes.trim();
  const minutes = Number(minutesText);
  if (
    !/^\d+$/.test(minutesText) ||
    minutes < MIN_SCHEDULED_MINUTES ||
    minutes > MAX_SCHEDULED_MINUTES
  ) {
    errors.minutes = 'schedule.errors.minutes';
  }
  if (!date || !time || Object.keys(errors).length > 0) return { ok: false, errors };
  const instant = instantOf(
    {
      year,
      month: Number(date[2]),
      day: Number(date[3]),
      hour: Number(time[1]),
      minute: Number(time[2]),
      second: 0,
      millisecond: 0,
    },
    timeZone,
  );
  return { ok: true, scheduledStart: formatZonedIso(instant, timeZone), scheduledMinutes: minutes };
}
