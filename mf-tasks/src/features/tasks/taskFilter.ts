// Which tasks the list shows: the open/done/all filter and the title search.
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
