// Tasks on the calendar: give a task a time (a drop from the tasks sidebar, a drag, a resize), take it away, or
// complete it from its block. Every change is an edit of the task through the shared tasks entity, and
// offers its undo in the shell's toast.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@planner/shared/bus';
import {
  completionTime,
  defaultScheduledMinutes,
  formatZonedIso,
  unscheduled,
} from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
// The constants without zod: the model's schemas must not load before the calendar shows.
import { MAX_SCHEDULED_MINUTES, MIN_SCHEDULED_MINUTES } from '@planner/shared/model/constants';
import { tasks, useList } from '@planner/shared/sync';
import { deviceTimeZone } from '@planner/shared/intl';

export interface TaskScheduling {
  /** Every task of the page's cache (the tasks remote shows the same list). */
  items: readonly Task[];
  /** The server answered the list (or could not, and the local copy stands): a plan made before could use a stale copy. */
  loaded: boolean;
  /** The message key (common namespace) of the last failed change, until the next one. */
  failure: string | null;
  /** Puts the task at `start`, for `minutes` (its current length, else the default from its estimate). */
  schedule: (taskId: string, start: Date, minutes?: number) => Promise<boolean>;
  unschedule: (taskId: string) => Promise<boolean>;
  toggleDone: (taskId: string) => Promise<boolean>;
}

/** What a change of a task on the calendar was, for the undo toast's words. */
type TaskChange = 'moved' | 'unscheduled' | 'completed' | 'reopened';

const clampMinutes = (minutes: number) =>
  Math.min(MAX_SCHEDULED_MINUTES, Math.max(MIN_SCHEDULED_MINUTES, Math.round(minutes)));

const systemNow = () => new Date();

export function useTaskScheduling(now: () => Date = systemNow): TaskScheduling {
  const { value: items, settled } = useList(tasks);
  const loaded = settled;
  const [failure, setFailure] = useState<string | null>(null);

  const { t } = useTranslation('calendar');

  /** Saves the edited task; once stored, offers to put back the task as it was (docs/product.md section 4, "Undo"). */
  const save = useCallback(
    async (task: Task, change: TaskChange) => {
      const before = tasks.get(task.id);
      const stored = await tasks.update(task.id, task);
      setFailure(stored.ok ? null : stored.messageKey);
      if (stored.ok && before) {
        const after = stored.data;
        bus.publish('ui:undo-offered', {
          message: t(`undo.task.${change}`),
          undo: async () => {
            // Over the version the server holds now, else the undo would be refused as stale.
            const current = tasks.get(task.id) ?? after;
            const back = await tasks.update(task.id, {
              ...before,
              lastUpdated: current.lastUpdated,
            });
            return back.ok ? { ok: true } : { ok: false, message: t(back.messageKey) };
          },
        });
      }
      return stored.ok;
    },
    [t],
  );

  const schedule = useCallback(
    async (taskId: string, start: Date, minutes?: number) => {
      const task = tasks.get(taskId);
      if (!task) return false;
      const length = clampMinutes(
        minutes ?? task.scheduledMinutes ?? defaultScheduledMinutes(task),
      );
      return save(
        {
          ...task,
          scheduledStart: formatZonedIso(start.getTime(), deviceTimeZone()),
          scheduledMinutes: length,
        },
        'moved',
      );
    },
    [save],
  );

  const unschedule = useCallback(
    async (taskId: string) => {
      const task = tasks.get(taskId);
      return task ? save(unscheduled(task), 'unscheduled') : false;
    },
    [save],
  );

  const toggleDone = useCallback(
    async (taskId: string) => {
      const task = tasks.get(taskId);
      if (!task) return false;
      const done = !task.done;
      return save(
        { ...task, done, doneAt: done ? completionTime(task, now()) : null },
        done ? 'completed' : 'reopened',
      );
    },
    [save, now],
  );

  return useMemo(
    () => ({ items, loaded, failure, schedule, unschedule, toggleDone }),
    [items, loaded, failure, schedule, unschedule, toggleDone],
  );
}
