// Task deadline rules on the server: not in the past (one day of slack for time zones) and the derived range.
// Duplicate of shared/src/domain's deriveDeadlineRange until that lands; keep both in step.
import type { DeadlineRange } from '@planner/shared/model';

const DAY_MS = 86_400_000;

function utcDay(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

function todayUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Whole days from today (UTC) to the deadline date; negative when past. */
export function daysUntil(deadline: string, now: Date): number {
  return Math.round((utcDay(deadline) - todayUtc(now)) / DAY_MS);
}

/** < 2 days: lessThan2Days; 2 to 5: 2to5Days; more than 5: moreThan5Days. */
export function deriveDeadlineRange(deadline: string, now: Date): DeadlineRange {
  const days = daysUntil(deadline, now);
  if (days < 2) return 'lessThan2Days';
  if (days <= 5) return '2to5Days';
  return 'moreThan5Days';
}

/** A deadline before yesterday (UTC) is in the past in every time zone. */
export function isDeadlineInPast(deadline: string, now: Date): boolean {
  return daysUntil(deadline, now) < -1;
}
