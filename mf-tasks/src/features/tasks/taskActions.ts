// The user's task operations over the synced collection: create, edit, toggle, delete, delete many.
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import type { Task, TaskInput } from '@planner/shared/model';
import type { TaskFormFields } from '../popup/taskForm';

/** What the actions need from the tasks collection (SyncedCollection<Task> in the app). */
export interface TaskStore {
  readonly items: readonly Task[];
  create(input: TaskInput): Promise<Task | null>;
  update(id: string, task: Task): Promise<Task | null>;
  remove(id: string): Promise<boolean>;
  removeMany(ids: string[]): Promise<boolean>;
}

export interface TaskActions {
  create(fields: TaskFormFields): Promise<Task | null>;
  /** Sends the edited task with the lastUpdated it was read with (the server's conflict check). */
  edit(task: Task, fields: TaskFormFields): Promise<Task | null>;
  /** Completes (doneAt = now) or reopens (doneAt cleared). False, and nothing changed, on failure. */
  toggle(task: Task): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  removeMany(ids: string[]): Promise<boolean>;
}

export function createTaskActions(
  store: TaskStore,
  bus: EventBus = defaultBus,
  now: () => Date = () => new Date(),
): TaskActions {
  return {
    async create(fields) {
      const at = now();
      const created = await store.create({
        ...fields,
        done: false,
        doneAt: null,
        createdAt: at.toISOString(),
        lastUpdated: at.getTime(),
      });
      if (created) bus.publish('tasks:task-created', { id: created.id });
      return created;
    },

    edit(task, fields) {
      return store.update(task.id, { ...task, ...fields });
    },

    async toggle(task) {
      const done = !task.done;
      const saved = await store.update(task.id, {
        ...task,
        done,
        doneAt: done ? now().toISOString() : null,
      });
      if (!saved) return false;
      bus.publish(done ? 'tasks:task-completed' : 'tasks:task-reopened', { id: task.id });
      return true;
    },

    async remove(id) {
      const ok = await store.remove(id);
      if (ok) bus.publish('tasks:tasks-deleted', { ids: [id] });
      return ok;
    },

    async removeMany(ids) {
      if (ids.length === 0) return true;
      const ok = await store.removeMany(ids);
      if (ok) bus.publish('tasks:tasks-deleted', { ids });
      return ok;
    },
  };
}
