import { EventBus } from '@planner/shared/bus';
import { MemoryTaskCollection, makeTask } from '../testing/memoryTaskCollection';
import { createTaskActions } from './taskActions';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function setup(failing = false) {
  const store = new MemoryTaskCollection([makeTask({ id: 't1' })]);
  store.failing = failing;
  const bus = new EventBus();
  const events: string[] = [];
  bus.on('tasks:task-completed', ({ id }) => events.push(`completed ${id}`));
  bus.on('tasks:task-reopened', ({ id }) => events.push(`reopened ${id}`));
  bus.on('tasks:tasks-deleted', ({ ids }) => events.push(`deleted ${ids.join(',')}`));
  bus.on('tasks:task-created', ({ id }) => events.push(`created ${id}`));
  return { store, events, actions: createTaskActions(store, bus, () => NOW) };
}

describe('task actions', () => {
  it('toggle completes with doneAt = now, then reopens with doneAt cleared', async () => {
    const { store, actions, events } = setup();
    await expect(actions.toggle(store.items[0]!)).resolves.toBe(true);
    expect(store.items[0]).toMatchObject({ done: true, doneAt: NOW.toISOString() });
    await expect(actions.toggle(store.items[0]!)).resolves.toBe(true);
    expect(store.items[0]).toMatchObject({ done: false, doneAt: null });
    expect(events).toEqual(['completed t1', 'reopened t1']);
  });

  it('a failed toggle returns false, changes nothing and announces nothing', async () => {
    const { store, actions, events } = setup(true);
    const before = store.items[0];
    await expect(actions.toggle(before!)).resolves.toBe(false);
    expect(store.items[0]).toBe(before);
    expect(events).toEqual([]);
  });

  it('creates an open task stamped now', async () => {
    const { store, actions, events } = setup();
    const created = await actions.create({
      title: 'New',
      description: '',
      priority: 'low',
      deadline: null,
      deadlineRange: '2to5Days',
      estimatedTimeRange: 'moreThan2Hour',
    });
    expect(created).toMatchObject({
      title: 'New',
      done: false,
      doneAt: null,
      createdAt: NOW.toISOString(),
    });
    expect(store.items).toHaveLength(2);
    expect(events).toEqual([`created ${created?.id}`]);
  });

  it('deletes many in one call and announces the ids', async () => {
    const { store, actions, events } = setup();
    await actions.create({
      title: 'Second',
      description: '',
      priority: 'low',
      deadline: null,
      deadlineRange: '2to5Days',
      estimatedTimeRange: 'moreThan2Hour',
    });
    const ids = store.items.map((t) => t.id);
    await expect(actions.removeMany(ids)).resolves.toBe(true);
    expect(store.items).toEqual([]);
    expect(store.calls.at(-1)).toBe(`removeMany ${ids.join(',')}`);
    expect(events.at(-1)).toBe(`deleted ${ids.join(',')}`);
  });
});
