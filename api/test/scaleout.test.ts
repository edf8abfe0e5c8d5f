// N api instances on one PostgreSQL behind a round-robin balancer: every acknowledged write is visible
// through every instance (their list caches included) and each due reminder is created once.
import type { CalendarEvent, Task } from '@planner/shared/model';
import { openDb } from '../src/db/openDb';
import type { Db } from '../src/db/db';
import { runRemindersOnce } from '../src/reminders/runReminders';
import type { TestApp } from './helpers';
import { eventBody, signUp, startApp, taskBody } from './helpers';

const URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const SCHEMA = `scaleout_${process.pid}_${Date.now().toString(36)}`;

let dbs: Db[] = [];
let apps: TestApp[] = [];

beforeAll(async () => {
  if (!URL) {
    throw new Error(
      'The scale-out test needs PostgreSQL: run eval "$(bash scripts/ci-postgres.sh)" first (it sets TEST_DATABASE_URL).',
    );
  }
  // Two instances: each its own connection pool, list cache and reminder pass, one database.
  dbs = [
    await openDb({ databaseUrl: URL, dataDir: '', schema: SCHEMA }),
    await openDb({ databaseUrl: URL, dataDir: '', schema: SCHEMA }),
  ];
  apps = await Promise.all(dbs.map((db) => startApp({ databaseUrl: URL }, { db })));
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await dbs[0]?.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  for (const db of dbs) await db.close();
});

/** The next instance, as a round-robin load balancer picks it. */
let turn = 0;
const next = () => apps[turn++ % apps.length]!;

describe('two api instances on one PostgreSQL', () => {
  it('shows every acknowledged write through both, caches included', async () => {
    const user = await signUp();
    const created: Task[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await next().call('POST', '/connect/task/create', {
        user,
        body: { task: taskBody({ title: `Task ${i}` }) },
      });
      expect(res.status).toBe(201);
      created.push(res.body.data as Task);
    }
    const titles = async (i: number) =>
      ((await apps[i]!.call('GET', '/connect/task/task', { user })).body.data as Task[])
        .map((t) => t.title)
        .sort();
    const expected = created.map((t) => t.title).sort();
    expect(await titles(0)).toEqual(expected);
    expect(await titles(1)).toEqual(expected);

    // Both lists are cached now: an edit through one instance shows through the other at once.
    const first = created[0]!;
    const edited = await apps[0]!.call('PUT', `/connect/task/update/${first.id}`, {
      user,
      body: { task: { ...first, title: 'Edited through instance 1' } },
    });
    expect(edited.status).toBe(200);
    expect(await titles(1)).toContain('Edited through instance 1');
    const del = await apps[1]!.call('DELETE', `/connect/task/delete/${created[1]!.id}`, { user });
    expect(del.status).toBe(200);
    expect(await titles(0)).not.toContain(created[1]!.title);
    // A stale edit through the other instance is a conflict, not a lost update.
    const stale = await apps[1]!.call('PUT', `/connect/task/update/${first.id}`, {
      user,
      body: { task: { ...first, title: 'Stale' } },
    });
    expect(stale.status).toBe(409);
  });

  it('creates each due reminder once when both instances run their pass at the same time', async () => {
    const user = await signUp();
    const now = Date.parse('2033-01-10T08:00:00Z');
    const res = await next().call('POST', '/connect/calendar/create', {
      user,
      body: {
        event: eventBody({
          title: 'Scaled reminder',
          timeZone: 'UTC',
          startDate: new Date(now + 10 * 60_000).toISOString(),
          endDate: new Date(now + 40 * 60_000).toISOString(),
          reminderMinutes: 15,
        }),
      },
    });
    expect(res.status).toBe(201);
    const passes = await Promise.all(dbs.map((db) => runRemindersOnce(db, new Date(now))));
    const mine = passes.flatMap((p) => p.reminders).filter((r) => r.uid === user.uid);
    expect(mine).toHaveLength(1);
    for (const app of apps) {
      const list = (await app.call('GET', '/connect/notifications/all', { user })).body.data as {
        context: string;
        params: { title?: string };
      }[];
      expect(list.filter((n) => n.context === 'reminder')).toHaveLength(1);
    }
    expect((res.body.data as CalendarEvent).title).toBe('Scaled reminder');
  });
});
