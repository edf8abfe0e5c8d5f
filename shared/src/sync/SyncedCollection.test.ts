import { notificationSchema, type AppNotification, type Task } from '../model';
import { localDb } from './localDb';
import { notifications, tasks } from './stores';
import { SyncedCollection } from './SyncedCollection';
import { fail, ok, setupTestApi } from './testApi';

const api = setupTestApi();
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

function task(id: string, fields: Partial<Task> = {}): Task {
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

/** What the local database holds for tasks, by id. */
async function localTasks(): Promise<Record<string, unknown>> {
  await tasks.flush();
  const out: Record<string, unknown> = {};
  await localDb.tasks.iterate((value, key) => {
    out[key] = value;
  });
  return out;
}

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);

beforeEach(async () => {
  await tasks.reset();
  await notifications.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** Starts from a loaded list a, b (server and local copy agree). */
async function loaded(...list: Task[]): Promise<void> {
  api.on('GET /task/task', ok(list));
  await tasks.load();
  api.reset();
}

describe('list read', () => {
  it("replaces the local copy and the state with the server's list", async () => {
    await localDb.tasks.setItem('stale', task('stale'));
    api.on('GET /task/task', ok([task('a'), task('b')]));
    await expect(tasks.load()).resolves.toEqual({ ok: true });
    expect(ids(tasks.items)).toEqual(['a', 'b']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['a', 'b']);
    expect(tasks.status).toEqual({ loading: false, loaded: true, fromCache: false, error: null });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /testconnect/task/task',
    ]);
  });

  it('serves the local copy when the read fails, dropping invalid records with a warning', async () => {
    await localDb.tasks.setItem('kept', task('kept'));
    await localDb.tasks.setItem('broken', { id: 'broken', title: '' });
    api.on('GET /task/task', fail(500, 'error-occurred', 'Database down'));
    await expect(tasks.load()).resolves.toEqual({
      ok: false,
      error: 'error-occurred',
      message: 'Database down',
    });
    expect(ids(tasks.items)).toEqual(['kept']);
    expect(tasks.status).toEqual({
      loading: false,
      loaded: true,
      fromCache: true,
      error: 'error-occurred',
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
    await tasks.load();
    expect(ids(tasks.items)).toEqual(['good']);
    expect(Object.keys(await localTasks())).toEqual(['good']);
  });

  it('shares one request between concurrent loads', async () => {
    api.on('GET /task/task', { ...ok([task('a')]), delayMs: 50 });
    await Promise.all([tasks.load(), tasks.load()]);
    expect(api.requests).toHaveLength(1);
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
    api.on('POST /task/create', ok(task('new', { title: 'Buy bread' }), 201));
    const created = await tasks.create(input);
    expect(created).toMatchObject({ id: 'new', title: 'Buy bread' });
    expect(api.requests[0]?.body).toEqual({ task: input });
    expect(ids(tasks.items)).toEqual(['a', 'new']);
    expect(await localTasks()).toHaveProperty('new', created);
  });

  it('counts an answer without an id as a failure', async () => {
    await loaded(task('a'));
    const { id: _id, ...noId } = task('x');
    api.on('POST /task/create', ok(noId, 201));
    await expect(tasks.create(input)).resolves.toBeNull();
    api.on('POST /task/create', ok({ ...noId, id: '' }, 201));
    await expect(tasks.create(input)).resolves.toBeNull();
    expect(ids(tasks.items)).toEqual(['a']);
    expect(Object.keys(await localTasks())).toEqual(['a']);
    expect(error).toHaveBeenCalled();
  });

  it('changes neither the state nor the local database when the server refuses', async () => {
    await loaded(task('a'));
    const before = tasks.items;
    api.on('POST /task/create', fail(400, 'validation-error', 'task.title: Title cannot be empty'));
    await expect(tasks.create(input)).resolves.toBeNull();
    expect(tasks.items).toBe(before);
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
    api.on('PUT /task/update/a', ok({ ...edited, lastUpdated: 99 }));
    const saved = await tasks.update('a', edited);
    expect(saved).toMatchObject({ title: 'Edited', lastUpdated: 99 });
    expect(api.requests[0]).toMatchObject({
      path: '/testconnect/task/update/a',
      body: { task: edited },
    });
    expect(tasks.get('a')).toEqual(saved);
    expect((await localTasks()).a).toEqual(saved);
  });

  it('changes nothing when the server fails', async () => {
    await loaded(task('a'));
    api.on('PUT /task/update/a', fail(500, 'error-occurred', 'boom'));
    await expect(tasks.update('a', { ...task('a'), title: 'Edited' })).resolves.toBeNull();
    expect(tasks.get('a')?.title).toBe('Task a');
    expect((await localTasks()).a).toEqual(task('a'));
  });

  it("replaces the local copy with the server's entity on a conflict", async () => {
    await loaded(task('a'));
    const theirs = task('a', { title: 'Changed on the phone', lastUpdated: 50 });
    api.on('PUT /task/update/a', fail(409, 'conflict', 'Changed elsewhere', theirs));
    await expect(tasks.update('a', { ...task('a'), title: 'Mine' })).resolves.toBeNull();
    expect(tasks.get('a')).toEqual(theirs);
    expect((await localTasks()).a).toEqual(theirs);
  });
});

describe('delete', () => {
  it('removes locally only after the server said success', async () => {
    await loaded(task('a'), task('b'));
    api.on('DELETE /task/delete/a', fail(500, 'error-occurred', 'boom'));
    await expect(tasks.remove('a')).resolves.toBe(false);
    expect(ids(tasks.items)).toEqual(['a', 'b']);
    expect(Object.keys(await localTasks()).sort()).toEqual(['a', 'b']);
    api.on('DELETE /task/delete/a', ok({ id: 'a' }));
    await expect(tasks.remove('a')).resolves.toBe(true);
    expect(ids(tasks.items)).toEqual(['b']);
    expect(Object.keys(await localTasks())).toEqual(['b']);
  });

  it('removes exactly the ids the server answered for a multiple delete', async () => {
    await loaded(task('a'), task('b'), task('c'));
    api.on('DELETE /task/deletemulti', ok({ ids: ['a', 'c'] }));
    await expect(tasks.removeMany(['a', 'b', 'c'])).resolves.toBe(true);
    expect(api.requests[0]?.body).toEqual({ taskIds: ['a', 'b', 'c'] });
    expect(ids(tasks.items)).toEqual(['b']);
    expect(Object.keys(await localTasks())).toEqual(['b']);
  });

  it('keeps everything when the multiple delete fails', async () => {
    await loaded(task('a'), task('b'));
    api.on('DELETE /task/deletemulti', fail(400, 'validation-error', 'bad'));
    await expect(tasks.removeMany(['a', 'b'])).resolves.toBe(false);
    expect(ids(tasks.items)).toEqual(['a', 'b']);
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
    await notifications.putLocal(local);
    const read = { ...local, dateReaded: '2026-11-22T09:00:00.000Z' };
    await expect(notifications.update(local.id, read)).resolves.toEqual(read);
    await notifications.flush();
    expect(await localDb.notifications.getItem(local.id)).toEqual(read);
    expect(notifications.get(local.id)).toEqual(read);
    await expect(notifications.remove(local.id)).resolves.toBe(true);
    await notifications.flush();
    expect(await localDb.notifications.getItem(local.id)).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("survive a list read, which only replaces the server's items", async () => {
    await notifications.putLocal(local);
    api.on('GET /notifications/all', ok([{ ...local, id: 'n1', isLocal: false }]));
    await notifications.load();
    expect(ids(notifications.items)).toEqual(['n1', local.id]);
  });

  it('survive a page reload: the first list read of a new page keeps those of the local database', async () => {
    await notifications.putLocal({ ...local, dateReaded: '2026-11-22T09:00:00.000Z' });
    await notifications.flush();
    // A reloaded page: a fresh collection over the same local database, nothing in state yet.
    const reloaded = new SyncedCollection<AppNotification, AppNotification>({
      name: 'notifications',
      store: localDb.notifications,
      schema: notificationSchema,
      bodyKey: 'notification',
      paths: { list: '/notifications/all', update: (id) => `/notifications/update/${id}` },
    });
    api.on('GET /notifications/all', ok([{ ...local, id: 'n1', isLocal: false }]));
    await reloaded.load();
    expect(ids(reloaded.items)).toEqual(['n1', local.id]);
    expect(reloaded.get(local.id)?.dateReaded).toBe('2026-11-22T09:00:00.000Z');
    await reloaded.flush();
    expect(await localDb.notifications.getItem(local.id)).not.toBeNull();
  });

  it('sends a server notification update to the api', async () => {
    const server = { ...local, id: 'n1', isLocal: false };
    api.on('GET /notifications/all', ok([server]));
    await notifications.load();
    const read = { ...server, dateReaded: '2026-11-22T09:00:00.000Z' };
    api.on('PUT /notifications/update/n1', ok(read));
    await expect(notifications.update('n1', read)).resolves.toEqual(read);
    expect(api.requests.at(-1)?.body).toEqual({ notification: read });
  });
});

describe('reset', () => {
  it('empties the state and the local database', async () => {
    await loaded(task('a'));
    await tasks.reset();
    expect(tasks.items).toEqual([]);
    expect(tasks.status.loaded).toBe(false);
    expect(await localTasks()).toEqual({});
  });

  it('ignores the answer of a call made before it', async () => {
    await loaded(task('a'));
    api.on('POST /task/create', { ...ok(task('late'), 201), delayMs: 80 });
    const pending = tasks.create({
      title: 'x',
      createdAt: '2026-11-22T08:00:00.000Z',
      lastUpdated: 1,
    });
    await new Promise((r) => setTimeout(r, 20));
    await tasks.reset();
    await expect(pending).resolves.toBeNull();
    expect(tasks.items).toEqual([]);
    expect(await localTasks()).toEqual({});
  });
});
