// React hooks over the synced stores: the current value of a BehaviorSubject, re-rendering on change.
import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { SyncStatus } from './status';

/** The current value of a store's subject (items$, status$, profile$, settings$...). */
export function useSubjectValue<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
    () => subject.getValue(),
  );
}

/** The items of a collection, e.g. `useItems(tasks)`. */
export function useItems<T>(collection: { items$: BehaviorSubject<readonly T[]> }): readonly T[] {
  return useSubjectValue(collection.items$);
}

/** The load status of a store, e.g. to show a spinner or an "offline copy" note. */
export function useSyncStatus(store: { status$: BehaviorSubject<SyncStatus> }): SyncStatus {
  return useSubjectValue(store.status$);
}
