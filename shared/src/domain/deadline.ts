// Task deadlines: the deadline range derived from a deadline date, and the "not in the past" rule (docs/product.md section 5).
import type { DeadlineRange } from '../model';
import { epochDayOf, epochDayOfIsoDate, formatIsoDate, wallTimeOf } from './zonedTime';

/** Whose calendar "today" a deadline is counted from. */
export interface DeadlineClock {
  /** An IANA zone (the api, which cannot know the user's zone, uses 'UTC'); else the device's local zone. */
  timeZone?: string;
}

/** Today's date in the user's local time zone, as YYYY-MM-DD (e.g. for a date input's `min`). */
export function localIsoDate(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

function todayEpochDay(now: Date, { timeZone }: DeadlineClock): number {
  if (timeZone !== undefined) return epochDayOf(wallTimeOf(now.getTime(), timeZone));
  return epochDayOf({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * Calendar days from today to the deadline: 0 today, 1 tomorrow, -1 yesterday.
 * Counted in calendar days, not 24 h blocks, so the time of day and DST changes do not matter.
 */
export function daysUntil(
  deadline: string,
  now: Date = new Date(),
  clock: DeadlineClock = {},
): number {
  return epochDayOfIsoDate(deadline) - todayEpochDay(now, clock);
}

/** The range a deadline date falls in: under 2 days, 2 to 5 days, or more than 5 days away. */
export function deriveDeadlineRange(
  deadline: string,
  now: Date = new Date(),
  clock: DeadlineClock = {},
): DeadlineRange {
  const days = daysUntil(deadline, now, clock);
  if (days < 2) return 'lessThan2Days';
  if (days <= 5) return '2to5Days';
  return 'moreThan5Days';
}

/**
 * A deadline before today is in the past; today itself is allowed. `slackDays` also allows that
 * many days before today (a server counting in UTC allows 1: somewhere it is still yesterday).
 */
export function isDeadlineInPast(
  deadline: string,
  now: Date = new Date(),
  { slackDays = 0, ...clock }: DeadlineClock & { slackDays?: number } = {},
): boolean {
  return daysUntil(deadline, now, clock) < -slackDays;
}
