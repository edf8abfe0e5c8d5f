// Incremental list reads: GET <list>?since=<revision> answers only what changed after the client's revision.
import type { Task } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { signUp, startApp, taskBody } from './helpers';
import { sweepTombstones } from '../src/store/listCache';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

type ListBody = {
  success: boolean;
  revision: number;
  data: Task[];
  removed?: string[];
  since?: number;
};

async function list(user: User, since?: number): Promise<{ body: ListBody; bytes: number }> {
  const res = await t.call(
    'GET',
    `/connect/task/task${since === undefined ? '' : `?since=${since}`}`,
    {
      user,
    },
  );
  expect(res.status).toBe(200);
  return { body: res.body as unknown as ListBody, bytes: res.raw.rawPayload.length };
}

async function create(user: User, title: string): Promise<Task> {
  const res = await t.call('POST', '/connect/task/create', {
    user,
    body: { task: taskBody({ title }) },
  });
  return res.body.data as Task;
}

/** Rows written straight into the table (the api would take minutes for 20,000). */
async function seedTasks(user: User, count: number): Promise<void> {
  await t.db.query(
    `INSERT INTO tasks (uid, id, data, last_updated)
     SELECT $1, 'seed-' || n, jsonb_build_object('id', 'seed-' || n, 'title', 'Seeded task number ' || n,
            'description', 'A description long enough to look like a real one', 'priority', 'low',
            'deadline', null, 'deadlineRange', 'moreThan5Days', 'estimatedTimeRange', '15to2Hour',
            'done', false, 'doneAt', null, 'createdAt', '2030-01-01T00:00:00.000Z', 'lastUpdated', 1), 1
       FROM generate_series(1, $2::int) AS n`,
    [user.uid, count],
  );
}

describe('incremental list reads', () => {
  it('a full read carries the revision; since it, only the changed rows and the deleted ids', async () => {
    const user = await signUp();
    const a = await create(user, 'A');
    const b = await create(user, 'B');
    const full = await list(user);
    expect(full.body.data.map((x) => x.title)).toEqual(['A', 'B']);
    expect(full.body.revision).toBeGreaterThan(0);

    const unchanged = await list(user, full.body.revision);
    expect(unchanged.body).toEqual({
      success: true,
      revision: full.body.revision,
      since: full.body.revision,
      removed: [],
      data: [],
    });

    const c = await create(user, 'C');
    const edited = await t.call('PUT', `/connect/task/update/${a.id}`, {
      user,
      body: { task: { ...a, title: 'A2' } },
    });
    expect(edited.status).toBe(200);
    await t.call('DELETE', `/connect/task/delete/${b.id}`, { user });
    const delta = await list(user, full.body.revision);
    expect(delta.body.data.map((x) => x.title)).toEqual(['A2', 'C']);
    expect(delta.body.removed).toEqual([b.id]);
    expect(delta.body.revision).toBeGreaterThan(full.body.revision);
    // The delta applied to the first read gives the full list of now.
    const now = await list(user);
    const applied = full.body.data
      .filter((x) => !delta.body.removed!.includes(x.id))
      .map((x) => delta.body.data.find((d) => d.id === x.id) ?? x);
    for (const x of delta.body.data) if (!applied.some((y) => y.id === x.id)) applied.push(x);
    expect(applied).toEqual(now.body.data);
    expect(now.body.revision).toBe(delta.body.revision);
    expect(c.id).toBeDefined();
  });

  it('answers a full read for a revision it cannot answer from', async () => {
    const user = await signUp();
    await create(user, 'A');
    const full = await list(user);
    const future = await list(user, full.body.revision + 10);
    expect(future.body.since).toBeUndefined();
    expect(future.body.data.map((x) => x.title)).toEqual(['A']);
    // A user with no list yet, asked for changes since 0: the (empty) full list.
    const nobody = await signUp();
    expect((await list(nobody, 0)).body).toEqual({ success: true, revision: 0, data: [] });
  });

  it('refuses a since that is not a whole number', async () => {
    const user = await signUp();
    for (const bad of ['-1', 'abc', '1.5', '1e3', '9'.repeat(20)]) {
      const res = await t.call('GET', `/connect/task/task?since=${bad}`, { user });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation-error');
    }
  });

  it('after the tombstones of a revision are swept, a client from before it gets a full read', async () => {
    const user = await signUp();
    const a = await create(user, 'A');
    await create(user, 'B');
    const first = await list(user);
    await t.call('DELETE', `/connect/task/delete/${a.id}`, { user });
    await t.db.query(
      `UPDATE list_tombstones SET deleted_at = now() - interval '31 days' WHERE uid = $1`,
      [user.uid],
    );
    await sweepTombstones(t.db);
    const after = await list(user, first.body.revision);
    expect(after.body.since).toBeUndefined();
    expect(after.body.data.map((x) => x.title)).toEqual(['B']);
  });

  it('a user of 20,000 tasks: a reload with 1 change transfers under 5 KB of list data', async () => {
    const user = await signUp();
    await seedTasks(user, 20_000);
    const full = await list(user);
    expect(full.body.data).toHaveLength(20_000);
    const one = full.body.data[12_345]!;
    await t.call('PUT', `/connect/task/update/${one.id}`, {
      user,
      body: { task: { ...one, title: 'Changed once' } },
    });
    const delta = await list(user, full.body.revision);
    expect(delta.body.data.map((x) => x.title)).toEqual(['Changed once']);
    expect(delta.bytes).toBeLessThan(5 * 1024);
    expect(full.bytes).toBeGreaterThan(1_000_000);
  });

  it('notifications answer incremental reads the same way', async () => {
    const user = await signUp();
    const res = await t.call('GET', '/connect/notifications/all?since=0', { user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [] });
  });
});
