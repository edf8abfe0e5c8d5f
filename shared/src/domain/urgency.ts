// Task urgency: the score of docs/product.md section 9 with its breakdown, and the urgency ordering of the task list.
import { DEADLINE_POINTS, ESTIMATE_POINTS, PRIORITY_POINTS } from '../model/constants';
import type { DeadlineRange, Task } from '../model';
import { deriveDeadlineRange } from './deadline';

export type UrgencyInput = Pick<
  Task,
  'priority' | 'deadline' | 'deadlineRange' | 'estimatedTimeRange'
>;

/** Each part of the score, for a "why is this task on top" display. */
export interface UrgencyBreakdown {
  priority: number;
  deadline: number;
  estimate: number;
  total: number;
}

/**
 * The deadline range that counts now: live from the deadline date when one is set (a task due in
 * a week becomes urgent as days pass), else the range the user chose.
 */
export function effectiveDeadlineRange(task: UrgencyInput, now: Date = new Date()): DeadlineRange {
  return task.deadline ? deriveDeadlineRange(task.deadline, now) : task.deadlineRange;
}

export function urgencyBreakdown(task: UrgencyInput, now: Date = new Date()): UrgencyBreakdown {
  // Lookups fall back to the lowest points: the product rule says "otherwise 1" for each part.
  const priority = PRIORITY_POINTS[task.priority] ?? PRIORITY_POINTS.low;
  const deadline =
    DEADLINE_POINTS[effectiveDeadlineRange(task, now)] ?? DEADLINE_POINTS.moreThan5Days;
  const estimate = ESTIMATE_POINTS[task.estimatedTimeRange] ?? ESTIMATE_POINTS.moreThan2Hour;
  return { priority, deadline, estimate, total: priority + deadline + estimate };
}

export function urgencyScore(task: UrgencyInput, now: Date = new Date()): number {
  return urgencyBreakdown(task, now).total;
}

type Comparable = UrgencyInput & Pick<Task, 'createdAt'>;

/**
 * Sort comparator: higher score first; ties by deadline (earlier first, none last), then by
 * createdAt (older first). Use as `tasks.slice().sort((a, b) => compareByUrgency(a, b, now))`.
 */
export function compareByUrgency(a: Comparable, b: Comparable, now: Date = new Date()): number {
  const byScore = urgencyScore(b, now) - urgencyScore(a, now);
  if (byScore !== 0) return byScore;
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return a.deadline < b.deadline ? -1 : 1;
  }
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

/** A new array sorted by urgency (the input is not changed). */
export function sortByUrgency<T extends Comparable>(
  tasks: readonly T[],
  now: Date = new Date(),
): T[] {
  return tasks.slice().sort((a, b) => compareByUrgency(a, b, now));
}
