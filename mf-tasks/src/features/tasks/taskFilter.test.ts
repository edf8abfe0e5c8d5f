import type { Task } from '@planner/shared/model';
import { filterTasks, listOrder } from './taskFilter';

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

describe('listOrder', () => {
  it('puts open tasks first, by urgency, then completed ones, the latest completed first', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const ordered = listOrder(
      [
        {
          ...task('done-early', 'Paid the rent', true),
          priority: 'high',
          doneAt: '2026-11-24T08:00:00.000Z',
        },
        task('open-medium', 'Water the plants', false),
        { ...task('done-late', 'Sent the report', true), doneAt: '2026-11-25T09:00:00.000Z' },
        { ...task('open-high', 'Call the plumber', false), priority: 'high' },
      ],
      now,
    );
    expect(ordered.map((t) => t.id)).toEqual([
      'open-high',
      'open-medium',
      'done-late',
      'done-early',
    ]);
  });
});
