import type { Task } from '@planner/shared/model';
import { filterTasks } from './taskFilter';

function task(id: string, title: string, done: boolean): Task {
  return {
    id,
    title,
    description: '',
    priority: 'medium',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done,
    doneAt: done ? '2026-11-20T10:00:00.000Z' : null,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUpdated: 1,
  };
}

const tasks = [
  task('a', 'Écrire le rapport', false),
  task('b', 'Buy milk', true),
  task('c', 'Call mum', false),
];

describe('filterTasks', () => {
  it('shows open, done or all tasks', () => {
    expect(filterTasks(tasks, 'open', '').map((t) => t.id)).toEqual(['a', 'c']);
    expect(filterTasks(tasks, 'done', '').map((t) => t.id)).toEqual(['b']);
    expect(filterTasks(tasks, 'all', '').map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('searches titles ignoring case and accents, within the filter', () => {
    expect(filterTasks(tasks, 'all', 'ECRIRE').map((t) => t.id)).toEqual(['a']);
    expect(filterTasks(tasks, 'open', 'mu').map((t) => t.id)).toEqual(['c']);
    expect(filterTasks(tasks, 'done', 'mum')).toEqual([]);
  });
});
