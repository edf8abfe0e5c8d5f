// The user's task operations over the tasks entity: create, edit, toggle, schedule, delete, delete many.
// Each returns its own outcome: the stored task, or the failure to show. A completion, a reopening and a
// delete also offer their undo (docs/product.md section 4, "Undo").
import { completionTime, isDeadlineInPast, unscheduled } from '@planner/shared/domain';
import type { Task, TaskInput } from '@planner/shared/model';
import type { Outcome } from '@planner/shared/sync';
import type { TaskFormFields } from '../popup/taskForm';

/** What the actions need from the tasks entity (`tasks` of @planner/shared/sync in the app). */
export interface TaskStore {
  get(id: string): Task | undefined;
  create(input: TaskInput): Promise<Outcome<Task>>;
  update(id: string, task: Task): Promise<Outcome<Task>>;
  remove(id: string): Promise<Outcome<string>>;
  removeMany(ids: readonly string[]): Promise<Outcome<readonly string[]>>;
}

/** A change that can be taken back: what it was (for its message) and how to put things back. */
export interface TaskUndo {
  kind: 'completed' | 'reopened' | 'deleted';
  count: number;
  undo(): Promise<Outcome<unknown>>;
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

/** The task as it was, on top of the version the server holds now (else the undo is refused as stale). */
export function restoreOver(before: Task, now: Task): Task {
  return { ...before, lastUpdated: now.lastUpdated };
}

/**
 * A deleted task made again with all its fields (the api gives every create a new id: the copy has
 * another id, the same title, dates, completion and schedule).
 */
export function recreateInput(task: Task): TaskInput {
  const { id: _id, ...fields } = task;
  return fields;
}

/**
 * Makes the tasks again one after the other; the first refusal stops and is the outcome. The api refuses
 * a new task due before today (docs/product.md section 5): an overdue task's refusal says so.
 */
async function recreate(
  store: TaskStore,
  deleted: readonly Task[],
  now: () => Date,
): Promise<Outcome<unknown>> {
  for (const task of deleted) {
    const created = await store.create(recreateInput(task));
    if (created.ok) continue;
    const overdue = task.deadline !== null && isDeadlineInPast(task.deadline, now());
    return overdue && created.error === 'validation-error'
      ? { ...created, messageKey: 'tasks:undo.overdue' }
      : created;
  }
  return { ok: true, data: null };
}

export function createTaskActions(
  store: TaskStore,
  now: () => Date = () => new Date(),
  offerUndo: (step: TaskUndo) => void = () => undefined,
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

    async toggle(task) {
      const done = !task.done;
      const stored = await store.update(task.id, {
        ...task,
        done,
        doneAt: done ? completionTime(task, now()) : null,
      });
      if (stored.ok) {
        const after = stored.data;
        offerUndo({
          kind: done ? 'completed' : 'reopened',
          count: 1,
          undo: () => store.update(task.id, restoreOver(task, store.get(task.id) ?? after)),
        });
      }
      return stored;
    },

    schedule(task, scheduledStart, scheduledMinutes) {
      return store.update(task.id, { ...task, scheduledStart, scheduledMinutes });
    },

    unschedule(task) {
      return store.update(task.id, unscheduled(task));
    },

    async remove(id) {
      const before = store.get(id);
      const removed = await store.remove(id);
      if (removed.ok && before) {
        offerUndo({ kind: 'deleted', count: 1, undo: () => recreate(store, [before], now) });
      }
      return removed;
    },

    async removeMany(ids) {
      if (ids.length === 0) return { ok: true, data: [] };
      const before = ids.flatMap((id) => store.get(id) ?? []);
      const removed = await store.removeMany(ids);
      if (removed.ok) {
        // Exactly what the server removed comes back (offline: every id, as the outbox will send).
        const gone = new Set(removed.data);
        const deleted = before.filter((task) => gone.has(task.id));
        if (deleted.length > 0) {
          offerUndo({
            kind: 'deleted',
            count: deleted.length,
            undo: () => recreate(store, deleted, now),
          });
        }
      }
      return removed;
    },
  };
}
