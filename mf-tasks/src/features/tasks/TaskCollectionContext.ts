// Which tasks collection the components use: the page's synced singleton, or a stand-in in tests and the bench.
import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { tasks, type SyncStatus } from '@planner/shared/sync';
import type { TaskStore } from './taskActions';
import type { TaskSource } from './hooks/useTasks';

export interface TaskCollection extends TaskStore, TaskSource {
  /** Load state: `fromCache` means the server could not be read and the local copy is shown. */
  readonly status$: BehaviorSubject<SyncStatus>;
}

export const TaskCollectionContext = createContext<TaskCollection>(tasks);

export function useTaskCollection(): TaskCollection {
  return useContext(TaskCollectionContext);
}
