// The tasks the page shows and how it got them (the server's list, or the local copy when that failed).
import type { Task } from '@planner/shared/model';
import { tasks, useList, type SyncView } from '@planner/shared/sync';

export function useTasks(): SyncView<readonly Task[]> {
  return useList(tasks);
}
