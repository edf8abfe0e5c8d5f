// Tasks on the calendar (time-blocking): a task's default block length and the interval a scheduled task holds.
import type { EstimatedTimeRange, Task } from '../model';
import { MAX_SCHEDULED_MINUTES, MIN_SCHEDULED_MINUTES } from '../model/constants';

/** Block length from the estimate: under 15 min → 15, 15 min to 2 h → 60, over 2 h → 120 (minutes). */
export const DEFAULT_SCHEDULED_MINUTES: Readonly<Record<EstimatedTimeRange, number>> = {
  lessThan15Min: 15,
  '15to2Hour': 60,
  moreThan2Hour: 120,
};

/** The Task schema's estimate range of a duration: under 15 min, 15 min to 2 h, over 2 h (docs/product.md). */
export function estimateOfMinutes(minutes: number): EstimatedTimeRange {
  if (minutes < 15) return 'lessThan15Min';
  if (minutes <= 120) return '15to2Hour';
  return 'moreThan2Hour';
}

type Estimated = Pick<Task, 'estimatedTimeRange' | 'estimatedMinutes'>;

/** The minutes the person gave for the task, while they fall in its range (a range chosen since wins). */
export function estimatedMinutesOf(task: Estimated): number | null {
  const minutes = task.estimatedMinutes;
  return minutes !== undefined && estimateOfMinutes(minutes) === task.estimatedTimeRange
    ? minutes
    : null;
}

/**
 * A task's block length when it is placed on the calendar: the minutes it was given ("for 30 min"), within
 * what a block may last, else its range's default.
 */
export function defaultScheduledMinutes(task: Estimated): number {
  const minutes = estimatedMinutesOf(task);
  if (minutes !== null)
    return Math.min(MAX_SCHEDULED_MINUTES, Math.max(MIN_SCHEDULED_MINUTES, minutes));
  return (
    DEFAULT_SCHEDULED_MINUTES[task.estimatedTimeRange] ?? DEFAULT_SCHEDULED_MINUTES['15to2Hour']
  );
}

type Schedulable = Pick<Task, 'scheduledStart' | 'scheduledMinutes'>;

/** A task with a time on the calendar. */
export function isScheduled(task: Schedulable): boolean {
  return task.scheduledStart !== undefined && task.scheduledMinutes !== undefined;
}

/** The instants (epoch ms) a scheduled task's block covers, or null when it has no time. */
export function scheduledInterval(task: Schedulable): { start: number; end: number } | null {
  if (task.scheduledStart === undefined || task.scheduledMinutes === undefined) return null;
  const start = Date.parse(task.scheduledStart);
  if (Number.isNaN(start)) return null;
  return { start, end: start + task.scheduledMinutes * 60_000 };
}

/** The task without a time (the fields are removed, not nulled: absent = unscheduled). */
export function unscheduled<T extends Schedulable>(task: T): T {
  const { scheduledStart: _start, scheduledMinutes: _minutes, ...rest } = task;
  return rest as T;
}
