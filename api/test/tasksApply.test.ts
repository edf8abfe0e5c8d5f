// POST /task/apply end to end: an accepted plan of the day (task times) stored in one transaction, all or nothing,
// each edit with the version check of PUT /task/update/:id; and the schedule fields on the single routes.
import { MAX_TASK_APPLY_UPDATES, applyTasksResultSchema } from '@planner/shared/model';
import type { Task } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { signUp, startApp, taskBody } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const APPLY = '/connect/task/apply';

async function list(user: User): Promise<Task[]> {
  const res = await t.call('GET', '/connect/task/task', { user });
  expect(res.status).toBe(200);
  return res.body.data as Task[];
}

async function create(user: User, overrides: Record<string, unknown> = {}): Promise<Task> {
  const res = await t.call('POST', '/connect/task/create', {
    user,
    body: { task: taskBody(overrides) },
  });
  expect(res.status).toBe(201);
  return res.body.data as Task;
}

/** The task as an update sends it, with a time on the calendar. */
function at(task: Task, scheduledStart: string, scheduledMinutes = 60) {
  const { id: _id, ...rest } = task;
  return { id: task.id, task: { ...rest, scheduledStart, scheduledMinutes } };
}

async function userWithTwo() {
  const user = await signUp();
  const a = await create(user, { title: 'A' });
  const b = await create(user, { title: 'B' });
  expect(await list(user)).toEqual([a, b]);
  return { user, a, b };
}

describe('the schedule fields on the task routes', () => {
  it('stores a time given at creation, keeps it through an edit, and removes it when absent', async () => {
    const user = await signUp();
    const created = await create(user, {
      scheduledStart: '2030-03-05T10:00:00+01:00',
      scheduledMinutes: 45,
    });
    expect(created).toMatchObject({
      scheduledStart: '2030-03-05T10:00:00+01:00',
      scheduledMinutes: 45,
    });
    const { scheduledStart: _s, scheduledMinutes: _m, ...unscheduled } = created;
    const res = await t.call('PUT', `/connect/task/update/${created.id}`, {
      user,
      body: { task: unscheduled },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('scheduledStart');
    expect((await list(user))[0]).not.toHaveProperty('scheduledMinutes');
  });

  it('refuses a length under 5 minutes or a start without its length, naming the field', async () => {
    const user = await signUp();
    const short = await t.call('POST', '/connect/task/create', {
      user,
      body: {
        task: taskBody({ scheduledStart: '2030-03-05T10:00:00+01:00', scheduledMinutes: 4 }),
      },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^task\.scheduledMinutes: /);
    const alone = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ scheduledStart: '2030-03-05T10:00:00+01:00' }) },
    });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(
      'task.scheduledMinutes: scheduledStart and scheduledMinutes are set together or not at all',
    );
    expect(await list(user)).toEqual([]);
  });
});

describe('POST /task/apply', () => {
  it('stores every time in one request and answers the stored tasks in order', async () => {
    const { user, a, b } = await userWithTwo();
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        updates: [at(b, '2030-03-05T09:00:00+01:00', 15), at(a, '2030-03-05T10:00:00+01:00', 120)],
      },
    });
    expect(res.status).toBe(200);
    const { results } = applyTasksResultSchema.parse(res.body.data);
    expect(results.map((r) => [r.id, r.scheduledStart, r.scheduledMinutes])).toEqual([
      [b.id, '2030-03-05T09:00:00+01:00', 15],
      [a.id, '2030-03-05T10:00:00+01:00', 120],
    ]);
    for (const r of results) expect(r.lastUpdated).toBeGreaterThan(a.lastUpdated);
    // The list (read and cached before) shows exactly what was stored.
    const after = await list(user);
    expect(after).toEqual([results[1], results[0]]);
  });

  it('refuses the whole plan when one task changed elsewhere (409 with the stored task)', async () => {
    const { user, a, b } = await userWithTwo();
    const edited = await t.call('PUT', `/connect/task/update/${b.id}`, {
      user,
      body: { task: { ...b, title: 'B, edited elsewhere' } },
    });
    expect(edited.status).toBe(200);
    const before = await list(user);
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        updates: [at(a, '2030-03-05T09:00:00+01:00'), { ...at(b, '2030-03-05T11:00:00+01:00') }],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'conflict' });
    expect(res.body.message).toBe('updates[1]: Task was changed elsewhere since this edit began');
    expect(res.body.data).toMatchObject({ id: b.id, title: 'B, edited elsewhere' });
    expect(await list(user)).toEqual(before);
  });

  it('refuses an unknown task with 404 and an invalid length with 400, changing nothing', async () => {
    const { user, a } = await userWithTwo();
    const before = await list(user);
    const missing = await t.call('POST', APPLY, {
      user,
      body: { updates: [at(a, '2030-03-05T09:00:00+01:00'), { ...at(a, 'x'), id: 'nope' }] },
    });
    expect(missing.status).toBe(400);
    const unknown = await t.call('POST', APPLY, {
      user,
      body: {
        updates: [
          at(a, '2030-03-05T09:00:00+01:00'),
          { ...at(a, '2030-03-05T11:00:00+01:00'), id: 'nope' },
        ],
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('updates[1]: Task not found');
    const invalid = await t.call('POST', APPLY, {
      user,
      body: { updates: [at(a, '2030-03-05T09:00:00+01:00', 2000)] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^updates\[0\]: task\.scheduledMinutes: /);
    expect(await list(user)).toEqual(before);
  });

  it("cannot touch another user's task", async () => {
    const { a } = await userWithTwo();
    const mallory = await signUp();
    const res = await t.call('POST', APPLY, {
      user: mallory,
      body: { updates: [at(a, '2030-03-05T09:00:00+01:00')] },
    });
    expect(res.status).toBe(404);
  });

  it(`takes 1 to ${MAX_TASK_APPLY_UPDATES} updates and needs a signed-in user`, async () => {
    const { user, a } = await userWithTwo();
    expect((await t.call('POST', APPLY, { user, body: { updates: [] } })).status).toBe(400);
    const many = Array.from({ length: MAX_TASK_APPLY_UPDATES + 1 }, () =>
      at(a, '2030-03-05T09:00:00+01:00'),
    );
    expect((await t.call('POST', APPLY, { user, body: { updates: many } })).status).toBe(400);
    expect(
      (
        await t.call('POST', APPLY, {
          user: null,
          body: { updates: [at(a, '2030-03-05T09:00:00+01:00')] },
        })
      ).status,
    ).toBe(401);
  });
});
