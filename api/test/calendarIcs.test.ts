// ICS import through POST /calendar/apply ('upsert' by externalId, one transaction) and the private
// subscription feed GET /calendar/feed/<token>.ics (docs/product.md section 10).
import { applyResultSchema, calendarFeedSchema } from '@planner/shared/model';
import type { CalendarEvent } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { eventBody, isoDay, signUp, startApp, taskBody } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const APPLY = '/connect/calendar/apply';

async function list(user: User): Promise<CalendarEvent[]> {
  const res = await t.call('GET', '/connect/calendar/calendar', { user });
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent[];
}

/** An imported series, its moved occurrence and a single event, as the calendar's import sends them. */
function importedEvents(title = 'Team sync') {
  return [
    eventBody({
      title,
      startDate: '2030-03-04T10:00:00+01:00',
      endDate: '2030-03-04T11:00:00+01:00',
      recurrence: 'weekly',
      recurrenceId: 'ics-series',
      externalId: 'abc@google.com',
    }),
    eventBody({
      title: `${title} (moved)`,
      startDate: '2030-03-11T14:00:00+01:00',
      endDate: '2030-03-11T15:00:00+01:00',
      recurrenceId: 'ics-series',
      originalStart: '2030-03-11T10:00:00+01:00',
      externalId: 'abc@google.com#20300311T090000Z',
    }),
    eventBody({ title: 'Dentist', externalId: 'dentist@google.com' }),
  ];
}

async function importAll(user: User, events: unknown[]) {
  return t.call('POST', APPLY, {
    user,
    body: { operations: events.map((event) => ({ type: 'upsert', event })) },
  });
}

describe('ICS import (upsert operations of POST /calendar/apply)', () => {
  it('creates the events, then a second import of the same file updates them: no duplicates', async () => {
    const user = await signUp();
    const first = await importAll(user, importedEvents());
    expect(first.status).toBe(200);
    const { results } = applyResultSchema.parse(first.body.data);
    expect(results.map((r) => r.type)).toEqual(['create', 'create', 'create']);
    const stored = await list(user);
    expect(stored.map((e) => [e.title, e.externalId])).toEqual([
      ['Team sync', 'abc@google.com'],
      ['Team sync (moved)', 'abc@google.com#20300311T090000Z'],
      ['Dentist', 'dentist@google.com'],
    ]);

    const again = await importAll(user, importedEvents('Weekly sync'));
    expect(again.status).toBe(200);
    const second = applyResultSchema.parse(again.body.data).results;
    expect(second.map((r) => r.type)).toEqual(['update', 'update', 'update']);
    const after = await list(user);
    expect(after).toHaveLength(3);
    expect(after.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    expect(after.map((e) => e.title)).toEqual(['Weekly sync', 'Weekly sync (moved)', 'Dentist']);
    expect(after[0]!.lastUpdated).toBeGreaterThan(stored[0]!.lastUpdated);
  });

  it('imports nothing when one event is refused (one transaction)', async () => {
    const user = await signUp();
    const events: Array<Record<string, unknown>> = importedEvents();
    events[2] = { ...events[2], presetId: 'no-such-preset' };
    const res = await importAll(user, events);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('operations[2]: event.presetId: Unknown preset');
    expect(await list(user)).toEqual([]);

    const twice = await importAll(user, [importedEvents()[2], importedEvents()[2]]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('operations[1]: event.externalId');
    expect(await list(user)).toEqual([]);
  });

  it('refuses an upsert without externalId, and a plan mixing an import with edits', async () => {
    const user = await signUp();
    const noId = await importAll(user, [eventBody()]);
    expect(noId.status).toBe(400);
    expect(noId.body.message).toContain('externalId');
    const mixed = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'upsert', event: importedEvents()[2] },
          { type: 'create', event: eventBody() },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(await list(user)).toEqual([]);
  });

  it('stores 5,000 events of one import in one request', async () => {
    const user = await signUp();
    const events = Array.from({ length: 5_000 }, (_, i) =>
      eventBody({ title: `Event ${i}`, externalId: `big-${i}@example.com` }),
    );
    // A body far over the other routes' 256 KB limit; how long it takes is bench/ics's business.
    const res = await importAll(user, events);
    expect(res.status).toBe(200);
    expect(await list(user)).toHaveLength(5_000);
  });

  it('keeps the externalId when an imported event is edited in Planner, and never takes one from an edit', async () => {
    const user = await signUp();
    await importAll(user, importedEvents());
    const [series] = await list(user);
    const { id, ...draft } = series!;
    const res = await t.call('PUT', `/connect/calendar/update/${id}`, {
      user,
      body: { event: { ...draft, title: 'Renamed', externalId: 'forged' } },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as CalendarEvent).externalId).toBe('abc@google.com');
    const made = await t.call('POST', '/connect/calendar/create', {
      user,
      body: { event: eventBody({ externalId: 'dentist@google.com' }) },
    });
    expect(made.status).toBe(201);
    expect((made.body.data as CalendarEvent).externalId).toBeUndefined();
  });
});

describe('the private subscription feed', () => {
  async function feedLink(
    user: User,
    path = '/connect/calendar/feed',
    method: 'GET' | 'POST' = 'POST',
  ) {
    const res = await t.call(method, path, { user });
    expect(res.status).toBe(200);
    return calendarFeedSchema.parse(res.body.data);
  }

  /** What a calendar app sends: no app secret, no bearer token. */
  function subscribe(path: string, headers: Record<string, string> = {}) {
    return t.call('GET', path, { secret: null, headers });
  }

  it('gives a link on request, serving the events as iCalendar with VTIMEZONE, no session needed', async () => {
    const user = await signUp();
    expect(await feedLink(user, '/connect/calendar/feed', 'GET')).toEqual({
      token: null,
      path: null,
      includeTasks: false,
    });
    await importAll(user, importedEvents());
    const feed = await feedLink(user);
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(feed.path).toBe(`/connect/calendar/feed/${feed.token}.ics`);
    // Asking again gives the same link.
    expect(await feedLink(user)).toEqual(feed);

    const res = await subscribe(feed.path!);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.raw.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(text).toContain('UID:abc@google.com');
    expect(text).toContain('RRULE:FREQ=WEEKLY');
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/Paris:20300311T100000');
    expect(text).toContain('SUMMARY:Dentist');
  });

  it('answers 304 to If-None-Match until the events change', async () => {
    const user = await signUp();
    await importAll(user, importedEvents());
    const { path } = await feedLink(user);
    const first = await subscribe(path!);
    const etag = first.raw.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const same = await subscribe(path!, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.raw.body).toBe('');
    await t.call('POST', '/connect/calendar/create', {
      user,
      body: { event: eventBody({ title: 'New' }) },
    });
    const changed = await subscribe(path!, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.raw.headers.etag).not.toBe(etag);
    expect(changed.raw.body).toContain('SUMMARY:New');
  });

  it('answers 404 to a wrong token, and to the old link at once after a reset', async () => {
    const user = await signUp();
    const { path, token } = await feedLink(user);
    expect(
      (await subscribe('/connect/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status,
    ).toBe(404);
    expect((await subscribe('/connect/calendar/feed/not-a-token')).status).toBe(404);
    expect((await subscribe(`/connect/calendar/feed/${token}`)).status).toBe(404);

    const reset = await feedLink(user, '/connect/calendar/feed/reset');
    expect(reset.token).not.toBe(token);
    expect((await subscribe(path!)).status).toBe(404);
    expect((await subscribe(reset.path!)).status).toBe(200);
    // Managing the link needs the session.
    expect((await t.call('POST', '/connect/calendar/feed/reset', { user: null })).status).toBe(401);
  });

  it('carries the open tasks with a deadline as all-day items once asked, and says when they change', async () => {
    const user = await signUp();
    const due = isoDay(3);
    const make = async (task: Record<string, unknown>) => {
      const res = await t.call('POST', '/connect/task/create', { user, body: { task } });
      expect(res.status).toBe(201);
      return res.body.data as { id: string; lastUpdated: number };
    };
    const report = await make(taskBody({ title: 'Write report', deadline: due }));
    await make(taskBody({ title: 'No deadline', deadline: null }));
    await make(taskBody({ title: 'Already done', done: true, doneAt: new Date().toISOString() }));
    const { path } = await feedLink(user);
    const without = await subscribe(path!);
    expect(without.raw.body).not.toContain('Write report');

    const on = await t.call('PUT', '/connect/calendar/feed/options', {
      user,
      body: { includeTasks: true },
    });
    expect(on.status).toBe(200);
    expect(calendarFeedSchema.parse(on.body.data)).toMatchObject({ path, includeTasks: true });
    expect((await feedLink(user, '/connect/calendar/feed', 'GET')).includeTasks).toBe(true);
    const withTasks = await subscribe(path!);
    const text = withTasks.raw.body as string;
    expect(text).toContain(`UID:task-${report.id}@planner`);
    expect(text).toContain('SUMMARY:☐ Write report');
    expect(text).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, '')}`);
    expect(text).not.toContain('No deadline');
    expect(text).not.toContain('Already done');
    // Completing the task changes the feed (a new ETag) and takes it out.
    const etag = withTasks.raw.headers.etag as string;
    expect(etag).not.toBe(without.raw.headers.etag);
    await t.call('PUT', `/connect/task/update/${report.id}`, {
      user,
      body: {
        task: taskBody({
          title: 'Write report',
          deadline: due,
          done: true,
          doneAt: new Date().toISOString(),
          lastUpdated: report.lastUpdated,
        }),
      },
    });
    const after = await subscribe(path!, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.raw.body).not.toContain('Write report');

    // Bad options change nothing.
    const bad = await t.call('PUT', '/connect/calendar/feed/options', {
      user,
      body: { includeTasks: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await feedLink(user, '/connect/calendar/feed', 'GET')).includeTasks).toBe(true);
  });

  it('serves each user only their own events', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await importAll(alice, importedEvents('Alice only'));
    const { path } = await feedLink(bob);
    const res = await subscribe(path!);
    expect(res.status).toBe(200);
    expect(res.raw.body).not.toContain('Alice only');
  });
});
