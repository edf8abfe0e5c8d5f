// Richer repeats through the api (docs/product.md section 3): stored and returned as sent, validated, and followed by reminders.
import type { AppNotification, CalendarEvent } from '@planner/shared/model';
import { runRemindersOnce } from '../src/reminders/runReminders';
import type { TestApp, User } from './helpers';
import { eventBody, signUp, startApp } from './helpers';

let t: TestApp;
const MIN = 60_000;
// A Tuesday.
const N = Date.parse('2031-06-10T08:00:00Z');
const isoAt = (ms: number) => new Date(ms).toISOString();

async function create(user: User, overrides: Record<string, unknown>) {
  const start = Date.parse(String(overrides.startDate ?? '2031-06-10T08:05:00Z'));
  return t.call('POST', '/connect/calendar/create', {
    user,
    body: {
      event: eventBody({
        timeZone: 'UTC',
        startDate: isoAt(start),
        endDate: isoAt(start + 30 * MIN),
        reminderMinutes: 10,
        ...overrides,
      }),
    },
  });
}

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

describe('repeat refinements', () => {
  it('stores and returns them; an event without them comes back without them', async () => {
    const user = await signUp();
    const refined = await create(user, {
      recurrence: 'weekly',
      recurrenceId: 'w',
      interval: 2,
      byWeekday: [2, 4],
      count: 10,
    });
    expect(refined.status).toBe(201);
    const plain = await create(user, { recurrence: 'daily', recurrenceId: 'd' });
    const list = (await t.call('GET', '/connect/calendar/calendar', { user })).body
      .data as CalendarEvent[];
    expect(list.find((e) => e.recurrenceId === 'w')).toMatchObject({
      interval: 2,
      byWeekday: [2, 4],
      count: 10,
      recurrenceEnd: null,
    });
    const old = list.find((e) => e.id === (plain.body.data as CalendarEvent).id);
    for (const f of ['interval', 'byWeekday', 'monthlyBy', 'weekOfMonth', 'count']) {
      expect(old).not.toHaveProperty(f);
    }
  });

  it('refuses a rule that contradicts itself with a 400 naming the field', async () => {
    const user = await signUp();
    const res = await create(user, {
      recurrence: 'weekly',
      recurrenceId: 'w',
      byWeekday: [1, 3],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('byWeekday'),
    });
    const both = await create(user, {
      recurrence: 'daily',
      recurrenceId: 'd',
      count: 3,
      recurrenceEnd: '2031-07-01',
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('count');
  });

  it('reminders follow every N days, chosen weekdays and a count', async () => {
    const user = await signUp();
    // Every 2 days from Monday: not today (Tuesday).
    await create(user, {
      title: 'Every other day',
      startDate: '2031-06-09T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'a',
      interval: 2,
    });
    // Mondays and Tuesdays from Monday: today.
    await create(user, {
      title: 'Mon and Tue',
      startDate: '2031-06-09T08:05:00Z',
      recurrence: 'weekly',
      recurrenceId: 'b',
      byWeekday: [1, 2],
    });
    // Daily, 2 times from Sunday: over yesterday.
    await create(user, {
      title: 'Twice',
      startDate: '2031-06-08T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'c',
      count: 2,
    });
    // Daily, 3 times from Sunday: today is the third.
    await create(user, {
      title: 'Three times',
      startDate: '2031-06-08T08:05:00Z',
      recurrence: 'daily',
      recurrenceId: 'e',
      count: 3,
    });
    await runRemindersOnce(t.db, new Date(N));
    const got = (
      (await t.call('GET', '/connect/notifications/all', { user })).body.data as AppNotification[]
    ).filter((n) => n.context === 'reminder');
    expect(got.map((n) => n.params.title).sort()).toEqual(['Mon and Tue', 'Three times']);
  });
});
