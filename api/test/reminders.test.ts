// Reminder notifications: one per due occurrence (series and overrides included), never twice, via the scheduler.
import type { AppNotification, CalendarEvent } from '@planner/shared/model';
import { startReminderScheduler } from '../src/reminders/scheduler';
import { runRemindersOnce } from '../src/reminders/runReminders';
import type { Db } from '../src/db/db';
import type { TestApp, User } from './helpers';
import { DATABASE_URL, eventBody, openTestDb, signUp, startApp } from './helpers';

let t: TestApp;
const MIN = 60_000;
const N = Date.parse('2031-06-10T08:00:00Z');
const isoAt = (ms: number) => new Date(ms).toISOString();

async function addEvent(user: User, overrides: Record<string, unknown>): Promise<CalendarEvent> {
  const start = Date.parse(String(overrides.startDate));
  const res = await t.call('POST', '/connect/calendar/create', {
    user,
    body: { event: eventBody({ timeZone: 'UTC', endDate: isoAt(start + 30 * MIN), ...overrides }) },
  });
  expect(res.status).toBe(201);
  return res.body.data as CalendarEvent;
}

async function reminders(user: User): Promise<AppNotification[]> {
  const res = await t.call('GET', '/connect/notifications/all', { user });
  return (res.body.data as AppNotification[]).filter((n) => n.context === 'reminder');
}

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

describe('reminder pass', () => {
  it('creates one notification per due occurrence, honouring series, overrides and cancellations', async () => {
    const user = await signUp();
    const single = await addEvent(user, {
      title: 'Dentist',
      startDate: isoAt(N + 10 * MIN),
      reminderMinutes: 15,
    });
    await addEvent(user, { title: 'Later', startDate: isoAt(N + 60 * MIN), reminderMinutes: 15 });
    await addEvent(user, { title: 'Started', startDate: isoAt(N - 5 * MIN), reminderMinutes: 15 });
    await addEvent(user, {
      title: 'No reminder',
      startDate: isoAt(N + 5 * MIN),
      reminderMinutes: null,
    });
    const daily = await addEvent(user, {
      title: 'Standup',
      startDate: '2031-06-01T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'daily-1',
      reminderMinutes: 10,
    });
    // A weekly series whose occurrence today was moved to noon: no reminder at 08:05.
    await addEvent(user, {
      title: 'Moved',
      startDate: '2031-06-03T08:05:00Z',
      recurrence: 'weekly',
      recurrenceId: 'weekly-1',
      reminderMinutes: 10,
    });
    await addEvent(user, {
      title: 'Moved (override)',
      startDate: '2031-06-10T12:00:00Z',
      recurrenceId: 'weekly-1',
      originalStart: '2031-06-10T08:05:00Z',
      reminderMinutes: 10,
    });
    // A daily series whose occurrence today was cancelled.
    await addEvent(user, {
      title: 'Cancelled',
      startDate: '2031-06-01T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'daily-2',
      reminderMinutes: 10,
    });
    await addEvent(user, {
      title: 'Cancelled (override)',
      startDate: '2031-06-10T08:05:00Z',
      recurrenceId: 'daily-2',
      originalStart: '2031-06-10T08:05:00Z',
      cancelled: true,
      reminderMinutes: 10,
    });
    // A series that ended yesterday.
    await addEvent(user, {
      title: 'Ended',
      startDate: '2031-06-01T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'daily-3',
      recurrenceEnd: '2031-06-09',
      reminderMinutes: 10,
    });

    await runRemindersOnce(t.db, new Date(N));
    const got = await reminders(user);
    expect(got.map((n) => n.params.title).sort()).toEqual(['Dentist', 'Standup']);
    const dentist = got.find((n) => n.params.title === 'Dentist');
    expect(dentist).toEqual({
      id: expect.any(String),
      context: 'reminder',
      message: 'reminder.upcoming',
      params: { title: 'Dentist', eventId: single.id, start: single.startDate, minutes: 15 },
      dateReceived: isoAt(N),
      isLocal: false,
      redirectUrlWeb: '/dashboard',
      redirectUrlMobile: 'planner://calendar',
    });
    expect(got.find((n) => n.params.title === 'Standup')?.params).toEqual({
      title: daily.title,
      eventId: daily.id,
      start: '2031-06-10T08:05:00.000Z',
      minutes: 10,
    });

    // Again, and later while both are still upcoming: nothing new.
    await runRemindersOnce(t.db, new Date(N));
    await runRemindersOnce(t.db, new Date(N + 2 * MIN));
    expect(await reminders(user)).toHaveLength(2);

    // Next day: each daily series' occurrence gets its own reminder (only yesterday's was cancelled).
    await runRemindersOnce(t.db, new Date(N + 24 * 60 * MIN));
    const nextDay = await reminders(user);
    expect(nextDay.map((n) => `${n.params.title} ${n.params.start}`).sort()).toEqual([
      'Cancelled 2031-06-11T08:05:00.000Z',
      'Dentist 2031-06-10T08:10:00.000Z',
      'Standup 2031-06-10T08:05:00.000Z',
      'Standup 2031-06-11T08:05:00.000Z',
    ]);
  });

  it('two api instances running at once never create duplicates', async () => {
    const user = await signUp();
    const base = N + 3 * 24 * 60 * MIN;
    await addEvent(user, { title: 'Race', startDate: isoAt(base + 5 * MIN), reminderMinutes: 30 });
    await addEvent(user, {
      title: 'Race series',
      startDate: isoAt(base + 5 * MIN - 2 * 24 * 60 * MIN),
      recurrence: 'daily',
      recurrenceId: 'race-1',
      reminderMinutes: 30,
    });
    // On PostgreSQL the second instance has its own connection pool; PGlite has one process only.
    let second: Db = t.db;
    if (DATABASE_URL) second = (await openTestDb()).db;
    try {
      const runs = await Promise.all([
        runRemindersOnce(t.db, new Date(base)),
        runRemindersOnce(second, new Date(base)),
        runRemindersOnce(t.db, new Date(base + MIN)),
        runRemindersOnce(second, new Date(base + MIN)),
      ]);
      expect(runs.every((r) => r.due >= 2)).toBe(true);
    } finally {
      if (second !== t.db) await second.close();
    }
    const got = await reminders(user);
    expect(got.map((n) => n.params.title).sort()).toEqual(['Race', 'Race series']);
  });

  it('the scheduler creates the reminder on its own and the user sees it in /notifications/all', async () => {
    const user = await signUp();
    await addEvent(user, {
      title: 'Soon',
      startDate: isoAt(Date.now() + 5 * MIN),
      reminderMinutes: 10,
    });
    const log = t.app.log;
    const stop = startReminderScheduler(t.db, 50, log);
    try {
      const deadline = Date.now() + 10_000;
      let got: AppNotification[] = [];
      while (Date.now() < deadline) {
        got = await reminders(user);
        if (got.length > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        context: 'reminder',
        message: 'reminder.upcoming',
        params: { title: 'Soon', minutes: 10 },
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(await reminders(user)).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
