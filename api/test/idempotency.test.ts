// Idempotency keys end to end: a write sent twice with one key is stored once and answered the same.
import type { Task } from '@planner/shared/model';
import type { TestApp } from './helpers';
import { signUp, startApp, taskBody } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const KEY = 'a1b2c3d4-0000-4000-8000-00000000000';

async function tasksOf(user: Awaited<ReturnType<typeof signUp>>): Promise<Task[]> {
  const res = await t.call('GET', '/connect/task/task', { user });
  return res.body.data as Task[];
}

describe('Idempotency-Key', () => {
  it('stores a create sent twice once, and answers the repeat with the first answer', async () => {
    const user = await signUp();
    const headers = { 'idempotency-key': `${KEY}1` };
    const body = { task: taskBody({ title: 'Once' }) };
    const first = await t.call('POST', '/connect/task/create', { user, body, headers });
    const again = await t.call('POST', '/connect/task/create', { user, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect((await tasksOf(user)).map((x) => x.title)).toEqual(['Once']);
  });

  it('keeps keys per user: another user with the same key gets their own create', async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const headers = { 'idempotency-key': `${KEY}2` };
    for (const user of [alice, bob]) {
      const res = await t.call('POST', '/connect/task/create', {
        user,
        body: { task: taskBody({ title: user.email }) },
        headers,
      });
      expect(res.status).toBe(201);
    }
    expect((await tasksOf(alice)).map((x) => x.title)).toEqual([alice.email]);
    expect((await tasksOf(bob)).map((x) => x.title)).toEqual([bob.email]);
  });

  it('replays a refusal as a refusal, and a delete repeated is still a success', async () => {
    const user = await signUp();
    const bad = { task: taskBody({ title: '' }) };
    const headers = { 'idempotency-key': `${KEY}3` };
    const first = await t.call('POST', '/connect/task/create', { user, body: bad, headers });
    const again = await t.call('POST', '/connect/task/create', { user, body: bad, headers });
    expect(first.status).toBe(400);
    expect(again.body).toEqual(first.body);

    const created = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ title: 'Gone' }) },
    });
    const id = (created.body.data as Task).id;
    const del = { 'idempotency-key': `${KEY}4` };
    const d1 = await t.call('DELETE', `/connect/task/delete/${id}`, { user, headers: del });
    const d2 = await t.call('DELETE', `/connect/task/delete/${id}`, { user, headers: del });
    expect([d1.status, d2.status]).toEqual([200, 200]);
    expect(await tasksOf(user)).toEqual([]);
  });

  it('refuses a malformed key or a key reused for another route, storing nothing', async () => {
    const user = await signUp();
    const body = { task: taskBody({ title: 'No' }) };
    const short = await t.call('POST', '/connect/task/create', {
      user,
      body,
      headers: { 'idempotency-key': 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('validation-error');
    const headers = { 'idempotency-key': `${KEY}5` };
    expect((await t.call('POST', '/connect/task/create', { user, body, headers })).status).toBe(
      201,
    );
    const reused = await t.call('POST', '/connect/preset/create', { user, body: {}, headers });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/another request/);
    expect((await tasksOf(user)).length).toBe(1);
  });

  it('lets a browser send the header (CORS preflight allows it)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/connect/task/create',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,content-type',
      },
    });
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/idempotency-key/);
  });
});

describe('Idempotency-Key on updates', () => {
  it('applies an update sent with a key, and the list read after it shows it', async () => {
    const user = await signUp();
    const created = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ title: 'Before' }) },
    });
    const task = created.body.data as Task;
    await tasksOf(user);
    const { id: _id, ...draft } = task;
    const res = await t.call('PUT', `/connect/task/update/${task.id}`, {
      user,
      body: { task: { ...draft, title: 'After', done: true, doneAt: new Date().toISOString() } },
      headers: { 'idempotency-key': `${KEY}6` },
    });
    expect(res.status).toBe(200);
    expect((await tasksOf(user)).map((x) => [x.title, x.done])).toEqual([['After', true]]);
  });
});
