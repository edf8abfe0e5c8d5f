// The outbox end to end over the memory api: writes made with no server wait, show at once, and reach the
// server exactly once, in order, with the server's ids; conflicts merge or wait for the user.
import { makeEvent } from '../domain/testEvents';
import { DEFAULT_CALENDAR_SETTINGS, type Task } from '../model';
import { makeTask } from '../testing/fixtures';
import { installMemoryApi, type MemoryApi } from '../testing/memoryApi';
import { calendar, claimLocalData, resetAll, settings, tasks } from './entities';
import { LOCAL_OWNER_KEY } from './resetGate';
import { applyEventPlan } from './eventPlans';
import {
  dropEntry,
  loadOutbox,
  outboxState,
  pendingEntries,
  replayOutbox,
  resendEntry,
} from './outbox';
import { queryClient } from './queryClient';

let api: MemoryApi;

const stored = (id: string, title: string, extra: Partial<Task> = {}): Task =>
  makeTask(id, { title, ...extra });

const input = (title: string) => {
  const { id: _id, ...rest } = stored('x', title);
  return rest;
};

const titles = (list: readonly { title: string }[]) => list.map((t) => t.title).sort();

beforeEach(async () => {
  await resetAll();
  await loadOutbox();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  api = installMemoryApi({ tasks: [stored('t1', 'Existing')] });
  await tasks.load();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await resetAll();
});

describe("another account's local data", () => {
  it('is kept for the account it belongs to', async () => {
    await claimLocalData('uid-a');
    api.failing = 'unreachable';
    await tasks.create(input('Waiting for A'));
    await claimLocalData('uid-a');
    expect(titles(tasks.items())).toEqual(['Existing', 'Waiting for A']);
    expect(outboxState(queryClient).waiting).toBe(1);
  });

  it('is cleared, outbox included, before another account reads: never shown to it nor sent as it', async () => {
    await claimLocalData('uid-a');
    api.failing = 'unreachable';
    await tasks.create(input('Waiting for A'));
    // A's session ended elsewhere, and B signs in on this device.
    await claimLocalData('uid-b');
    expect(tasks.items()).toEqual([]);
    expect(pendingEntries('tasks')).toEqual([]);
    expect(outboxState(queryClient).waiting).toBe(0);
    api.failing = null;
    await replayOutbox();
    expect(titles(api.data.tasks as Task[])).toEqual(['Existing']);
    expect(localStorage.getItem(LOCAL_OWNER_KEY)).toBe('uid-b');
  });

  it('belongs to nobody after a sign-out', async () => {
    await claimLocalData('uid-a');
    await resetAll();
    expect(localStorage.getItem(LOCAL_OWNER_KEY)).toBeNull();
  });
});

describe('writes with no server', () => {
  it('show at once, wait in order, and reach the server exactly once with its ids', async () => {
    api.failing = 'unreachable';
    const a = await tasks.create(input('Offline A'));
    const b = await tasks.create(input('Offline B'));
    if (!a.ok || !b.ok) throw new Error('queued writes answer ok');
    expect(a.data.id).toMatch(/^offline-/);
    await tasks.update(a.data.id, { ...a.data, title: 'Offline A (edited)' });
    await tasks.remove(b.data.id);
    const t1 = tasks.get('t1');
    if (!t1) throw new Error('t1 is cached');
    await tasks.update('t1', { ...t1, done: true, doneAt: '2026-11-24T09:00:00.000Z' });

    expect(titles(tasks.items())).toEqual(['Existing', 'Offline A (edited)']);
    expect(outboxState(queryClient).waiting).toBe(5);
    // Each item shown with a change that waits is marked (the deleted one is gone from the screen).
    expect(outboxState(queryClient).pending.tasks).toEqual(
      expect.arrayContaining([a.data.id, b.data.id, 't1']),
    );
    expect(api.data.tasks.map((t) => t.title)).toEqual(['Existing']);

    api.failing = null;
    await replayOutbox();
    expect(titles(api.data.tasks)).toEqual(['Existing', 'Offline A (edited)']);
    expect(api.data.tasks.find((t) => t.id === 't1')?.done).toBe(true);
    expect(tasks.items().some((t) => t.id.startsWith('offline-'))).toBe(false);
    expect(titles(tasks.items())).toEqual(['Existing', 'Offline A (edited)']);
    expect(outboxState(queryClient)).toEqual({
      waiting: 0,
      failed: [],
      syncing: null,
      pending: {},
    });
  });

  it('keeps what waits on screen when the list is read again before it is sent', async () => {
    api.failing = 'unreachable';
    await tasks.create(input('Waiting'));
    api.failing = null;
    // A read (a reload, a poll) while the entry waits: the server does not have it yet.
    const pending = pendingEntries('tasks');
    expect(pending).toHaveLength(1);
    await tasks.load();
    expect(titles(tasks.items())).toEqual(['Existing', 'Waiting']);
  });

  it('queues a write behind waiting ones even when the server answers again, so none overtakes', async () => {
    api.failing = 'unreachable';
    const created = await tasks.create(input('First'));
    if (!created.ok) throw new Error('queued');
    api.failing = null;
    await tasks.update(created.data.id, { ...created.data, title: 'First, renamed' });
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    await replayOutbox();
    expect(titles(api.data.tasks)).toEqual(['Existing', 'First, renamed']);
  });

  it('stores an entry once when its first answer was lost (the idempotency key)', async () => {
    api.failing = 'unreachable';
    await tasks.create(input('Once'));
    api.failing = null;
    // The server stores the create, then the connection drops before its answer arrives.
    const transport = api.transport;
    let dropped = false;
    api.transport = async (call) => {
      const answer = await transport(call);
      if (!dropped && call.method === 'POST') {
        dropped = true;
        throw Object.assign(new Error('connection reset'), { isAxiosError: true });
      }
      return answer;
    };
    const { configureSync, getSyncConfig } = await import('./config');
    const config = getSyncConfig();
    if (!config) throw new Error('configured');
    configureSync({ ...config, transport: api.transport });
    await replayOutbox();
    expect(outboxState(queryClient).waiting).toBe(1);
    await replayOutbox();
    expect(titles(api.data.tasks)).toEqual(['Existing', 'Once']);
    expect(outboxState(queryClient).waiting).toBe(0);
  });

  it('sends an offline series edit as one plan, with the server ids of its new events', async () => {
    api.failing = 'unreachable';
    const { id: _id, ...event } = makeEvent({
      id: 'x',
      title: 'Yoga',
      startDate: '2026-12-01T08:00:00.000Z',
      endDate: '2026-12-01T09:00:00.000Z',
    });
    const planned = await applyEventPlan([
      { type: 'create', event },
      { type: 'create', event: { ...event, title: 'Run' } },
    ]);
    expect(planned.ok).toBe(true);
    expect(titles(calendar.items())).toEqual(['Run', 'Yoga']);
    api.failing = null;
    await replayOutbox();
    expect(titles(api.data.calendar)).toEqual(['Run', 'Yoga']);
    expect(api.calls.filter((c) => c === 'POST /calendar/apply')).toHaveLength(2);
    expect(
      calendar
        .items()
        .map((e) => e.id)
        .sort(),
    ).toEqual(api.data.calendar.map((e) => e.id).sort());
  });
});

describe('reads and writes crossing', () => {
  it('keeps a create answered while a read writes its local copy', async () => {
    const replace = tasks.copy.replace.bind(tasks.copy);
    let created: Promise<unknown> | null = null;
    jest.spyOn(tasks.copy, 'replace').mockImplementation(async (items) => {
      // The person's create is answered just as the list read stores what it got.
      created ??= tasks.create(input('Written meanwhile'));
      await created;
      return replace(items);
    });
    await tasks.load();
    expect(titles(tasks.items())).toEqual(['Existing', 'Written meanwhile']);
  });
});

describe('conflicts', () => {
  async function editOfflineThenElsewhere(mine: Partial<Task>, theirs: Partial<Task>) {
    api.failing = 'unreachable';
    await tasks.update('t1', { ...stored('t1', 'Existing'), ...mine });
    api.failing = null;
    // Another device saved a newer version meanwhile.
    api.data.tasks = [{ ...stored('t1', 'Existing'), ...theirs, lastUpdated: 7 }];
    await replayOutbox();
  }

  it('merges edits of different fields without asking', async () => {
    await editOfflineThenElsewhere({ title: 'Mine' }, { priority: 'high' });
    expect(api.data.tasks[0]).toMatchObject({ title: 'Mine', priority: 'high' });
    expect(tasks.get('t1')).toMatchObject({ title: 'Mine', priority: 'high' });
    expect(outboxState(queryClient).failed).toEqual([]);
  });

  it('keeps an edit of the same field for review, with both versions, and sends the choice', async () => {
    await editOfflineThenElsewhere({ title: 'Mine' }, { title: 'Theirs' });
    const [review] = outboxState(queryClient).failed;
    if (!review) throw new Error('a review waits');
    expect(review.failure?.error).toBe('conflict');
    expect(review.failure?.theirs).toMatchObject({ title: 'Theirs', lastUpdated: 7 });
    expect(tasks.get('t1')?.title).toBe('Mine');
    expect(api.data.tasks[0]?.title).toBe('Theirs');

    const chosen = { ...stored('t1', 'Mine'), lastUpdated: 7 };
    await resendEntry(review.key, {
      body: { task: chosen },
      shows: { put: [chosen], removed: [] },
      base: review.failure?.theirs,
    });
    expect(api.data.tasks[0]?.title).toBe('Mine');
    expect(outboxState(queryClient)).toMatchObject({ waiting: 0, failed: [] });
  });

  it('asks about a same-field edit that waits behind other changes', async () => {
    api.data.tasks = [stored('t1', 'Existing'), stored('t2', 'Two', { lastUpdated: 2 })];
    await tasks.load();
    api.failing = 'unreachable';
    const done = { done: true, doneAt: '2026-11-21T10:00:00.000Z' };
    await expect(
      tasks.update('t2', { ...stored('t2', 'Two', { lastUpdated: 2 }), ...done }),
    ).resolves.toMatchObject({ ok: true });
    await tasks.update('t1', { ...stored('t1', 'Existing'), title: 'Mine' });
    api.failing = null;
    api.data.tasks[0] = { ...stored('t1', 'Existing'), title: 'Theirs', lastUpdated: 9 };
    await replayOutbox();
    expect(api.data.tasks.map((t) => [t.title, t.done])).toEqual([
      ['Theirs', false],
      ['Two', true],
    ]);
    const [review] = outboxState(queryClient).failed;
    expect(review?.failure).toMatchObject({ error: 'conflict', theirs: { title: 'Theirs' } });
    expect(tasks.get('t1')?.title).toBe('Mine');
  });

  it('asks before sending a delete of an item changed elsewhere meanwhile, and deletes anyway on request', async () => {
    api.failing = 'unreachable';
    await tasks.remove('t1');
    api.failing = null;
    api.data.tasks = [{ ...stored('t1', 'Existing'), title: 'Renamed elsewhere', lastUpdated: 9 }];
    await replayOutbox();
    const [review] = outboxState(queryClient).failed;
    if (!review) throw new Error('a review waits');
    expect(review.failure).toMatchObject({
      error: 'conflict',
      theirs: { title: 'Renamed elsewhere' },
    });
    expect(api.data.tasks).toHaveLength(1);
    await resendEntry(review.key, {
      body: review.body,
      shows: review.shows,
      path: review.path.replace(/\?version=\d+$/, ''),
    });
    expect(api.data.tasks).toEqual([]);
    expect(outboxState(queryClient)).toMatchObject({ waiting: 0, failed: [] });
  });

  it('sends an offline edit then delete of one item without taking the delete for a conflict', async () => {
    api.failing = 'unreachable';
    await tasks.update('t1', { ...stored('t1', 'Existing'), title: 'Edited first' });
    await tasks.remove('t1');
    api.failing = null;
    await replayOutbox();
    expect(outboxState(queryClient)).toMatchObject({ waiting: 0, failed: [] });
    expect(api.data.tasks).toEqual([]);
  });

  it('lists an entry the server refuses with its reason until the user drops it', async () => {
    api.failing = 'unreachable';
    await tasks.create({ ...input('Bad'), title: 'Bad' });
    api.failing = null;
    const transport = api.transport;
    const { configureSync, getSyncConfig } = await import('./config');
    const config = getSyncConfig();
    if (!config) throw new Error('configured');
    configureSync({
      ...config,
      transport: async (call) =>
        call.method === 'POST'
          ? {
              status: 400,
              data: { success: false, error: 'validation-error', message: 'deadline: past' },
            }
          : transport(call),
    });
    await replayOutbox();
    const [refused] = outboxState(queryClient).failed;
    expect(refused?.failure).toMatchObject({
      error: 'validation-error',
      messageKey: 'common:errors.general',
    });
    if (!refused) throw new Error('refused');
    await dropEntry(refused.key);
    expect(outboxState(queryClient).failed).toEqual([]);
  });
});

describe('records', () => {
  it('keeps only the last waiting save of a record and sends it when back', async () => {
    await settings.load();
    api.failing = 'unreachable';
    await settings.update({ ...DEFAULT_CALENDAR_SETTINGS, displayRange: 'month' });
    await settings.update({ ...DEFAULT_CALENDAR_SETTINGS, displayRange: 'day' });
    expect(outboxState(queryClient).waiting).toBe(1);
    expect(settings.value().displayRange).toBe('day');
    api.failing = null;
    await replayOutbox();
    expect(api.data.settings?.displayRange).toBe('day');
  });
});
