// Lists are served from a per-instance cache: two api instances on one database must never serve a stale list.
import type { AppNotification, Task } from '@planner/shared/model';
import { runRemindersOnce } from '../src/reminders/runReminders';
import type { Db } from '../src/db/db';
import type { TestApp } from './helpers';
import { DATABASE_URL, eventBody, openTestDb, signUp, startApp, taskBody } from './helpers';

let a: TestApp;
let b: TestApp;
let secondDb: Db | null = null;

beforeAll(async () => {
  a = await startApp();
  // On PostgreSQL the second instance has its own pool; PGlite is one process, so it shares the handle.
  if (DATABASE_URL) secondDb = (await openTestDb()).db;
  b = await startApp({}, { db: secondDb ?? a.db });
});
afterAll(async () => {
  await b.close();
  if (secondDb) await secondDb.close();
  await a.close();
});

const ids = (r: { body: { data?: unknown } }) => (r.body.data as Task[]).map((x) => `${x.title}`);

describe('list cache across instances', () => {
  it('sees every create, update and delete made through another instance', async () => {
    const user = await signUp();
    expect(ids(await a.call('GET', '/connect/task/task', { user }))).toEqual([]);
    const created = (
      await b.call('POST', '/connect/task/create', {
        user,
        body: { task: taskBody({ title: 'one' }) },
      })
    ).body.data as Task;
    expect(ids(await a.call('GET', '/connect/task/task', { user }))).toEqual(['one']);
    expect(ids(await a.call('GET', '/connect/task/task', { user }))).toEqual(['one']);
    await b.call('PUT', `/connect/task/update/${created.id}`, {
      user,
      body: { task: { ...created, title: 'uno' } },
    });
    expect(ids(await a.call('GET', '/connect/task/task', { user }))).toEqual(['uno']);
    await b.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ title: 'two' }) },
    });
    await b.call('DELETE', '/connect/task/deletemulti', { user, body: { taskIds: [created.id] } });
    expect(ids(await a.call('GET', '/connect/task/task', { user }))).toEqual(['two']);
  });

  it('sees reminders created by the scheduler and read marks from another instance', async () => {
    const user = await signUp();
    const list = async (t: TestApp) =>
      (await t.call('GET', '/connect/notifications/all', { user })).body.data as AppNotification[];
    expect(await list(a)).toEqual([]);
    const now = Date.parse('2032-01-05T10:00:00Z');
    await b.call('POST', '/connect/calendar/create', {
      user,
      body: {
        event: eventBody({
          startDate: new Date(now + 60_000).toISOString(),
          endDate: new Date(now + 3_600_000).toISOString(),
          timeZone: 'UTC',
          reminderMinutes: 5,
        }),
      },
    });
    await runRemindersOnce(b.db, new Date(now));
    const [reminder] = await list(a);
    expect(reminder).toMatchObject({ context: 'reminder' });
    await b.call('PUT', `/connect/notifications/update/${reminder?.id}`, {
      user,
      body: { notification: { ...reminder, dateReaded: '2032-01-05T10:00:30.000Z' } },
    });
    expect((await list(a))[0]?.dateReaded).toBe('2032-01-05T10:00:30.000Z');
  });
});
