import localforage from 'localforage';
import {
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_PROFILE,
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  LOCAL_STORES,
} from '../model';
import { localDb } from './localDb';
import {
  calendar,
  eventPresets,
  loadAllStores,
  notifications,
  profile,
  resetAllStores,
  settings,
  tasks,
} from './stores';
import { fail, ok, setupTestApi, type Reply } from './testApi';

const api = setupTestApi({ mode: 'production' });

beforeEach(async () => {
  await resetAllStores();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const task = {
  id: 't1',
  title: 'Call mum',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUpdated: 1,
  done: false,
  doneAt: null,
};

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

function serveEverything(): void {
  api.on('GET /profile/profile', ok({ ...DEFAULT_PROFILE, jobTitle: 'Pilot' }));
  api.on('GET /notifications/all', ok([]));
  api.on('GET /settings/settings', ok(DEFAULT_CALENDAR_SETTINGS));
  api.on('GET /calendar/calendar', ok([]));
  api.on('GET /task/task', ok([task]));
  api.on('GET /preset/preset', ok([]));
}

describe('the local database', () => {
  it("is the product's own IndexedDB database 'planner', version 3, with the six stores", async () => {
    expect(LOCAL_DB_NAME).toBe('planner');
    expect(LOCAL_DB_VERSION).toBe(3);
    for (const name of LOCAL_STORES) {
      await localDb[name].ready();
      expect(localDb[name].driver()).toBe(localforage.INDEXEDDB);
      expect(localDb[name].config()).toMatchObject({
        name: 'planner',
        storeName: name,
        version: 3,
      });
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('planner');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    // Version 3 in IndexedDB itself, not only in localforage's config.
    expect(db.version).toBe(3);
    // localforage adds its own 'local-forage-detect-blob-support' store beside ours.
    const ours = Array.from(db.objectStoreNames).filter((n) => !n.startsWith('local-forage'));
    expect(ours.sort()).toEqual([...LOCAL_STORES].sort());
    db.close();
  });
});

describe('loadAllStores', () => {
  it('loads profile, notifications, settings, calendar, tasks and presets', async () => {
    serveEverything();
    await expect(loadAllStores()).resolves.toEqual({ ok: true, errors: [] });
    expect(api.requests.map((r) => r.path).sort()).toEqual(
      [
        '/connect/profile/profile',
        '/connect/notifications/all',
        '/connect/settings/settings',
        '/connect/calendar/calendar',
        '/connect/task/task',
        '/connect/preset/preset',
      ].sort(),
    );
    expect(profile.profile.jobTitle).toBe('Pilot');
    expect(tasks.items.map((t) => t.id)).toEqual(['t1']);
  });

  it('loads them all at once: a slow answer holds no other store back', async () => {
    serveEverything();
    let answerProfile: () => void = () => undefined;
    api.on(
      'GET /profile/profile',
      () =>
        new Promise<Reply>((resolve) => {
          answerProfile = () => resolve(ok({ ...DEFAULT_PROFILE, jobTitle: 'Pilot' }));
        }),
    );
    const loading = loadAllStores();
    await waitUntil(() => tasks.status.loaded && eventPresets.status.loaded);
    expect(tasks.items.map((t) => t.id)).toEqual(['t1']);
    expect(profile.status.loaded).toBe(false);
    answerProfile();
    await expect(loading).resolves.toEqual({ ok: true, errors: [] });
    expect(profile.profile.jobTitle).toBe('Pilot');
  });

  it('reports the stores that fell back to their local copy and still loads the others', async () => {
    serveEverything();
    api.on('GET /calendar/calendar', fail(500, 'error-occurred', 'Calendar down'));
    const result = await loadAllStores();
    expect(result).toEqual({
      ok: false,
      errors: [{ store: 'calendar', error: 'error-occurred', message: 'Calendar down' }],
    });
    expect(calendar.status.fromCache).toBe(true);
    expect(eventPresets.status).toMatchObject({ loaded: true, fromCache: false });
  });
});

describe('resetAllStores', () => {
  it('clears every store and the local data', async () => {
    serveEverything();
    await loadAllStores();
    await notifications.putLocal({
      id: 'local-0123456789',
      context: 'account',
      message: 'account.finishRegistration',
      params: {},
      dateReceived: '2026-11-22T08:00:00.000Z',
      isLocal: true,
      redirectUrlWeb: null,
      redirectUrlMobile: null,
    });
    await resetAllStores();
    expect(tasks.items).toEqual([]);
    expect(notifications.items).toEqual([]);
    expect(profile.profile).toEqual(DEFAULT_PROFILE);
    expect(settings.settings).toEqual(DEFAULT_CALENDAR_SETTINGS);
    for (const name of LOCAL_STORES) {
      expect(await localDb[name].length()).toBe(0);
    }
  });
});
