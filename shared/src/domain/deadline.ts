// Task deadlines: the deadline range derived from a deadline date, and the "not in the past" rule (SPEC.md 5).
import type { DeadlineRange } from '../model';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date; calendar arithmetic on UTC never meets a DST jump. */
function epochDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Expected a date YYYY-MM-DD, got "${date}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Today's date in the user's local time zone, as YYYY-MM-DD (e.g. for a date input's `min`). */
export function localIsoDate(now: Date = new Date()): string {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Calendar days from today (local time) to the deadline: 0 today, 1 tomorrow, -1 yesterday.
 * Counted in calendar days, not 24 h blocks, so the time of day and DST changes do not matter.
 */
export function daysUntil(deadline: string, now: Date = new Date()): number {
  const { year, month, day } = parseIsoDate(deadline);
  return (
    epochDay(year, month, day) - epochDay(now.getFullYear(), now.getMonth() + 1, now.getDate())
  );
}

/** The range a deadline date falls in: under 2 days, 2 to 5 days, or more than 5 days away. */
export function deriveDeadlineRange(deadline: string, now: Date = new Date()): DeadlineRange {
  const days = daysUntil(deadline, now);
  if (days < 2) return 'lessThan2Days';
  if (days <= 5) return '2to5Days';
  return 'moreThan5Days';
}

/** A deadline before today (local time) is in the past; today itself is allowed. */
export function isDeadlineInPast(deadline: string, now: Date = new Date()): boolean {
  return daysUntil(deadline, now) < 0;
}
