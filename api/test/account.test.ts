// Notifications, profile and settings routes: defaults for a new user, read marks, conflicts, validation.
import { DEFAULT_CALENDAR_SETTINGS, DEFAULT_PROFILE } from '@planner/shared/model';
import type { AppNotification, CalendarSettings, Profile } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { seedNotification, signUp, startApp } from './helpers';

let t: TestApp;
let alice: User;

beforeAll(async () => {
  t = await startApp();
  alice = await signUp();
});
afterAll(async () => t.close());

async function seed(
  app: TestApp,
  uid: string,
  id: string,
  dateReceived: string,
): Promise<AppNotification> {
  return seedNotification(app.db, uid, {
    id,
    context: 'optimisation',
    message: 'optimisation.tip',
    params: { n: 1 },
    dateReceived,
    isLocal: false,
    redirectUrlWeb: '/dashboard/settings',
    redirectUrlMobile: 'planner://settings',
  });
}

describe('notifications', () => {
  it('lists newest first and lets the user set dateReaded only', async () => {
    const user = await signUp();
    const older = await seed(t, user.uid, 'n-old', '2030-01-01T08:00:00.000Z');
    const newer = await seed(t, user.uid, 'n-new', '2030-01-02T08:00:00.000Z');
    const list = await t.call('GET', '/connect/notifications/all', { user });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([newer, older]);

    const readAt = '2030-01-02T09:00:00.000Z';
    const res = await t.call('PUT', '/connect/notifications/update/n-old', {
      user,
      body: {
        notification: {
          ...older,
          dateReaded: readAt,
          message: 'hacked',
          context: 'account',
          params: { x: 'y' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...older, dateReaded: readAt });
    expect((await t.call('GET', '/connect/notifications/all', { user })).body.data).toEqual([
      newer,
      { ...older, dateReaded: readAt },
    ]);
  });

  it('answers 404 for an unknown notification', async () => {
    const res = await t.call('PUT', '/connect/notifications/update/nope', {
      user: alice,
      body: {
        notification: {
          id: 'nope',
          context: 'reminder',
          message: 'm',
          dateReceived: '2030-01-01T00:00:00Z',
          dateReaded: '2030-01-01T00:00:00Z',
        },
      },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
  });

  const base = {
    id: 'n1',
    context: 'reminder',
    message: 'reminder.upcoming',
    params: {},
    dateReceived: '2030-01-01T00:00:00Z',
    isLocal: false,
    redirectUrlWeb: null,
    redirectUrlMobile: null,
  };
  const cases: [string, unknown, string][] = [
    ['id', '', 'notification.id'],
    ['context', 'marketing', 'notification.context'],
    ['message', '', 'notification.message'],
    ['params', { a: true }, 'notification.params'],
    ['dateReceived', 'today', 'notification.dateReceived'],
    ['dateReaded', 'now', 'notification.dateReaded'],
    ['isLocal', 'false', 'notification.isLocal'],
    ['redirectUrlWeb', 5, 'notification.redirectUrlWeb'],
    ['redirectUrlMobile', 'x'.repeat(501), 'notification.redirectUrlMobile'],
  ];
  it.each(cases.map(([f, v, n]) => [f, JSON.stringify(v).slice(0, 20), v, n] as const))(
    'refuses %s = %s with 400 naming the field',
    async (field, _label, value, name) => {
      const res = await t.call('PUT', '/connect/notifications/update/n1', {
        user: alice,
        body: { notification: { ...base, [field]: value } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation-error');
      expect(res.body.message).toContain(name);
    },
  );
});

describe('profile', () => {
  it("answers docs/product.md section 3's defaults to a new user, then the stored profile", async () => {
    const user = await signUp();
    const first = await t.call('GET', '/connect/profile/profile', { user });
    expect(first.body).toEqual({ success: true, data: DEFAULT_PROFILE });
    expect(first.body.data).toMatchObject({
      jobTitle: null,
      workType: 'sitting',
      transportMode: 'car',
      commuteDurationMin: 15,
      relaxationDurationMin: 30,
      isProfileCompleted: false,
    });
    const profile = {
      ...DEFAULT_PROFILE,
      jobTitle: 'Nurse',
      workType: 'active',
      lunchTime: '12:30',
      isProfileCompleted: true,
      lastUpdated: 123,
    };
    const before = Date.now();
    const res = await t.call('PUT', '/connect/profile/update', { user, body: { profile } });
    expect(res.status).toBe(200);
    const { lastUpdated: _dropped, ...expected } = profile;
    const { version, ...saved } = res.body.data as Profile;
    expect(saved).toEqual(expected);
    expect(version).toBeGreaterThanOrEqual(before);
    expect((await t.call('GET', '/connect/profile/profile', { user })).body.data).toEqual({
      ...expected,
      version,
    });
  });

  it('refuses an edit begun from an older version with 409 and the stored profile', async () => {
    const user = await signUp();
    const first = await t.call('PUT', '/connect/profile/update', {
      user,
      body: { profile: { ...DEFAULT_PROFILE, jobTitle: 'Pilot' } },
    });
    const firstData = first.body.data as Profile;
    const base = firstData.version as number;
    const mine = await t.call('PUT', '/connect/profile/update', {
      user,
      body: { profile: { ...firstData, jobTitle: 'Nurse' } },
    });
    expect(mine.status).toBe(200);
    expect((mine.body.data as Profile).version).toBeGreaterThan(base);
    const stale = await t.call('PUT', '/connect/profile/update', {
      user,
      body: { profile: { ...firstData, jobTitle: 'Baker' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: 'conflict' });
    expect(stale.body.data).toEqual(mine.body.data);
    expect((await t.call('GET', '/connect/profile/profile', { user })).body.data).toEqual(
      mine.body.data,
    );
  });

  it('of 40 concurrent edits begun from the same version, one is stored and the others get 409', async () => {
    const user = await signUp();
    const first = await t.call('PUT', '/connect/profile/update', {
      user,
      body: { profile: DEFAULT_PROFILE },
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('PUT', '/connect/profile/update', {
          user,
          body: { profile: { ...(first.body.data as Profile), commuteDurationMin: i + 1 } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await t.call('GET', '/connect/profile/profile', { user })).body.data).toEqual(
      winner.body.data,
    );
  });

  const cases: [string, unknown, string][] = [
    ['jobTitle', 'x'.repeat(101), 'profile.jobTitle'],
    ['workType', 'lying', 'profile.workType'],
    ['transportMode', 'rocket', 'profile.transportMode'],
    ['commuteDurationMin', -1, 'profile.commuteDurationMin'],
    ['lunchTime', '12h30', 'profile.lunchTime'],
    ['dinnerTime', '24:00', 'profile.dinnerTime'],
    ['mealReminders', 'on', 'profile.mealReminders'],
    ['doesSport', 0, 'profile.doesSport'],
    ['sportMoment', 'night', 'profile.sportMoment'],
    ['activeBreaks', null, 'profile.activeBreaks'],
    ['bedtime', '7pm', 'profile.bedtime'],
    ['wakeUpTime', 7, 'profile.wakeUpTime'],
    ['sleepReminders', 'no', 'profile.sleepReminders'],
    ['personalTime', [], 'profile.personalTime'],
    ['relaxationDurationMin', 2, 'profile.relaxationDurationMin'],
    ['isProfileCompleted', 'yes', 'profile.isProfileCompleted'],
  ];
  it.each(cases.map(([f, v, n]) => [f, JSON.stringify(v).slice(0, 20), v, n] as const))(
    'refuses %s = %s with 400 naming the field and keeps the stored profile',
    async (field, _label, value, name) => {
      const res = await t.call('PUT', '/connect/profile/update', {
        user: alice,
        body: { profile: { ...DEFAULT_PROFILE, [field]: value } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation-error');
      expect(res.body.message).toContain(name);
      expect((await t.call('GET', '/connect/profile/profile', { user: alice })).body.data).toEqual(
        DEFAULT_PROFILE,
      );
    },
  );
});

describe('settings', () => {
  it("answers docs/product.md section 9's defaults to a new user, stores updates and refuses stale ones", async () => {
    const user = await signUp();
    const first = await t.call('GET', '/connect/settings/settings', { user });
    expect(first.body).toEqual({ success: true, data: DEFAULT_CALENDAR_SETTINGS });
    expect(first.body.data).toMatchObject({
      slotMinTime: '06:00:00',
      slotMaxTime: '22:00:00',
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00',
      deleteDelay: 86_400_000,
      displayRange: 'week',
      language: 'en',
    });
    const before = Date.now();
    const saved = await t.call('PUT', '/connect/settings/update', {
      user,
      body: {
        settings: {
          ...DEFAULT_CALENDAR_SETTINGS,
          language: 'fr',
          theme: 'dark',
          deleteDelay: 3_600_000,
        },
      },
    });
    expect(saved.status).toBe(200);
    const stored = saved.body.data as CalendarSettings;
    expect(stored).toMatchObject({ language: 'fr', theme: 'dark', deleteDelay: 3_600_000 });
    expect(stored.lastUpdated).toBeGreaterThanOrEqual(before);
    // Another device reads the same settings.
    expect((await t.call('GET', '/testconnect/settings/settings', { user })).body.data).toEqual(
      stored,
    );
    // A device that never saw that write sends the defaults' version: refused, newer data kept.
    const stale = await t.call('PUT', '/connect/settings/update', {
      user,
      body: { settings: { ...DEFAULT_CALENDAR_SETTINGS, language: 'en' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: 'conflict', data: stored });
    const next = await t.call('PUT', '/connect/settings/update', {
      user,
      body: { settings: { ...stored, slotMinTime: '07:00:00' } },
    });
    expect(next.status).toBe(200);
    expect((next.body.data as CalendarSettings).lastUpdated).toBeGreaterThan(stored.lastUpdated);
  });

  const cases: [string, unknown, string][] = [
    ['slotMinTime', '6am', 'settings.slotMinTime'],
    ['slotMaxTime', '05:00:00', 'settings.slotMaxTime'],
    ['slotDuration', '00:00:00', 'settings.slotDuration'],
    ['slotLabelInterval', '1h', 'settings.slotLabelInterval'],
    ['deleteDelay', 1000, 'settings.deleteDelay'],
    ['displayRange', 'year', 'settings.displayRange'],
    ['theme', 'blue', 'settings.theme'],
    ['language', 'de', 'settings.language'],
    ['lastUpdated', -3, 'settings.lastUpdated'],
  ];
  it.each(cases.map(([f, v, n]) => [f, JSON.stringify(v), v, n] as const))(
    'refuses %s = %s with 400 naming the field',
    async (field, _label, value, name) => {
      const res = await t.call('PUT', '/connect/settings/update', {
        user: alice,
        body: { settings: { ...DEFAULT_CALENDAR_SETTINGS, [field]: value } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation-error');
      expect(res.body.message).toContain(name);
    },
  );
});
