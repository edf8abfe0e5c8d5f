// The task actions over the page's tasks entity, with the translated message of the last one that failed.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@planner/shared/bus';
import { tasks, type Outcome } from '@planner/shared/sync';
import { createTaskActions, type TaskActions, type TaskUndo } from '../taskActions';

export interface UseTaskActions {
  actions: TaskActions;
  /** The translated message of the last failed operation, until dismissed or the next success. */
  error: string | null;
  dismissError: () => void;
}

export function useTaskActions(): UseTaskActions {
  const { t } = useTranslation('tasks');
  const [error, setError] = useState<string | null>(null);
  const dismissError = useCallback(() => setError(null), []);

  const actions = useMemo<TaskActions>(() => {
    // The shell's toast offers the undo (docs/product.md section 4, "Undo"); the undo runs here, where the data is.
    const offerUndo = (step: TaskUndo) =>
      bus.publish('ui:undo-offered', {
        message: t(`undo.${step.kind}`, { count: step.count }),
        undo: async () => {
          const outcome = await step.undo();
          return outcome.ok ? { ok: true } : { ok: false, message: t(outcome.messageKey) };
        },
      });
    const raw = createTaskActions(tasks, undefined, offerUndo);
    // Every action reports its own outcome: a failure shows its docs/product.md section 8 message, a success clears it.
    function track<A extends unknown[], R>(run: (...args: A) => Promise<Outcome<R>>) {
      return async (...args: A): Promise<Outcome<R>> => {
        const outcome = await run(...args);
        setError(outcome.ok ? null : t(outcome.messageKey));
        return outcome;
      };
    }
    return {
      create: track(raw.create),
      edit: track(raw.edit),
      toggle: track(raw.toggle),
      remove: track(raw.remove),
      removeMany: track(raw.removeMany),
      schedule: track(raw.schedule),
      unschedule: track(raw.unschedule),
    };
  }, [t]);

  return { actions, error, dismissError };
}
