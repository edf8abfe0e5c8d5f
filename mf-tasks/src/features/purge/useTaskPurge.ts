// Runs the page's task cleaner while a tasks screen or widget is mounted (docs/product.md section 4: purge of completed tasks).
import { useEffect } from 'react';
import { Observable } from 'rxjs';
import { queryClient, settings, tasks } from '@planner/shared/sync';
import type { PurgeStore } from './taskCleaner';
import { acquireTaskPurge } from './taskPurge';

/** Each finished read of the tasks (the server's list, or the local copy when it failed). */
export function tasksReads(): Observable<void> {
  return new Observable<void>((subscriber) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.query.queryKey[0] === tasks.name &&
        event.action.type === 'success' &&
        !event.action.manual
      ) {
        subscriber.next();
      }
    }),
  );
}

/** The tasks entity as the cleaner sees it: the cached items and deletes that say whether they happened. */
const purgeStore: PurgeStore = {
  get items() {
    return tasks.items();
  },
  remove: async (id) => (await tasks.remove(id)).ok,
  removeMany: async (ids) => (await tasks.removeMany(ids)).ok,
};

export function useTaskPurge(): void {
  useEffect(
    () =>
      acquireTaskPurge(() => ({
        store: purgeStore,
        loaded$: tasksReads(),
        // Read at every run: a change of the settings applies at once.
        getDeleteDelay: () => settings.value().deleteDelay,
      })),
    [],
  );
}
