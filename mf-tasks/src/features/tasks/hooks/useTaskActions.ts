// The task actions bound to the page's tasks collection, with the translated message of the last failure.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTaskActions, type TaskActions } from '../taskActions';
import { useTaskCollection } from '../TaskCollectionContext';
import { lastFailureKey } from '@planner/shared/sync';

export interface UseTaskActions {
  actions: TaskActions;
  /** The translated message of the last failed operation, until dismissed or the next success. */
  error: string | null;
  dismissError: () => void;
}

export function useTaskActions(): UseTaskActions {
  const store = useTaskCollection();
  const { t } = useTranslation('tasks');
  const [error, setError] = useState<string | null>(null);
  const dismissError = useCallback(() => setError(null), []);

  const actions = useMemo<TaskActions>(() => {
    const raw = createTaskActions(store);
    // Every action reports its outcome: a failure shows docs/product.md section 8's message, a success clears it.
    function track<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        const result = await run(...args);
        if (result === null || result === false) setError(t(lastFailureKey()));
        else setError(null);
        return result;
      };
    }
    return {
      create: track(raw.create),
      edit: track(raw.edit),
      toggle: track(raw.toggle),
      remove: track(raw.remove),
      removeMany: track(raw.removeMany),
    };
  }, [store, t]);

  return { actions, error, dismissError };
}
