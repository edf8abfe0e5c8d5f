// The user's task operations over the tasks entity: create, edit, toggle, delete, delete many.
// Each returns its own outcome: the stored task, or the failure to show.
import { completionTime } from '@planner/shared/domain';
import type { Task, TaskInput } from '@planner/shared/model';
import type { Outcome } from '@planner/shared/sync';
import type { TaskFormFields } from '../popup/taskForm';

/** What the actions need from the tasks entity (`tasks` of @planner/shared/sync in the app). */
export interface TaskStore {
  create(input: TaskInput): Promise<Outcome<Task>>;
  update(id: string, task: Task): Promise<Outcome<Task>>;
  remove(id: string): Promise<Outcome<string>>;
  removeMany(ids: readonly string[]): Promise<Outcome<readonly string[]>>;
}

export interface TaskActions {
  create(fields: TaskFormFields): Promise<Outcome<Task>>;
  /** Sends the edited task with the lastUpdated it was read with (the server's conflict check). */
  edit(task: Task, fields: TaskFormFields): Promise<Outcome<Task>>;
  /** Completes (doneAt = now) or reopens (doneAt cleared); on failure nothing changed. */
  toggle(task: Task): Promise<Outcome<Task>>;
  remove(id: string): Promise<Outcome<string>>;
  removeMany(ids: readonly string[]): Promise<Outcome<readonly string[]>>;
}

export function createTaskActions(
  store: TaskStore,
  now: () => Date = () => new Date(),
): TaskActions {
  return {
    create(fields) {
      const at = now();
      return store.create({
        ...fields,
        done: false,
        doneAt: null,
        createdAt: at.toISOString(),
        lastUpdated: at.getTime(),
      });
    },

    edit(task, fields) {
      return store.update(task.id, { ...task, ...fields });
    },

    toggle(task) {
      const done = !task.done;
      return store.update(task.id, {
        ...task,
        done,
        doneAt: done ? completionTime(task, now()) : null,
      });
    },

    remove(id) {
      return store.remove(id);
    },

    async removeMany(ids) {
      if (ids.length === 0) return { ok: true, data: [] };
      return store.removeMany(ids);
    },
  };
}
