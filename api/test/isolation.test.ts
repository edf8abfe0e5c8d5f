// Every row belongs to its uid: another user can neither read, change nor delete it (404, nothing changes).
import { DEFAULT_CALENDAR_SETTINGS, DEFAULT_PROFILE } from '@planner/shared/model';
import type { AppNotification, CalendarEvent, Preset, Task } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { eventBody, presetBody, seedNotification, signUp, startApp, taskBody } from './helpers';

let t: TestApp;
let owner: User;
let intruder: User;
let task: Task;
let event: CalendarEvent;
let preset: Preset;
let note: AppNotification;

async function snapshot(user: User) {
  const get = async (url: string) => (await t.call('GET', url, { user })).body.data;
  return {
    calendar: await get('/connect/calendar/calendar'),
    tasks: await get('/connect/task/task'),
    presets: await get('/connect/preset/preset'),
    notifications: await get('/connect/notifications/all'),
    profile: await get('/connect/profile/profile'),
    settings: await get('/connect/settings/settings'),
  };
}

beforeAll(async () => {
  t = await startApp();
  [owner, intruder] = await Promise.all([signUp(), signUp()]);
  task = (await t.call('POST', '/connect/task/create', { user: owner, body: { task: taskBody() } }))
    .body.data as Task;
  event = (
    await t.call('POST', '/connect/calendar/create', { user: owner, body: { event: eventBody() } })
  ).body.data as CalendarEvent;
  preset = (
    await t.call('POST', '/connect/preset/create', { user: owner, body: { preset: presetBody() } })
  ).body.data as Preset;
  note = {
    id: 'owner-note',
    context: 'account',
    message: 'account.finishRegistration',
    params: {},
    dateReceived: '2030-01-01T00:00:00.000Z',
    isLocal: false,
    redirectUrlWeb: null,
    redirectUrlMobile: null,
  };
  await seedNotification(t.db, owner.uid, note);
  await t.call('PUT', '/connect/profile/update', {
    user: owner,
    body: { profile: { ...DEFAULT_PROFILE, jobTitle: 'Pilot' } },
  });
  await t.call('PUT', '/connect/settings/update', {
    user: owner,
    body: { settings: { ...DEFAULT_CALENDAR_SETTINGS, language: 'fr' } },
  });
});
afterAll(async () => t.close());

describe('cross-user isolation', () => {
  it("lists never show another user's rows; profile and settings are the intruder's own", async () => {
    const seen = await snapshot(intruder);
    expect(seen).toEqual({
      calendar: [],
      tasks: [],
      presets: [],
      notifications: [],
      profile: DEFAULT_PROFILE,
      settings: DEFAULT_CALENDAR_SETTINGS,
    });
  });

  it("every write aimed at another user's row answers 404 not-found and changes nothing", async () => {
    const before = await snapshot(owner);
    const attempts: [string, string, unknown][] = [
      [
        'PUT',
        `/connect/task/update/${task.id}`,
        { task: { ...task, title: 'pwned', lastUpdated: Date.now() + 1e9 } },
      ],
      ['DELETE', `/connect/task/delete/${task.id}`, undefined],
      [
        'PUT',
        `/connect/calendar/update/${event.id}`,
        { event: { ...event, title: 'pwned', lastUpdated: Date.now() + 1e9 } },
      ],
      ['DELETE', `/connect/calendar/delete/${event.id}`, undefined],
      [
        'PUT',
        `/connect/preset/update/${preset.id}`,
        { preset: { ...preset, title: 'pwned', lastUpdated: Date.now() + 1e9 } },
      ],
      ['DELETE', `/connect/preset/delete/${preset.id}`, undefined],
      [
        'PUT',
        `/connect/notifications/update/${note.id}`,
        { notification: { ...note, dateReaded: '2030-01-02T00:00:00.000Z' } },
      ],
      ['PUT', `/testconnect/task/update/${task.id}`, { task: { ...task, title: 'pwned' } }],
      ['DELETE', `/testconnect/calendar/delete/${event.id}`, undefined],
    ];
    for (const [method, url, body] of attempts) {
      const res = await t.call(method as 'PUT', url, { user: intruder, body });
      expect({ url, status: res.status, error: res.body.error }).toEqual({
        url,
        status: 404,
        error: 'not-found',
      });
      // Same answer as for an id that does not exist: nothing reveals the row.
      expect(res.body.message).not.toContain(owner.uid);
    }
    const multi = await t.call('DELETE', '/connect/task/deletemulti', {
      user: intruder,
      body: { taskIds: [task.id] },
    });
    expect(multi.status).toBe(200);
    expect(multi.body.data).toEqual({ ids: [] });
    // Profile and settings writes only ever reach the caller's own record.
    await t.call('PUT', '/connect/profile/update', {
      user: intruder,
      body: { profile: { ...DEFAULT_PROFILE, jobTitle: 'Thief' } },
    });
    await t.call('PUT', '/connect/settings/update', {
      user: intruder,
      body: { settings: { ...DEFAULT_CALENDAR_SETTINGS, language: 'en', theme: 'dark' } },
    });

    expect(await snapshot(owner)).toEqual(before);
    expect(before.tasks).toEqual([task]);
    expect(before.calendar).toEqual([event]);
    expect(before.presets).toEqual([preset]);
    expect(before.notifications).toEqual([note]);
    expect(before.profile).toMatchObject({ jobTitle: 'Pilot' });
    expect(before.settings).toMatchObject({ language: 'fr' });
  });

  it("deletemulti with a mix of ids removes only the caller's own", async () => {
    const mine = (
      await t.call('POST', '/connect/task/create', { user: intruder, body: { task: taskBody() } })
    ).body.data as Task;
    const res = await t.call('DELETE', '/connect/task/deletemulti', {
      user: intruder,
      body: { taskIds: [task.id, mine.id] },
    });
    expect(res.body.data).toEqual({ ids: [mine.id] });
    expect((await t.call('GET', '/connect/task/task', { user: owner })).body.data).toEqual([task]);
  });
});
