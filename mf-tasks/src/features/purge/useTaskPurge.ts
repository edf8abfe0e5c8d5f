// Runs the page's task cleaner while a tasks screen or widget is mounted (docs/product.md section 4: purge of completed tasks).
import { useEffect } from 'react';
import { filter, type Observable } from 'rxjs';
import { settings } from '@planner/shared/sync';
import type { SyncStatus } from '@planner/shared/sync';
import { useTaskCollection } from '../tasks/TaskCollectionContext';
import { trackDeleteDelay } from './deleteDelay';
import { acquireTaskPurge } from './taskPurge';

/** Each finished load (the server's list or the local copy) of the tasks. */
export function loadsOf(status$: Observable<SyncStatus>): Observable<SyncStatus> {
  return status$.pipe(filter((s) => s.loaded && !s.loading));
}

export function useTaskPurge(): void {
  const store = useTaskCollection();
  useEffect(
    () =>
      acquireTaskPurge(() => {
        const delay = trackDeleteDelay(settings.settings);
        return {
          store,
          loaded$: loadsOf(store.status$),
          getDeleteDelay: delay.current,
          dispose: delay.stop,
        };
      }),
    [store],
  );
}
