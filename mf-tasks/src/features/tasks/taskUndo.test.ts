// The undo each task action offers (docs/product.md section 4, "Undo"): the server ends as it was before.
import { clearOutbox, pendingEntries, replayOutbox, tasks } from '@planner/shared/sync';
import { MemoryTaskCollection, makeTask } from '../testing/memoryTaskCollection';
import { createTaskActions, type TaskUndo } from './taskActions';

const NOW = new Date('2026-11-22T10:00:00.000Z');

async function setup() {
  const store = new MemoryTaskCollection([
    makeTask({ id: 't1', title: 'Call the bank', priority: 'high', deadline: '2026-12-01' }),
    makeTask({
      id: 't2',
      title: 'Water plants',
      scheduledStart: '2026-11-23T09:00:00+01:00',
      scheduledMinutes: 30,
    }),
  ]);
  // The collection starts emptying the outbox; it must be empty before a test queues anything.
  await clearOutbox();
  const offers: TaskUndo[] = [];
  const actions = createTaskActions(
    tasks,
    () => NOW,
    (step) => offers.push(step),
  );
  return { store, actions, offers };
}

/** The server's tasks without what the server sets itself (ids and versions). */
const onServer = (store: MemoryTaskCollection) =>
  store.api.data.tasks
    .map(({ id: _id, lastUpdated: _v, ...fields }) => fields)
    .sort((a, b) => a.title.localeCompare(b.title));

describe('undo of the task actions', () => {
  it('a completion is undone: the task is open again on the server, at its new version', async () => {
    const { store, actions, offers } = await setup();
    const before = onServer(store);
    await actions.toggle(store.items[0]!);
    expect(offers.map((o) => [o.kind, o.count])).toEqual([['completed', 1]]);
    expect(store.api.data.tasks[0]).toMatchObject({ done: true });
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(onServer(store)).toEqual(before);
    expect(store.items.find((t) => t.id === 't1')).toMatchObject({ done: false, doneAt: null });
    expect(store.calls).toEqual(['update t1', 'update t1']);
  });

  it('a reopening is undone: done again with the same doneAt', async () => {
    const { store, actions, offers } = await setup();
    store.reset([makeTask({ id: 't3', done: true, doneAt: '2026-11-20T08:00:00.000Z' })]);
    await actions.toggle(store.items[0]!);
    expect(offers[0]?.kind).toBe('reopened');
    await offers[0]!.undo();
    expect(store.api.data.tasks[0]).toMatchObject({
      id: 't3',
      done: true,
      doneAt: '2026-11-20T08:00:00.000Z',
    });
  });

  it('a delete is undone: an equal task (a new id) is on the server and on screen', async () => {
    const { store, actions, offers } = await setup();
    const before = onServer(store);
    await actions.remove('t2');
    expect(store.api.data.tasks.map((t) => t.id)).toEqual(['t1']);
    expect(offers.map((o) => [o.kind, o.count])).toEqual([['deleted', 1]]);
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(onServer(store)).toEqual(before);
    expect(store.items.map((t) => t.title).sort()).toEqual(['Call the bank', 'Water plants']);
  });

  it('a delete of several is undone in one step: every task comes back', async () => {
    const { store, actions, offers } = await setup();
    const before = onServer(store);
    await actions.removeMany(['t1', 't2']);
    expect(store.api.data.tasks).toEqual([]);
    expect(offers.map((o) => [o.kind, o.count])).toEqual([['deleted', 2]]);
    await expect(offers[0]!.undo()).resolves.toMatchObject({ ok: true });
    expect(onServer(store)).toEqual(before);
  });

  it('a failed action offers nothing; a refused undo answers its failure', async () => {
    const { store, actions, offers } = await setup();
    store.failing = true;
    await actions.remove('t1');
    expect(offers).toEqual([]);
    store.failing = false;
    await actions.remove('t1');
    store.failing = true;
    await expect(offers[0]!.undo()).resolves.toMatchObject({
      ok: false,
      messageKey: 'common:errors.server',
    });
    expect(store.api.data.tasks.map((t) => t.id)).toEqual(['t2']);
  });

  it('an overdue task the api refuses to create again says why', async () => {
    const { store, actions, offers } = await setup();
    store.reset([makeTask({ id: 't4', deadline: '2026-11-20' })]);
    await actions.remove('t4');
    // The api's rule (docs/product.md section 5): no new task due before today.
    store.api.failing = {
      status: 400,
      error: 'validation-error',
      message: 'task.deadline: Task deadline cannot be in the past',
    };
    await expect(offers[0]!.undo()).resolves.toMatchObject({
      ok: false,
      messageKey: 'tasks:undo.overdue',
    });
  });

  it('offline, the delete and its undo wait in the outbox and reach the server in order', async () => {
    const { store, actions, offers } = await setup();
    const before = onServer(store);
    store.offline = true;
    await actions.remove('t1');
    await offers[0]!.undo();
    expect(pendingEntries('tasks')).toHaveLength(2);
    expect(store.items.map((t) => t.title).sort()).toEqual(['Call the bank', 'Water plants']);
    store.offline = false;
    await replayOutbox();
    expect(pendingEntries('tasks')).toHaveLength(0);
    expect(onServer(store)).toEqual(before);
  });

  it('offline, a completion and its undo reach the server (the undo carries the version the first made)', async () => {
    const { store, actions, offers } = await setup();
    store.offline = true;
    await actions.toggle(store.items[0]!);
    await offers[0]!.undo();
    store.offline = false;
    await replayOutbox();
    expect(pendingEntries('tasks')).toHaveLength(0);
    expect(store.api.data.tasks[0]).toMatchObject({ id: 't1', done: false, doneAt: null });
    // The first attempt found no server; then the two queued edits, in order.
    expect(store.calls).toEqual(['update t1', 'update t1', 'update t1']);
  });
});
