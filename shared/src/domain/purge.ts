// The purge rule for completed tasks (docs/product.md section 4): expired once the delete delay has passed since doneAt.
import type { Task } from '../model';

type Purgeable = Pick<Task, 'done' | 'doneAt'>;

/**
 * The `doneAt` of a task completed now: never before its creation. A device whose clock is behind the
 * one that created the task (minutes, or hours on a badly set phone) would otherwise send a completion
 * the api refuses ("A task cannot be completed before it was created"); it is recorded at the creation
 * time instead, so the purge delay still counts from a real moment.
 */
export function completionTime(task: Pick<Task, 'createdAt'>, now: Date = new Date()): string {
  const created = Date.parse(task.createdAt);
  return new Date(
    Number.isNaN(created) ? now.getTime() : Math.max(now.getTime(), created),
  ).toISOString();
}

/** Done, and the time since completion has reached the delay. */
export function isExpired(task: Purgeable, deleteDelayMs: number, now: Date = new Date()): boolean {
  if (!task.done || task.doneAt === null) return false;
  const doneAt = Date.parse(task.doneAt);
  if (Number.isNaN(doneAt)) return false;
  return now.getTime() - doneAt >= deleteDelayMs;
}

/** Every expired task, the longest-completed first: the full clean run on load. */
export function allExpired<T extends Purgeable>(
  tasks: readonly T[],
  deleteDelayMs: number,
  now: Date = new Date(),
): T[] {
  return tasks
    .filter((t) => isExpired(t, deleteDelayMs, now))
    .sort((a, b) => Date.parse(a.doneAt ?? '') - Date.parse(b.doneAt ?? ''));
}

/** The one task the cleaner removes on this tick (the longest-completed), or null. */
export function nextExpired<T extends Purgeable>(
  tasks: readonly T[],
  deleteDelayMs: number,
  now: Date = new Date(),
): T | null {
  return allExpired(tasks, deleteDelayMs, now)[0] ?? null;
}
