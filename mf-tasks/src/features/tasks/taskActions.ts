// The user's task operations over the tasks entity: create, edit, toggle, schedule, delete, delete many.
// Each returns its own outcome: the stored task, or the failure to show.
import { unscheduled } from '@planner/shared/domain';
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
  /** Gives the task its block on the calendar (the same update the calendar's drag and drop sends). */
  schedule(task: Task, scheduledStart: string, scheduledMinutes: number): Promise<Outcome<Task>>;
  /** Takes the task off the calendar: both fields removed. */
  unschedule(task: Task): Promise<Outcome<Task>>;
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
      return store.update(task.id, { ...task, done, doneAt: done ? now().toISOString() : null });
    },

    schedule(task, scheduledStart, scheduledMinutes) {
      return store.update(task.id, { ...task, scheduledStart, scheduledMinutes });
    },

    unschedule(task) {
      return store.update(task.id, unscheduled(task));
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
