// Calendar and preset routes end to end: CRUD, series records, conflicts and validation of every field.
import type { CalendarEvent, Preset } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { eventBody, presetBody, signUp, startApp } from './helpers';

let t: TestApp;
let alice: User;

beforeAll(async () => {
  t = await startApp();
  alice = await signUp();
});
afterAll(async () => t.close());

describe('calendar routes', () => {
  it('creates (201, non-empty server id), lists, updates and deletes an event', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/calendar/create', {
      user,
      body: { event: eventBody({ id: '' }) },
    });
    expect(res.status).toBe(201);
    const event = res.body.data as CalendarEvent;
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event).toMatchObject({
      title: 'Team meeting',
      timeZone: 'Europe/Paris',
      reminderMinutes: 15,
    });

    expect((await t.call('GET', '/connect/calendar/calendar', { user })).body).toEqual({
      success: true,
      revision: expect.any(Number),
      data: [event],
    });

    const upd = await t.call('PUT', `/connect/calendar/update/${event.id}`, {
      user,
      body: {
        event: {
          ...event,
          title: 'Team meeting (moved)',
          startDate: '2030-03-04T11:00:00+01:00',
          endDate: '2030-03-04T12:00:00+01:00',
        },
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      id: event.id,
      title: 'Team meeting (moved)',
      startDate: '2030-03-04T11:00:00+01:00',
    });
    expect((upd.body.data as CalendarEvent).lastUpdated).toBeGreaterThan(event.lastUpdated);

    const del = await t.call('DELETE', `/connect/calendar/delete/${event.id}`, { user });
    expect(del.body).toEqual({ success: true, data: { id: event.id } });
    expect((await t.call('GET', '/connect/calendar/calendar', { user })).body.data).toEqual([]);
  });

  it('stores a series and an override of one occurrence as they are', async () => {
    const user = await signUp();
    const series = (
      await t.call('POST', '/connect/calendar/create', {
        user,
        body: {
          event: eventBody({
            recurrence: 'weekly',
            recurrenceId: 'series-1',
            recurrenceEnd: '2030-06-30',
          }),
        },
      })
    ).body.data as CalendarEvent;
    const override = await t.call('POST', '/connect/calendar/create', {
      user,
      body: {
        event: eventBody({
          recurrenceId: 'series-1',
          originalStart: '2030-03-11T09:00:00+01:00',
          startDate: '2030-03-11T14:00:00+01:00',
          endDate: '2030-03-11T15:00:00+01:00',
        }),
      },
    });
    expect(override.status).toBe(201);
    const list = (await t.call('GET', '/connect/calendar/calendar', { user })).body
      .data as CalendarEvent[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: series.id,
      recurrence: 'weekly',
      recurrenceId: 'series-1',
      recurrenceEnd: '2030-06-30',
    });
    expect(list[1]).toMatchObject({
      recurrence: 'none',
      recurrenceId: 'series-1',
      originalStart: '2030-03-11T09:00:00+01:00',
    });
  });

  it('refuses a stale event update with 409 and the stored event', async () => {
    const user = await signUp();
    const event = (
      await t.call('POST', '/connect/calendar/create', { user, body: { event: eventBody() } })
    ).body.data as CalendarEvent;
    const fresh = await t.call('PUT', `/connect/calendar/update/${event.id}`, {
      user,
      body: { event: { ...event, title: 'New' } },
    });
    const stale = await t.call('PUT', `/connect/calendar/update/${event.id}`, {
      user,
      body: { event: { ...event, title: 'Old' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', data: fresh.body.data });
  });

  const cases: [string, unknown, string][] = [
    ['title', '', 'event.title'],
    ['title', 'x'.repeat(201), 'event.title'],
    ['description', 'x'.repeat(5001), 'event.description'],
    ['color', 'red', 'event.color'],
    ['allDay', 'no', 'event.allDay'],
    ['startDate', '2030-03-04 09:00', 'event.startDate'],
    ['endDate', '2030-03-04T08:00:00+01:00', 'event.endDate'],
    ['timeZone', 'Mars/Olympus', 'event.timeZone'],
    ['recurrence', 'hourly', 'event.recurrence'],
    ['recurrenceId', 'orphan', 'event.recurrenceId'],
    ['recurrenceEnd', '30/06/2030', 'event.recurrenceEnd'],
    ['originalStart', '2030-03-11T09:00:00+01:00', 'event.originalStart'],
    ['cancelled', 'true', 'event.cancelled'],
    ['reminderMinutes', -5, 'event.reminderMinutes'],
    ['reminderMinutes', 40_321, 'event.reminderMinutes'],
    ['presetId', 7, 'event.presetId'],
    ['lastUpdated', 1.5, 'event.lastUpdated'],
  ];
  it.each(cases.map(([f, v, n]) => [f, String(v).slice(0, 24), v, n] as const))(
    'refuses %s = %s with 400 naming the field, on create and update',
    async (field, _label, value, name) => {
      for (const [method, url] of [
        ['POST', '/connect/calendar/create'],
        ['PUT', '/connect/calendar/update/any'],
      ] as const) {
        const res = await t.call(method, url, {
          user: alice,
          body: { event: eventBody({ [field]: value }) },
        });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('validation-error');
        expect(res.body.message).toContain(name);
      }
    },
  );

  it('refuses a recurring event without recurrenceId and stores nothing', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/calendar/create', {
      user,
      body: { event: eventBody({ recurrence: 'daily', recurrenceId: null }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('event.recurrenceId');
    expect((await t.call('GET', '/connect/calendar/calendar', { user })).body.data).toEqual([]);
  });
});

describe('preset routes', () => {
  it('creates, lists, updates, refuses stale updates and deletes', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/preset/create', {
      user,
      body: { preset: presetBody() },
    });
    expect(res.status).toBe(201);
    const preset = res.body.data as Preset;
    expect(preset.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.call('GET', '/connect/preset/preset', { user })).body.data).toEqual([preset]);
    const upd = await t.call('PUT', `/connect/preset/update/${preset.id}`, {
      user,
      body: { preset: { ...preset, durationMin: 45 } },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ id: preset.id, durationMin: 45 });
    const stale = await t.call('PUT', `/connect/preset/update/${preset.id}`, {
      user,
      body: { preset: { ...preset, durationMin: 90 } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toEqual(upd.body.data);
    expect((await t.call('DELETE', `/connect/preset/delete/${preset.id}`, { user })).body).toEqual({
      success: true,
      data: { id: preset.id },
    });
    expect((await t.call('GET', '/connect/preset/preset', { user })).body.data).toEqual([]);
  });

  const cases: [string, unknown, string][] = [
    ['kind', 'weekly', 'preset.kind'],
    ['title', ' ', 'preset.title'],
    ['description', 'x'.repeat(5001), 'preset.description'],
    ['color', '#12345', 'preset.color'],
    ['durationMin', 0, 'preset.durationMin'],
    ['durationMin', 1441, 'preset.durationMin'],
    ['startTime', '25:00', 'preset.startTime'],
    ['allDay', 1, 'preset.allDay'],
    ['recurrence', 'yearly', 'preset.recurrence'],
    ['reminderMinutes', 'soon', 'preset.reminderMinutes'],
    ['source', 'x'.repeat(101), 'preset.source'],
    ['lastUpdated', null, 'preset.lastUpdated'],
  ];
  it.each(cases.map(([f, v, n]) => [f, String(v).slice(0, 24), v, n] as const))(
    'refuses %s = %s with 400 naming the field',
    async (field, _label, value, name) => {
      for (const [method, url] of [
        ['POST', '/connect/preset/create'],
        ['PUT', '/connect/preset/update/any'],
      ] as const) {
        const res = await t.call(method, url, {
          user: alice,
          body: { preset: presetBody({ [field]: value }) },
        });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('validation-error');
        expect(res.body.message).toContain(name);
      }
    },
  );
});
