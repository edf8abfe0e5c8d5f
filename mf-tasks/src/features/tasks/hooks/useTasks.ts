// The tasks collection's current items, re-rendering on every change (local copy first, then the server's).
import type { BehaviorSubject } from 'rxjs';
import type { Task } from '@planner/shared/model';
import { useItems } from '@planner/shared/sync';
import { useTaskCollection } from '../TaskCollectionContext';

export interface TaskSource {
  readonly items: readonly Task[];
  readonly items$: BehaviorSubject<readonly Task[]>;
}

export function useTasks(): readonly Task[] {
  return useItems(useTaskCollection());
}
