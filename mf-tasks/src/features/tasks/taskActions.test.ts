import { pendingEntries, tasks } from '@planner/shared/sync';
import { MemoryTaskCollection, makeTask } from '../testing/memoryTaskCollection';
import { createTaskActions } from './taskActions';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function setup(failing = false) {
  const store = new MemoryTaskCollection([makeTask({ id: 't1' })]);
  store.failing = failing;
  return { store, actions: createTaskActions(tasks, () => NOW) };
}

describe('task actions', () => {
  it('toggle completes with doneAt = now, then reopens with doneAt cleared', async () => {
    const { store, actions } = setup();
    await expect(actions.toggle(store.items[0]!)).resolves.toMatchObject({ ok: true });
    expect(store.items[0]).toMatchObject({ done: true, doneAt: NOW.toISOString() });
    await expect(actions.toggle(store.items[0]!)).resolves.toMatchObject({ ok: true });
    expect(store.items[0]).toMatchObject({ done: false, doneAt: null });
    expect(store.calls).toEqual(['update t1', 'update t1']);
  });

  it('completes a task made on a device whose clock is ahead of this one: never before its creation', async () => {
    const later = new Date(NOW.getTime() + 2 * 3600_000).toISOString();
    const store = new MemoryTaskCollection([makeTask({ id: 't1', createdAt: later })]);
    const actions = createTaskActions(tasks, () => NOW);
    await expect(actions.toggle(store.items[0]!)).resolves.toMatchObject({ ok: true });
    expect(store.items[0]).toMatchObject({ done: true, doneAt: later });
  });

  it('a failed toggle returns its own failure and changes nothing', async () => {
    const { store, actions } = setup(true);
    const before = store.items[0];
    await expect(actions.toggle(before!)).resolves.toMatchObject({
      ok: false,
      kind: 'server',
      messageKey: 'common:errors.server',
    });
    expect(store.items[0]).toBe(before);
  });

  it('a toggle with no server waits in the outbox and shows done at once', async () => {
    const { store, actions } = setup();
    store.offline = true;
    await expect(actions.toggle(store.items[0]!)).resolves.toMatchObject({ ok: true });
    expect(store.items[0]).toMatchObject({ done: true, doneAt: NOW.toISOString() });
    expect(pendingEntries('tasks')).toHaveLength(1);
    expect(store.api.data.tasks[0]).toMatchObject({ done: false });
  });

  it('creates an open task stamped now', async () => {
    const { store, actions } = setup();
    const created = await actions.create({
      title: 'New',
      description: '',
      priority: 'low',
      deadline: null,
      deadlineRange: '2to5Days',
      estimatedTimeRange: 'moreThan2Hour',
    });
    expect(created.ok && created.data).toMatchObject({
      title: 'New',
      done: false,
      doneAt: null,
      createdAt: NOW.toISOString(),
    });
    expect(store.items).toHaveLength(2);
    expect(store.calls).toEqual(['create New']);
  });

  it('deletes many in one call', async () => {
    const { store, actions } = setup();
    await actions.create({
      title: 'Second',
      description: '',
      priority: 'low',
      deadline: null,
      deadlineRange: '2to5Days',
      estimatedTimeRange: 'moreThan2Hour',
    });
    const ids = store.items.map((t) => t.id);
    await expect(actions.removeMany(ids)).resolves.toEqual({ ok: true, data: ids });
    expect(store.items).toEqual([]);
    expect(store.calls.at(-1)).toBe(`removeMany ${ids.join(',')}`);
  });
});
