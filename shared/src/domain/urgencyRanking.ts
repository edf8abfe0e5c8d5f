// Fast urgency ordering for long lists (10,000 tasks): each task's sort key is computed once, not per comparison.
import type { Task } from '../model';
import { urgencyScore } from './urgency';

type Rankable = Pick<
  Task,
  'priority' | 'deadline' | 'deadlineRange' | 'estimatedTimeRange' | 'createdAt'
>;

interface RankKey {
  /** The local day the score was computed for: a deadline's points change with the date. */
  day: number;
  score: number;
  createdMs: number;
}

/** Keys survive between sorts as long as the task object does (the collection keeps unchanged objects). */
const keys = new WeakMap<object, RankKey>();

function localDay(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

function keyOf(task: Rankable, day: number, now: Date): RankKey {
  const cached = keys.get(task);
  if (cached && cached.day === day) return cached;
  const key = { day, score: urgencyScore(task, now), createdMs: Date.parse(task.createdAt) };
  keys.set(task, key);
  return key;
}

/**
 * The same order as `sortByUrgency` (score, then deadline with none last, then creation), but
 * the score and creation time are computed once per task and reused across calls.
 */
export function rankByUrgency<T extends Rankable>(
  tasks: readonly T[],
  now: Date = new Date(),
): T[] {
  const day = localDay(now);
  const decorated = tasks.map((task) => ({ task, key: keyOf(task, day, now) }));
  decorated.sort((a, b) => {
    const byScore = b.key.score - a.key.score;
    if (byScore !== 0) return byScore;
    const da = a.task.deadline;
    const db = b.task.deadline;
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da < db ? -1 : 1;
    }
    return a.key.createdMs - b.key.createdMs;
  });
  return decorated.map((d) => d.task);
}
