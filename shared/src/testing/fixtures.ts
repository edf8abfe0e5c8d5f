// Entities for tests: a valid record with every field, the test's own fields on top.
import type { Task } from '../model';

/** An open medium-priority task with no deadline, `Task <id>`, stored at version 1. */
export function makeTask(id: string, fields: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    priority: 'medium',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done: false,
    doneAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUpdated: 1,
    ...fields,
  };
}
