import { QueryObserver } from '@tanstack/react-query';
import {
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_PROFILE,
  PROFILE_RECORD_KEY,
  SETTINGS_RECORD_KEY,
  type CalendarSettings,
  type Profile,
} from '../model';
import { profile, resetAll, settings } from './entities';
import { localDb } from './localDb';
import { queryClient, type Synced } from './queryClient';
import { fail, heldReply, ok, setupTestApi } from './testApi';

const api = setupTestApi();

beforeEach(async () => {
  await resetAll();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('profile', () => {
  let clock = 1_000;
  const serverProfile: Profile = {
    ...DEFAULT_PROFILE,
    jobTitle: 'Nurse',
    workType: 'standing',
    commuteDurationMin: 45,
    isProfileCompleted: true,
  };

  beforeEach(() => {
    clock = 1_000;
    // The profile's lastUpdated is the client's clock when the server's answer arrives.
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });

  async function localRecord(): Promise<unknown> {
    await profile.copy.flush();
    return localDb.profile.getItem(PROFILE_RECORD_KEY);
  }

  it('starts with the product’s defaults', () => {
    expect(profile.snapshot()).toBeUndefined();
    expect(profile.value()).toEqual(DEFAULT_PROFILE);
    expect(profile.value()).toMatchObject({ commuteDurationMin: 15, relaxationDurationMin: 30 });
  });

  it('loads the server profile and keeps it locally under its one key, with a client timestamp', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    const stored = { ...serverProfile, lastUpdated: 1_000 };
    await expect(profile.load()).resolves.toEqual({ ok: true, data: stored });
    expect(profile.value()).toEqual(stored);
    expect(profile.snapshot()).toEqual({
      value: stored,
      settled: true,
      fromCache: false,
      error: null,
    });
    expect(await localRecord()).toEqual(stored);
    expect(await localDb.profile.keys()).toEqual([PROFILE_RECORD_KEY]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /testconnect/profile/profile',
    ]);
  });

  it('falls back to the local profile when the read fails', async () => {
    await localDb.profile.setItem(PROFILE_RECORD_KEY, { ...serverProfile, lastUpdated: 7 });
    api.on('GET /profile/profile', fail(500, 'error-occurred', 'down'));
    await expect(profile.load()).resolves.toEqual({
      ok: false,
      error: 'error-occurred',
      kind: 'server',
      status: 500,
      message: 'down',
      messageKey: 'common:errors.server',
    });
    expect(profile.value()).toEqual({ ...serverProfile, lastUpdated: 7 });
    expect(profile.snapshot()).toMatchObject({
      settled: true,
      fromCache: true,
      error: { error: 'error-occurred', status: 500 },
    });
  });

  it('falls back to the defaults when the read fails and nothing is stored locally', async () => {
    api.on('GET /profile/profile', fail(500, 'error-occurred', 'down'));
    await expect(profile.load()).resolves.toMatchObject({ ok: false, error: 'error-occurred' });
    expect(profile.value()).toEqual(DEFAULT_PROFILE);
    expect(profile.snapshot()?.fromCache).toBe(true);
  });

  it('sends the profile without lastUpdated and stores the answer', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    await profile.load();
    clock = 2_000;
    const edited = { ...profile.value(), doesSport: true };
    api.on('PUT /profile/update', ({ body }) => ok((body as { profile: Profile }).profile));
    const saved = { ...serverProfile, doesSport: true, lastUpdated: 2_000 };
    await expect(profile.update(edited)).resolves.toEqual({ ok: true, data: saved });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/testconnect/profile/update',
    });
    expect(api.requests.at(-1)?.body).toEqual({ profile: { ...serverProfile, doesSport: true } });
    expect(api.requests.at(-1)?.body).not.toHaveProperty('profile.lastUpdated');
    expect(profile.value()).toEqual(saved);
    expect(await localRecord()).toEqual(saved);
  });

  it('returns the failure and changes nothing when the update fails', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    await profile.load();
    const before = profile.value();
    api.on('PUT /profile/update', fail(400, 'validation-error', 'bad'));
    await expect(profile.update({ ...before, doesSport: true })).resolves.toEqual({
      ok: false,
      error: 'validation-error',
      kind: 'server',
      status: 400,
      message: 'bad',
      messageKey: 'common:errors.general',
    });
    expect(profile.value()).toBe(before);
    expect(await localRecord()).toEqual(before);
  });

  it('an edit that lost a race to an edit of other fields is merged with it and sent once more', async () => {
    api.on('GET /profile/profile', ok({ ...serverProfile, version: 5 }));
    await profile.load();
    const theirs: Profile = { ...serverProfile, workType: 'active', version: 9 };
    api.on('PUT /profile/update', ({ body }) => {
      const sent = (body as { profile: Profile }).profile;
      return sent.version === 5
        ? fail(409, 'conflict', 'stale', theirs)
        : ok({ ...sent, version: 10 });
    });
    const result = await profile.update({ ...profile.value(), doesSport: true });
    const merged = { ...serverProfile, workType: 'active', doesSport: true };
    expect(result).toEqual({ ok: true, data: { ...merged, version: 10, lastUpdated: 1_000 } });
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { profile: { ...serverProfile, doesSport: true, version: 5 } },
      { profile: { ...merged, version: 9 } },
    ]);
    expect(profile.value()).toMatchObject({ workType: 'active', doesSport: true, version: 10 });
  });

  it('an edit of the same field as a newer version shows that version and says it changed elsewhere', async () => {
    api.on('GET /profile/profile', ok({ ...serverProfile, version: 5 }));
    await profile.load();
    const theirs: Profile = { ...serverProfile, jobTitle: 'Surgeon', version: 9 };
    api.on('PUT /profile/update', fail(409, 'conflict', 'stale', theirs));
    await expect(
      profile.update({ ...profile.value(), jobTitle: 'Midwife' }),
    ).resolves.toMatchObject({
      ok: false,
      error: 'conflict',
      messageKey: 'common:errors.conflict',
    });
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(profile.value()).toMatchObject({ jobTitle: 'Surgeon', version: 9 });
    expect(await localRecord()).toMatchObject({ jobTitle: 'Surgeon', version: 9 });
  });

  it('a reload shows the local profile before the server answers, then the server’s', async () => {
    await localDb.profile.setItem(PROFILE_RECORD_KEY, { ...serverProfile, lastUpdated: 7 });
    const answer = heldReply(ok({ ...serverProfile, jobTitle: 'Surgeon' }));
    api.on('GET /profile/profile', answer.handler);
    const loading = profile.load();
    // The request is in flight (the server holds its answer): the cache shows the local copy.
    for (let i = 0; i < 100 && !(profile.snapshot() && api.requests.length === 1); i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(api.requests).toHaveLength(1);
    expect(profile.snapshot()).toEqual({
      value: { ...serverProfile, lastUpdated: 7 },
      settled: false,
      fromCache: false,
      error: null,
    });
    answer.release();
    await expect(loading).resolves.toMatchObject({ ok: true });
    expect(profile.snapshot()).toEqual({
      value: { ...serverProfile, jobTitle: 'Surgeon', lastUpdated: 1_000 },
      settled: true,
      fromCache: false,
      error: null,
    });
  });

  it('shares one request between concurrent loads', async () => {
    api.on('GET /profile/profile', { ...ok(serverProfile), delayMs: 40 });
    await Promise.all([profile.load(), profile.load()]);
    expect(api.requests).toHaveLength(1);
  });

  it('tells a subscriber of the cache when the profile changes', async () => {
    const observer = new QueryObserver<Synced<Profile>>(queryClient, {
      queryKey: profile.key,
      enabled: false,
    });
    const jobTitle = (data: Synced<Profile> | undefined) =>
      (data?.value ?? profile.defaults).jobTitle;
    const seen: (string | null)[] = [jobTitle(observer.getCurrentResult().data)];
    const unsubscribe = observer.subscribe((result) => {
      const title = jobTitle(result.data);
      if (seen.at(-1) !== title) seen.push(title);
    });
    api.on('GET /profile/profile', ok(serverProfile));
    await profile.load();
    unsubscribe();
    expect(seen).toEqual([null, 'Nurse']);
  });
});

describe('settings', () => {
  const serverSettings: CalendarSettings = {
    ...DEFAULT_CALENDAR_SETTINGS,
    slotMinTime: '07:00:00',
    deleteDelay: 3_600_000,
    language: 'fr',
    lastUpdated: 10,
  };

  async function localRecord(): Promise<unknown> {
    await settings.copy.flush();
    return localDb.settings.getItem(SETTINGS_RECORD_KEY);
  }

  it('starts with the product’s defaults', () => {
    expect(settings.snapshot()).toBeUndefined();
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    expect(settings.value()).toMatchObject({
      slotMinTime: '06:00:00',
      slotMaxTime: '22:00:00',
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00',
      deleteDelay: 86_400_000,
    });
  });

  it('loads from GET /settings/settings and keeps it locally under its one key', async () => {
    api.on('GET /settings/settings', ok(serverSettings));
    await expect(settings.load()).resolves.toEqual({ ok: true, data: serverSettings });
    expect(settings.value()).toEqual(serverSettings);
    expect(settings.snapshot()).toMatchObject({ settled: true, fromCache: false, error: null });
    expect(await localRecord()).toEqual(serverSettings);
    expect(await localDb.settings.keys()).toEqual([SETTINGS_RECORD_KEY]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /testconnect/settings/settings',
    ]);
  });

  it('keeps its hours and default view for the next first paint, until sign-out', async () => {
    api.on('GET /settings/settings', ok({ ...serverSettings, displayRange: 'month' }));
    await settings.load();
    // A reload: an empty cache, the database not read yet (it needs zod): the kept fields show at once.
    queryClient.clear();
    expect(settings.value()).toEqual({
      ...DEFAULT_CALENDAR_SETTINGS,
      slotMinTime: '07:00:00',
      displayRange: 'month',
    });
    // The same object while nothing changes (a React state holding it stays put).
    expect(settings.value()).toBe(settings.value());
    await resetAll();
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
  });

  it('ignores kept fields that are not valid settings', () => {
    localStorage.setItem(
      'planner:calendarSettings',
      JSON.stringify({
        slotMinTime: '21:00:00',
        slotMaxTime: '08:00:00',
        slotDuration: '00:30:00',
        slotLabelInterval: '01:00',
        displayRange: 'week',
      }),
    );
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    localStorage.setItem('planner:calendarSettings', '{not json');
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
  });

  it('serves the local copy (or the defaults) when the read fails', async () => {
    api.on('GET /settings/settings', fail(500, 'error-occurred', 'down'));
    await expect(settings.load()).resolves.toMatchObject({ ok: false, status: 500 });
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    expect(settings.snapshot()?.fromCache).toBe(true);
    await localDb.settings.setItem(SETTINGS_RECORD_KEY, serverSettings);
    await expect(settings.load()).resolves.toMatchObject({ ok: false, status: 500 });
    expect(settings.value()).toEqual(serverSettings);
    expect(settings.snapshot()).toMatchObject({
      settled: true,
      fromCache: true,
      error: { error: 'error-occurred', messageKey: 'common:errors.server' },
    });
  });

  it('saves with PUT /settings/update {settings} and keeps the stored settings', async () => {
    const wanted = { ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 120_000 };
    api.on('PUT /settings/update', ok({ ...wanted, lastUpdated: 99 }));
    await expect(settings.update(wanted)).resolves.toEqual({
      ok: true,
      data: { ...wanted, lastUpdated: 99 },
    });
    expect(api.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/testconnect/settings/update',
      body: { settings: wanted },
    });
    expect(settings.value()).toEqual({ ...wanted, lastUpdated: 99 });
    expect(await localRecord()).toEqual({ ...wanted, lastUpdated: 99 });
  });

  it('returns the failure and changes nothing when the update fails', async () => {
    api.on('PUT /settings/update', fail(400, 'validation-error', 'bad'));
    await expect(
      settings.update({ ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 120_000 }),
    ).resolves.toEqual({
      ok: false,
      error: 'validation-error',
      kind: 'server',
      status: 400,
      message: 'bad',
      messageKey: 'common:errors.general',
    });
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    expect(settings.snapshot()).toBeUndefined();
    expect(await localRecord()).toBeNull();
  });
});
