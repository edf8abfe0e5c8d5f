// Which tasks the list shows and in what order: the open/done/all filter, the title search, open tasks first.
import { rankByUrgency } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';

export const TASK_FILTERS = ['open', 'done', 'all'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** Case- and accent-insensitive, so "ecrire" finds "Écrire". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filterTasks(tasks: readonly Task[], filter: TaskFilter, search: string): Task[] {
  const needle = normalizeForSearch(search);
  return tasks.filter(
    (t) =>
      (filter === 'all' || (filter === 'done') === t.done) &&
      (needle === '' || normalizeForSearch(t.title).includes(needle)),
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The list's order: open tasks by urgency, then completed ones, the latest completed first (a completed task
 * has no urgency to show, and in "All" it should not sit above what is left to do).
 */
export function listOrder(tasks: readonly Task[], now: Date): Task[] {
  const open = rankByUrgency(
    tasks.filter((t) => !t.done),
    now,
  );
  const done = tasks
    .filter((t) => t.done)
    // ISO 8601 times in UTC compare as text; a plain comparison keeps 10,000 rows fast (localeCompare is not).
    .sort((a, b) => compareText(b.doneAt ?? '', a.doneAt ?? '') || compareText(a.id, b.id));
  return [...open, ...done];
}
