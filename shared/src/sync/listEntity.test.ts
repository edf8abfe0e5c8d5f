import type { AppNotification, Task } from '../model';
import { notifications, resetAll, tasks } from './entities';
import { localDb } from './localDb';
import { createQueryClient } from './queryClient';
import { fail, heldReply, ok, setupTestApi } from './testApi';
import { makeTask } from '../testing/fixtures';

const api = setupTestApi();
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

const task = makeTask;

/** What the local database holds for tasks, by id. */
async function localTasks(): Promise<Record<string, unknown>> {
  await tasks.copy.flush();
  const out: Record<string, unknown> = {};
  await localDb.tasks.iterate((value, key) => {
    out[key] = value;
  });
  return out;
}

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

beforeEach(async () => {
  await resetAll();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** Starts from a loaded list (server, cache and local copy agree). */
async function loaded(...list: Task[]): Promise<void> {
  api.on('GET /task/task', ok(list));
  await tasks.load();
  api.reset();
}

describe('list read', () => {
  it("replaces the local copy and the cache with the server's list", async () => {
    await localDb.tasks.setItem('stale', task('stale'));
    api.on('GET /task/task', ok([task('a'), task('b')]));
    await expect(tasks.load()).resolves.toEqual({ ok: true, data: [task('a'), task('b')] });
    expect(ids(tasks.items())).toEqual(['a', 'b']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['a', 'b']);
    expect(tasks.snapshot()).toEqual({
      value: [task('a'), task('b')],
      settled: true,
      fromCache: false,
      error: null,
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /testconnect/task/task',
    ]);
  });

  it('serves the local copy when the read fails, dropping invalid records with a warning', async () => {
    await localDb.tasks.setItem('kept', task('kept'));
    await localDb.tasks.setItem('broken', { id: 'broken', title: '' });
    api.on('GET /task/task', fail(500, 'error-occurred', 'Database down'));
    const failure = {
      ok: false,
      error: 'error-occurred',
      kind: 'server',
      status: 500,
      message: 'Database down',
      messageKey: 'common:errors.server',
    };
    await expect(tasks.load()).resolves.toEqual(failure);
    expect(ids(tasks.items())).toEqual(['kept']);
    expect(tasks.snapshot()).toEqual({
      value: [task('kept')],
      settled: true,
      fromCache: true,
      error: failure,
    });
    expect(warn).toHaveBeenCalledWith(
      '[planner]',
      expect.stringContaining('tasks: dropped an invalid record from the local copy (id broken)'),
      expect.anything(),
    );
    expect(warn).toHaveBeenCalledWith('[planner]', expect.stringContaining('using the local copy'));
  });

  it('never stores an invalid record from the server', async () => {
    api.on('GET /task/task', ok([task('good'), { ...task('bad'), priority: 'urgent' }]));
    await expect(tasks.load()).resolves.toEqual({ ok: true, data: [task('good')] });
    expect(ids(tasks.items())).toEqual(['good']);
    expect(Object.keys(await localTasks())).toEqual(['good']);
  });

  it('shares one request between concurrent loads', async () => {
    api.on('GET /task/task', { ...ok([task('a')]), delayMs: 50 });
    const [first, second] = await Promise.all([tasks.load(), tasks.load()]);
    expect(api.requests).toHaveLength(1);
    expect(first).toEqual({ ok: true, data: [task('a')] });
    expect(second).toEqual(first);
  });

  it("a reload shows the local copy before the server answers, then the server's list replaces it", async () => {
    // A reloaded page: nothing in the cache, the last session's records in the local database.
    await localDb.tasks.setItem('old1', task('old1'));
    await localDb.tasks.setItem('old2', task('old2'));
    expect(tasks.snapshot()).toBeUndefined();
    const answer = heldReply(ok([task('a'), task('old2', { title: 'Renamed' })]));
    api.on('GET /task/task', answer.handler);
    const loading = tasks.load();
    // The request reached the server, which holds its answer: the cache shows the local copy.
    await waitUntil(() => tasks.snapshot() !== undefined && api.requests.length === 1);
    expect(tasks.snapshot()).toEqual({
      value: expect.arrayContaining([task('old1'), task('old2')]) as unknown,
      settled: false,
      fromCache: false,
      error: null,
    });
    expect(ids(tasks.items()).sort()).toEqual(['old1', 'old2']);
    answer.release();
    await expect(loading).resolves.toMatchObject({ ok: true });
    expect(tasks.snapshot()).toEqual({
      value: [task('a'), task('old2', { title: 'Renamed' })],
      settled: true,
      fromCache: false,
      error: null,
    });
    expect(await localTasks()).toEqual({ a: task('a'), old2: task('old2', { title: 'Renamed' }) });
  });
});

describe('local copy writes', () => {
  /** The ids written and removed in the local database while `run` runs, and in how many transactions. */
  async function writesDuring(run: () => Promise<unknown>) {
    await tasks.copy.flush();
    const store = localDb.tasks;
    const spies = {
      set: jest.spyOn(store, 'setItem'),
      remove: jest.spyOn(store, 'removeItem'),
      clear: jest.spyOn(store, 'clear'),
      many: jest.spyOn(store, 'writeMany'),
    };
    await run();
    await tasks.copy.flush();
    const many = spies.many.mock.calls.filter(([puts, removes]) => puts.length + removes.length);
    const out = {
      written: [
        ...spies.set.mock.calls.map(([id]) => id),
        ...many.flatMap(([puts]) => puts.map(([id]) => id)),
      ].sort(),
      removed: [
        ...spies.remove.mock.calls.map(([id]) => id),
        ...many.flatMap(([, removes]) => removes),
      ].sort(),
      cleared: spies.clear.mock.calls.length,
      transactions: spies.set.mock.calls.length + spies.remove.mock.calls.length + many.length,
    };
    for (const spy of Object.values(spies)) spy.mockRestore();
    return out;
  }

  it('a read that changed nothing writes nothing', async () => {
    await loaded(task('a'), task('b'));
    api.on('GET /task/task', ok([task('a'), task('b')]));
    expect(await writesDuring(() => tasks.load())).toEqual({
      written: [],
      removed: [],
      cleared: 0,
      transactions: 0,
    });
    expect(await localTasks()).toEqual({ a: task('a'), b: task('b') });
  });

  it('a reload that changed nothing writes nothing either', async () => {
    await loaded(task('a'), task('b'));
    const page = createQueryClient();
    api.on('GET /task/task', ok([task('a'), task('b')]));
    expect(await writesDuring(() => tasks.load(page))).toEqual({
      written: [],
      removed: [],
      cleared: 0,
      transactions: 0,
    });
  });

  it('writes only the new and changed records, and removes those gone, in one transaction', async () => {
    await loaded(task('a'), task('b'), task('c'));
    api.on('GET /task/task', ok([task('a'), task('b', { title: 'B edited' }), task('d')]));
    expect(await writesDuring(() => tasks.load())).toEqual({
      written: ['b', 'd'],
      removed: ['c'],
      cleared: 0,
      transactions: 1,
    });
    expect(await localTasks()).toEqual({
      a: task('a'),
      b: task('b', { title: 'B edited' }),
      d: task('d'),
    });
  });

  it('removes what another tab wrote that the server does not have, and rewrites an unreadable record', async () => {
    await loaded(task('a'), task('b'));
    // Written beside this page's copy: another tab's record, and a record gone bad.
    await localDb.tasks.setItem('other', task('other'));
    await localDb.tasks.setItem('b', { id: 'b', title: '' });
    const page = createQueryClient();
    api.on('GET /task/task', ok([task('a'), task('b')]));
    expect(await writesDuring(() => tasks.load(page))).toEqual({
      written: ['b'],
      removed: ['other'],
      cleared: 0,
      transactions: 1,
    });
    expect(await localTasks()).toEqual({ a: task('a'), b: task('b') });
  });

  it('writes more records than one slice of the transaction holds', async () => {
    const many = Array.from({ length: 1_200 }, (_, i) => task(`t${i}`));
    api.on('GET /task/task', ok(many));
    const first = await writesDuring(() => tasks.load());
    expect([first.written.length, first.transactions]).toEqual([1_200, 1]);
    expect(Object.keys(await localTasks())).toHaveLength(1_200);
    const kept = many.slice(0, 400).map((t, i) => (i === 0 ? { ...t, title: 'Edited' } : t));
    api.on('GET /task/task', ok(kept));
    const second = await writesDuring(() => tasks.load());
    expect([second.written, second.removed.length, second.transactions]).toEqual([['t0'], 800, 1]);
    const stored = await localTasks();
    expect(Object.keys(stored)).toHaveLength(400);
    expect(stored.t0).toEqual(kept[0]);
  });

  it('after a sign-out, the next read writes every record again', async () => {
    await loaded(task('a'), task('b'));
    await resetAll();
    api.on('GET /task/task', ok([task('a'), task('b')]));
    expect(await writesDuring(() => tasks.load())).toEqual({
      written: ['a', 'b'],
      removed: [],
      cleared: 0,
      transactions: 1,
    });
    expect(await localTasks()).toEqual({ a: task('a'), b: task('b') });
  });
});

describe('incremental read', () => {
  /** A list answer with the list's revision; with `since`, an incremental one. */
  const listReply = (revision: number, data: Task[], since?: number, removed: string[] = []) => ({
    status: 200,
    body:
      since === undefined
        ? { success: true, revision, data }
        : { success: true, revision, since, removed, data },
  });

  it('the next read asks for the changes since the revision read and applies them', async () => {
    api.on('GET /task/task', listReply(7, [task('a'), task('b'), task('c')]));
    await tasks.load();
    api.on('GET /task/task', (req) =>
      req.query === 'since=7'
        ? listReply(9, [task('b', { title: 'B edited' }), task('d')], 7, ['a'])
        : listReply(9, []),
    );
    await tasks.load();
    expect(api.requests.map((r) => r.query)).toEqual(['', 'since=7']);
    expect(tasks.items().map((t) => t.title)).toEqual(['B edited', 'Task c', 'Task d']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['b', 'c', 'd']);
    // And the revision moves on.
    api.on('GET /task/task', (req) => listReply(9, [], Number(req.query.split('=')[1])));
    await tasks.load();
    expect(api.requests.at(-1)?.query).toBe('since=9');
    expect(ids(tasks.items())).toEqual(['b', 'c', 'd']);
  });

  it('a reload applies the changes to the local copy', async () => {
    api.on('GET /task/task', listReply(3, [task('a'), task('b')]));
    await tasks.load();
    await tasks.copy.flush();
    // A new page: an empty cache, the local copy and its revision kept.
    const page = createQueryClient();
    api.on('GET /task/task', listReply(4, [task('c')], 3));
    await tasks.load(page);
    expect(api.requests.at(-1)?.query).toBe('since=3');
    expect(ids(tasks.items(page))).toEqual(['a', 'b', 'c']);
  });

  it('reads the whole list when the local copy the changes apply to is gone', async () => {
    api.on('GET /task/task', listReply(3, [task('a'), task('b')]));
    await tasks.load();
    await tasks.copy.clear();
    const page = createQueryClient();
    api.on('GET /task/task', (req) =>
      req.query === '' ? listReply(4, [task('a'), task('b'), task('c')]) : listReply(4, [], 3),
    );
    await tasks.load(page);
    expect(api.requests.slice(-2).map((r) => r.query)).toEqual(['since=3', '']);
    expect(ids(tasks.items(page))).toEqual(['a', 'b', 'c']);
  });

  it('reads the whole list when the local copy lost some of the items its revision held', async () => {
    api.on('GET /task/task', listReply(3, [task('a'), task('b')]));
    await tasks.load();
    await tasks.copy.flush();
    await tasks.copy.replace([task('a')]);
    await tasks.copy.flush();
    const page = createQueryClient();
    api.on('GET /task/task', (req) =>
      req.query === '' ? listReply(3, [task('a'), task('b')]) : listReply(3, [], 3),
    );
    await tasks.load(page);
    expect(api.requests.slice(-2).map((r) => r.query)).toEqual(['since=3', '']);
    expect(ids(tasks.items(page))).toEqual(['a', 'b']);
  });

  it('after a sign-out the next read is a full one', async () => {
    api.on('GET /task/task', listReply(3, [task('a')]));
    await tasks.load();
    await resetAll();
    await tasks.load();
    expect(api.requests.map((r) => r.query)).toEqual(['', '']);
  });
});

describe('create', () => {
  const input = {
    title: 'Buy bread',
    createdAt: '2026-11-22T08:00:00.000Z',
    lastUpdated: 5,
  };

  it('sends {task}, then adds the stored entity locally and returns it', async () => {
    await loaded(task('a'));
    const stored = task('new', { title: 'Buy bread' });
    api.on('POST /task/create', ok(stored, 201));
    await expect(tasks.create(input)).resolves.toEqual({ ok: true, data: stored });
    expect(api.requests[0]?.body).toEqual({ task: input });
    expect(ids(tasks.items())).toEqual(['a', 'new']);
    expect(tasks.get('new')).toEqual(stored);
    expect(await localTasks()).toHaveProperty('new', stored);
  });

  it('counts an answer without an id as a failure', async () => {
    await loaded(task('a'));
    const { id: _id, ...noId } = task('x');
    const invalidAnswer = {
      ok: false,
      error: 'error-occurred',
      kind: 'unknown',
      status: 201,
      messageKey: 'common:errors.unknown',
    };
    api.on('POST /task/create', ok(noId, 201));
    await expect(tasks.create(input)).resolves.toMatchObject(invalidAnswer);
    api.on('POST /task/create', ok({ ...noId, id: '' }, 201));
    await expect(tasks.create(input)).resolves.toMatchObject(invalidAnswer);
    expect(ids(tasks.items())).toEqual(['a']);
    expect(Object.keys(await localTasks())).toEqual(['a']);
    expect(error).toHaveBeenCalled();
  });

  it('changes neither the cache nor the local database when the server refuses', async () => {
    await loaded(task('a'));
    const before = tasks.snapshot();
    api.on('POST /task/create', fail(400, 'validation-error', 'task.title: Title cannot be empty'));
    await expect(tasks.create(input)).resolves.toEqual({
      ok: false,
      error: 'validation-error',
      kind: 'server',
      status: 400,
      message: 'task.title: Title cannot be empty',
      messageKey: 'common:errors.general',
    });
    expect(tasks.snapshot()).toBe(before);
    expect(Object.keys(await localTasks())).toEqual(['a']);
    expect(error).toHaveBeenCalledWith(
      '[planner]',
      'tasks: create failed (validation-error): task.title: Title cannot be empty',
    );
  });
});

describe('update', () => {
  it("stores the server's answer after success", async () => {
    await loaded(task('a'), task('b'));
    const edited = { ...task('a'), title: 'Edited' };
    const stored = { ...edited, lastUpdated: 99 };
    api.on('PUT /task/update/a', ok(stored));
    await expect(tasks.update('a', edited)).resolves.toEqual({ ok: true, data: stored });
    expect(api.requests[0]).toMatchObject({
      path: '/testconnect/task/update/a',
      body: { task: edited },
    });
    expect(tasks.get('a')).toEqual(stored);
    expect(ids(tasks.items())).toEqual(['a', 'b']);
    expect((await localTasks()).a).toEqual(stored);
  });

  it('changes nothing when the server fails', async () => {
    await loaded(task('a'));
    api.on('PUT /task/update/a', fail(500, 'error-occurred', 'boom'));
    await expect(tasks.update('a', { ...task('a'), title: 'Edited' })).resolves.toMatchObject({
      ok: false,
      error: 'error-occurred',
      status: 500,
      message: 'boom',
      messageKey: 'common:errors.server',
    });
    expect(tasks.get('a')?.title).toBe('Task a');
    expect((await localTasks()).a).toEqual(task('a'));
  });

  it("puts the server's entity in the cache and the local copy on a conflict, and returns the failure", async () => {
    await loaded(task('a'));
    const theirs = task('a', { title: 'Changed on the phone', lastUpdated: 50 });
    api.on('PUT /task/update/a', fail(409, 'conflict', 'Changed elsewhere', theirs));
    await expect(tasks.update('a', { ...task('a'), title: 'Mine' })).resolves.toEqual({
      ok: false,
      error: 'conflict',
      kind: 'server',
      status: 409,
      message: 'Changed elsewhere',
      messageKey: 'common:errors.conflict',
    });
    expect(tasks.get('a')).toEqual(theirs);
    expect((await localTasks()).a).toEqual(theirs);
  });
});

describe('delete', () => {
  it('removes locally only after the server said success', async () => {
    await loaded(task('a'), task('b'));
    api.on('DELETE /task/delete/a', fail(500, 'error-occurred', 'boom'));
    await expect(tasks.remove('a')).resolves.toMatchObject({ ok: false, status: 500 });
    expect(ids(tasks.items())).toEqual(['a', 'b']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['a', 'b']);
    api.on('DELETE /task/delete/a', ok({ id: 'a' }));
    await expect(tasks.remove('a')).resolves.toEqual({ ok: true, data: 'a' });
    expect(ids(tasks.items())).toEqual(['b']);
    expect(Object.keys(await localTasks())).toEqual(['b']);
  });

  it('removes exactly the ids the server answered for a multiple delete', async () => {
    await loaded(task('a'), task('b'), task('c'));
    api.on('DELETE /task/deletemulti', ok({ ids: ['a', 'c'] }));
    await expect(tasks.removeMany(['a', 'b', 'c'])).resolves.toEqual({
      ok: true,
      data: ['a', 'c'],
    });
    expect(api.requests[0]?.body).toEqual({ taskIds: ['a', 'b', 'c'] });
    expect(ids(tasks.items())).toEqual(['b']);
    expect(Object.keys(await localTasks())).toEqual(['b']);
  });

  it('keeps everything when the multiple delete fails', async () => {
    await loaded(task('a'), task('b'));
    api.on('DELETE /task/deletemulti', fail(400, 'validation-error', 'bad'));
    await expect(tasks.removeMany(['a', 'b'])).resolves.toMatchObject({
      ok: false,
      error: 'validation-error',
      status: 400,
    });
    expect(ids(tasks.items())).toEqual(['a', 'b']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['a', 'b']);
  });
});

describe('local-only notifications', () => {
  const local: AppNotification = {
    id: 'local-AbCdEfGh12',
    context: 'account',
    message: 'account.finishRegistration',
    params: {},
    dateReceived: '2026-11-22T08:00:00.000Z',
    isLocal: true,
    redirectUrlWeb: '/dashboard/settings',
    redirectUrlMobile: 'planner://settings',
  };

  it('are stored, read, updated and removed without any call to the server', async () => {
    await expect(notifications.putLocal(local)).resolves.toEqual({ ok: true, data: local });
    const read = { ...local, dateReaded: '2026-11-22T09:00:00.000Z' };
    await expect(notifications.update(local.id, read)).resolves.toEqual({ ok: true, data: read });
    await notifications.copy.flush();
    expect(await localDb.notifications.getItem(local.id)).toEqual(read);
    expect(notifications.get(local.id)).toEqual(read);
    await expect(notifications.remove(local.id)).resolves.toEqual({ ok: true, data: local.id });
    await notifications.copy.flush();
    expect(await localDb.notifications.getItem(local.id)).toBeNull();
    expect(notifications.items()).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it("survive a list read, which only replaces the server's items", async () => {
    await notifications.putLocal(local);
    api.on('GET /notifications/all', ok([{ ...local, id: 'n1', isLocal: false }]));
    await notifications.load();
    expect(ids(notifications.items())).toEqual(['n1', local.id]);
  });

  it('survive a page reload: the first list read of a new page keeps those of the local database', async () => {
    await notifications.putLocal({ ...local, dateReaded: '2026-11-22T09:00:00.000Z' });
    await notifications.copy.flush();
    // A reloaded page: a fresh cache over the same local database, nothing in it yet.
    const page = createQueryClient();
    expect(notifications.snapshot(page)).toBeUndefined();
    api.on('GET /notifications/all', ok([{ ...local, id: 'n1', isLocal: false }]));
    await notifications.load(page);
    expect(ids(notifications.items(page))).toEqual(['n1', local.id]);
    expect(notifications.get(local.id, page)?.dateReaded).toBe('2026-11-22T09:00:00.000Z');
    await notifications.copy.flush();
    expect(await localDb.notifications.getItem(local.id)).not.toBeNull();
    expect(await localDb.notifications.getItem('n1')).not.toBeNull();
  });

  it('sends a server notification update to the api', async () => {
    const server = { ...local, id: 'n1', isLocal: false };
    api.on('GET /notifications/all', ok([server]));
    await notifications.load();
    const read = { ...server, dateReaded: '2026-11-22T09:00:00.000Z' };
    api.on('PUT /notifications/update/n1', ok(read));
    await expect(notifications.update('n1', read)).resolves.toEqual({ ok: true, data: read });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/testconnect/notifications/update/n1',
      body: { notification: read },
    });
    expect(notifications.get('n1')).toEqual(read);
  });
});

describe('reset', () => {
  it('empties the cache and the local database', async () => {
    await loaded(task('a'));
    await resetAll();
    expect(tasks.items()).toEqual([]);
    expect(tasks.snapshot()).toBeUndefined();
    expect(await localTasks()).toEqual({});
  });

  it('ignores the answer of a create still in flight: neither the cache nor the local database gets it', async () => {
    await loaded(task('a'));
    const answer = heldReply(ok(task('late'), 201));
    api.on('POST /task/create', answer.handler);
    const pending = tasks.create({
      title: 'x',
      createdAt: '2026-11-22T08:00:00.000Z',
      lastUpdated: 1,
    });
    let answered = false;
    void pending.then(() => {
      answered = true;
    });
    await waitUntil(() => api.requests.length === 1);
    await resetAll();
    // The server answers after the reset.
    expect(answered).toBe(false);
    answer.release();
    await pending;
    expect(answered).toBe(true);
    expect(tasks.items()).toEqual([]);
    expect(tasks.snapshot()).toBeUndefined();
    expect(await localTasks()).toEqual({});
  });

  it("a sign-out as a read starts: the previous user's local copy does not come back into the cache", async () => {
    await localDb.tasks.setItem('old', task('old'));
    const answer = heldReply(ok([task('srv')]));
    api.on('GET /task/task', answer.handler);
    const loading = tasks.load().catch(() => null);
    await resetAll();
    const rightAfterReset = tasks.snapshot();
    // The server answers after the reset.
    await waitUntil(() => api.requests.length === 1);
    answer.release();
    await loading;
    await new Promise((r) => setTimeout(r, 150));
    expect(rightAfterReset).toBeUndefined();
    expect(tasks.snapshot()).toBeUndefined();
    expect(tasks.items()).toEqual([]);
    expect(await localTasks()).toEqual({});
  });

  it('a sign-out during a read: load() still resolves with an outcome (it never throws)', async () => {
    await localDb.tasks.setItem('old', task('old'));
    const answer = heldReply(ok([task('srv')]));
    api.on('GET /task/task', answer.handler);
    const loading = tasks.load().then(
      (outcome) => ({ resolved: outcome }),
      (reason: unknown) => ({ rejected: String(reason) }),
    );
    await resetAll();
    // The server answers after the reset.
    answer.release();
    const settled = await loading;
    // Let the cancelled read finish before the test ends.
    await waitUntil(() => api.requests.length === 1);
    await new Promise((r) => setTimeout(r, 150));
    expect(settled).toEqual({ resolved: expect.objectContaining({ ok: expect.any(Boolean) }) });
  });
});
