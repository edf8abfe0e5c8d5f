// Task routes end to end: CRUD, server ids and versions, deadline rules, deletemulti, conflicts, validation.
import type { Task } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { isoDay, signUp, startApp, taskBody } from './helpers';

let t: TestApp;
let alice: User;

beforeAll(async () => {
  t = await startApp();
  alice = await signUp();
});
afterAll(async () => t.close());

async function create(user: User, overrides: Record<string, unknown> = {}): Promise<Task> {
  const res = await t.call('POST', '/connect/task/create', {
    user,
    body: { task: taskBody(overrides) },
  });
  expect(res.status).toBe(201);
  return res.body.data as Task;
}

describe('task routes', () => {
  it('creates with a server id and version, lists, updates and deletes', async () => {
    const user = await signUp();
    const before = Date.now();
    const created = await create(user, { id: 'client-temp', lastUpdated: 5 });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.title).toBe('Write report');
    expect(created.lastUpdated).toBeGreaterThanOrEqual(before);

    const list = await t.call('GET', '/connect/task/task', { user });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ success: true, revision: expect.any(Number), data: [created] });

    const upd = await t.call('PUT', `/connect/task/update/${created.id}`, {
      user,
      body: {
        task: {
          ...created,
          title: 'Write the report',
          done: true,
          doneAt: new Date().toISOString(),
        },
      },
    });
    expect(upd.status).toBe(200);
    const updated = upd.body.data as Task;
    expect(updated).toMatchObject({ id: created.id, title: 'Write the report', done: true });
    expect(updated.lastUpdated).toBeGreaterThan(created.lastUpdated);

    const del = await t.call('DELETE', `/connect/task/delete/${created.id}`, {
      user,
      headers: { 'content-type': 'application/json' },
    });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { id: created.id } });
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([]);
    expect((await t.call('DELETE', `/connect/task/delete/${created.id}`, { user })).status).toBe(
      404,
    );
  });

  it('lists in creation order and works under /testconnect too', async () => {
    const user = await signUp();
    const a = await create(user, { title: 'A' });
    const b = await create(user, { title: 'B' });
    const list = await t.call('GET', '/testconnect/task/task', { user });
    expect((list.body.data as Task[]).map((x) => x.id)).toEqual([a.id, b.id]);
  });

  it('derives deadlineRange from the deadline', async () => {
    const now = new Date();
    expect(
      (await create(alice, { deadline: isoDay(0, now), deadlineRange: 'moreThan5Days' }))
        .deadlineRange,
    ).toBe('lessThan2Days');
    expect((await create(alice, { deadline: isoDay(1, now) })).deadlineRange).toBe('lessThan2Days');
    expect((await create(alice, { deadline: isoDay(2, now) })).deadlineRange).toBe('2to5Days');
    expect((await create(alice, { deadline: isoDay(5, now) })).deadlineRange).toBe('2to5Days');
    expect(
      (await create(alice, { deadline: isoDay(6, now), deadlineRange: 'lessThan2Days' }))
        .deadlineRange,
    ).toBe('moreThan5Days');
    expect((await create(alice, { deadline: null, deadlineRange: '2to5Days' })).deadlineRange).toBe(
      '2to5Days',
    );
  });

  it('stores again a task made before its deadline passed (an undone delete, a late offline create)', async () => {
    const user = await signUp();
    const madeLastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const again = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ deadline: isoDay(-3), createdAt: madeLastWeek }) },
    });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ deadline: isoDay(-3), createdAt: madeLastWeek });
    // Made last week but due before that: refused like any deadline in the past.
    const before = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ deadline: isoDay(-10), createdAt: madeLastWeek }) },
    });
    expect(before.status).toBe(400);
    // An edit that moves the deadline into the past is still refused.
    const { id, lastUpdated } = again.body.data as { id: string; lastUpdated: number };
    const moved = await t.call('PUT', `/connect/task/update/${id}`, {
      user,
      body: {
        task: taskBody({ deadline: isoDay(-4), createdAt: madeLastWeek, lastUpdated }),
      },
    });
    expect(moved.status).toBe(400);
  });

  it('refuses a deadline in the past (one day of slack) and stores nothing', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ deadline: isoDay(-2) }) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation-error' });
    expect(res.body.message).toContain('task.deadline');
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([]);
    // Yesterday is still "today" somewhere in the world.
    expect(
      (
        await t.call('POST', '/connect/task/create', {
          user,
          body: { task: taskBody({ deadline: isoDay(-1) }) },
        })
      ).status,
    ).toBe(201);
  });

  it('checks the deadline on update only when it changed', async () => {
    const user = await signUp();
    const task = await create(user, { deadline: isoDay(1) });
    // Simulate a deadline that has since passed.
    await t.db.query(
      `UPDATE tasks SET data = jsonb_set(data, '{deadline}', to_jsonb($3::text)) WHERE uid = $1 AND id = $2`,
      [user.uid, task.id, isoDay(-10)],
    );
    const stale = { ...task, deadline: isoDay(-10) };
    const same = await t.call('PUT', `/connect/task/update/${task.id}`, {
      user,
      body: { task: { ...stale, title: 'Renamed' } },
    });
    expect(same.status).toBe(200);
    expect((same.body.data as Task).title).toBe('Renamed');
    const moved = await t.call('PUT', `/connect/task/update/${task.id}`, {
      user,
      body: { task: { ...(same.body.data as Task), deadline: isoDay(-5) } },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain('task.deadline');
  });

  it('refuses a stale update with 409 and the stored task, and keeps the newer data', async () => {
    const user = await signUp();
    const task = await create(user);
    const first = await t.call('PUT', `/connect/task/update/${task.id}`, {
      user,
      body: { task: { ...task, title: 'Phone edit' } },
    });
    expect(first.status).toBe(200);
    const stale = await t.call('PUT', `/connect/task/update/${task.id}`, {
      user,
      body: { task: { ...task, title: 'Laptop edit' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: 'conflict', data: first.body.data });
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([
      first.body.data,
    ]);
  });

  it('deletemulti removes only the listed ids of the caller and reports them', async () => {
    const user = await signUp();
    const a = await create(user);
    const b = await create(user);
    const c = await create(user);
    const res = await t.call('DELETE', '/connect/task/deletemulti', {
      user,
      body: { taskIds: [a.id, c.id, 'unknown-id'] },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { ids: string[] }).ids.sort()).toEqual([a.id, c.id].sort());
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([b]);
    const empty = await t.call('DELETE', '/connect/task/deletemulti', {
      user,
      body: { taskIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('taskIds');
    const missing = await t.call('DELETE', '/connect/task/deletemulti', { user });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('taskIds');
  });

  it('answers 404 for an unknown id on update and delete', async () => {
    const user = await signUp();
    const upd = await t.call('PUT', '/connect/task/update/does-not-exist', {
      user,
      body: { task: taskBody() },
    });
    expect(upd.status).toBe(404);
    expect(upd.body.error).toBe('not-found');
    expect((await t.call('DELETE', '/connect/task/delete/does-not-exist', { user })).status).toBe(
      404,
    );
  });
});

describe('task validation: every field', () => {
  const cases: [string, unknown, string][] = [
    ['title', '', 'task.title'],
    ['title', '   ', 'task.title'],
    ['title', 'x'.repeat(201), 'task.title'],
    ['title', 42, 'task.title'],
    ['description', 'x'.repeat(5001), 'task.description'],
    ['priority', 'urgent', 'task.priority'],
    ['deadline', '22/11/2030', 'task.deadline'],
    ['deadlineRange', 'tomorrow', 'task.deadlineRange'],
    ['estimatedTimeRange', '3h', 'task.estimatedTimeRange'],
    ['done', 'yes', 'task.done'],
    ['doneAt', 'yesterday', 'task.doneAt'],
    ['createdAt', 'now', 'task.createdAt'],
    ['createdAt', undefined, 'task.createdAt'],
    ['lastUpdated', -1, 'task.lastUpdated'],
    ['lastUpdated', '123', 'task.lastUpdated'],
  ];
  it.each(
    cases.map(([f, v, n]) => [f, JSON.stringify(v)?.slice(0, 20) ?? 'undefined', v, n] as const),
  )('%s = %s is refused with a message naming it', async (field, _label, value, name) => {
    const body = { task: taskBody({ [field]: value }) };
    for (const [method, url] of [
      ['POST', '/connect/task/create'],
      ['PUT', '/connect/task/update/some-id'],
    ] as const) {
      const res = await t.call(method, url, { user: alice, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'validation-error' });
      expect(res.body.message).toContain(name);
    }
  });

  it("words a refused field in zod's English (the api loads the texts the browser bundle leaves out)", async () => {
    const res = await t.call('POST', '/connect/task/create', {
      user: alice,
      body: { task: taskBody({ title: 'x'.repeat(201), priority: 'urgent' }) },
    });
    expect(res.body.message).toBe(
      'task.title: Too big: expected string to have <=200 characters; ' +
        'task.priority: Invalid option: expected one of "high"|"medium"|"low"',
    );
  });

  it('keeps the minutes a task was given, lists them, and refuses a length no block can have', async () => {
    const user = await signUp();
    const created = await create(user, { estimatedTimeRange: '15to2Hour', estimatedMinutes: 30 });
    expect(created.estimatedMinutes).toBe(30);
    const list = await t.call('GET', '/connect/task/task', { user });
    expect((list.body.data as Task[])[0]).toMatchObject({ id: created.id, estimatedMinutes: 30 });
    const res = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ estimatedMinutes: 0 }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('task.estimatedMinutes');
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toHaveLength(1);
  });

  it('refuses done without doneAt (task.doneAt)', async () => {
    const res = await t.call('POST', '/connect/task/create', {
      user: alice,
      body: { task: taskBody({ done: true, doneAt: null }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('task.doneAt');
  });

  it('refuses a body without task, and stores nothing on any refusal', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/task/create', { user, body: { title: 'flat' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('task');
    await t.call('POST', '/connect/task/create', { user, body: { task: taskBody({ title: '' }) } });
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([]);
  });
});

describe('a delete made offline (?version=)', () => {
  it('deletes when the task is unchanged since, and refuses with 409 and the stored task when it changed', async () => {
    const user = await signUp();
    const kept = await create(user, { title: 'Changed elsewhere' });
    const edited = await t.call('PUT', `/connect/task/update/${kept.id}`, {
      user,
      body: { task: { ...kept, title: 'Changed elsewhere, twice' } },
    });
    expect(edited.status).toBe(200);
    const stale = await t.call(
      'DELETE',
      `/connect/task/delete/${kept.id}?version=${kept.lastUpdated}`,
      {
        user,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', data: edited.body.data });
    const current = (edited.body.data as Task).lastUpdated;
    const gone = await t.call('DELETE', `/connect/task/delete/${kept.id}?version=${current}`, {
      user,
    });
    expect(gone.status).toBe(200);
    const list = await t.call('GET', '/connect/task/task', { user });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 for a task already gone and 400 for a version that is not a whole number', async () => {
    const user = await signUp();
    const task = await create(user);
    expect(
      (await t.call('DELETE', `/connect/task/delete/${task.id}?version=abc`, { user })).status,
    ).toBe(400);
    await t.call('DELETE', `/connect/task/delete/${task.id}`, { user });
    expect(
      (
        await t.call('DELETE', `/connect/task/delete/${task.id}?version=${task.lastUpdated}`, {
          user,
        })
      ).status,
    ).toBe(404);
  });
});
