import localforage from 'localforage';
import {
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_PROFILE,
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  LOCAL_STORES,
  type CalendarEvent,
} from '../model';
import {
  calendar,
  eventPresets,
  finishInterruptedReset,
  loadAll,
  notifications,
  profile,
  resetAll,
  settings,
  hideLocalCopies,
  showLocalCopies,
  tasks,
} from './entities';
import { getLastError } from './errors';
import { localDb } from './localDb';
import { queryClient } from './queryClient';
import { RESET_PENDING_KEY } from './resetGate';
import { heldRevision } from './revisions';
import { fail, heldReply, ok, setupTestApi, type Reply } from './testApi';

const api = setupTestApi({ mode: 'production' });

beforeEach(async () => {
  await resetAll();
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

function event(id: string, fields: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    title: `Event ${id}`,
    description: '',
    color: '#FF6700',
    allDay: false,
    startDate: '2026-11-23T09:00:00.000Z',
    endDate: '2026-11-23T10:00:00.000Z',
    timeZone: 'Europe/Paris',
    recurrence: 'none',
    recurrenceId: null,
    recurrenceEnd: null,
    originalStart: null,
    cancelled: false,
    reminderMinutes: null,
    presetId: null,
    lastUpdated: 1,
    ...fields,
  };
}

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

describe('loadAll', () => {
  it('loads profile, notifications, settings, calendar, tasks and presets', async () => {
    serveEverything();
    await expect(loadAll()).resolves.toEqual({ ok: true, errors: [] });
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
    expect(profile.value().jobTitle).toBe('Pilot');
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    expect(tasks.items().map((t) => t.id)).toEqual(['t1']);
    for (const entity of [profile, notifications, settings, calendar, tasks, eventPresets]) {
      expect(entity.snapshot()).toMatchObject({ settled: true, fromCache: false, error: null });
    }
  });

  it('loads them all at once: a slow answer holds no other entity back', async () => {
    serveEverything();
    let answerProfile: () => void = () => undefined;
    api.on(
      'GET /profile/profile',
      () =>
        new Promise<Reply>((resolve) => {
          answerProfile = () => resolve(ok({ ...DEFAULT_PROFILE, jobTitle: 'Pilot' }));
        }),
    );
    const loading = loadAll();
    await waitUntil(
      () => tasks.snapshot()?.settled === true && eventPresets.snapshot()?.settled === true,
    );
    expect(tasks.items().map((t) => t.id)).toEqual(['t1']);
    expect(profile.snapshot()?.settled ?? false).toBe(false);
    expect(profile.value()).toEqual(DEFAULT_PROFILE);
    answerProfile();
    await expect(loading).resolves.toEqual({ ok: true, errors: [] });
    expect(profile.value().jobTitle).toBe('Pilot');
  });

  it('reports the entities that fell back to their local copy and still loads the others', async () => {
    serveEverything();
    await localDb.calendar.setItem('e1', event('e1'));
    api.on('GET /calendar/calendar', fail(500, 'error-occurred', 'Calendar down'));
    const result = await loadAll();
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          store: 'calendar',
          failure: {
            ok: false,
            error: 'error-occurred',
            kind: 'server',
            status: 500,
            message: 'Calendar down',
            messageKey: 'common:errors.server',
          },
        },
      ],
    });
    expect(calendar.snapshot()).toMatchObject({
      value: [event('e1')],
      settled: true,
      fromCache: true,
      error: { error: 'error-occurred', message: 'Calendar down' },
    });
    expect(eventPresets.snapshot()).toMatchObject({ settled: true, fromCache: false });
    expect(tasks.items().map((t) => t.id)).toEqual(['t1']);
  });
});

describe('showLocalCopies', () => {
  it("shows every entity's local copy with no call to the server, not yet settled", async () => {
    serveEverything();
    api.on('GET /calendar/calendar', ok([event('e1')]));
    await loadAll();
    // A reload: a new page's cache is empty, the local database holds the last read.
    queryClient.clear();
    api.reset();
    await showLocalCopies();
    expect(api.requests).toEqual([]);
    expect(calendar.snapshot()).toEqual({
      value: [event('e1')],
      settled: false,
      fromCache: false,
      error: null,
    });
    expect(tasks.items().map((t) => t.title)).toEqual(['Call mum']);
    expect(profile.value().jobTitle).toBe('Pilot');
  });

  it('does not replace what the cache already holds (a read answered first)', async () => {
    serveEverything();
    await loadAll();
    queryClient.clear();
    api.on('GET /task/task', ok([{ ...task, title: 'Call dad' }]));
    await tasks.load();
    await showLocalCopies();
    expect(tasks.items().map((t) => t.title)).toEqual(['Call dad']);
  });

  it('shows nothing of the previous account when a sign-out overtakes it', async () => {
    serveEverything();
    await loadAll();
    queryClient.clear();
    const showing = showLocalCopies();
    await resetAll();
    await showing;
    expect(tasks.snapshot()).toBeUndefined();
    expect(profile.snapshot()).toBeUndefined();
  });

  it('waits for a sign-out that a closed page cut short, and then has nothing to show', async () => {
    serveEverything();
    await loadAll();
    localStorage.setItem(RESET_PENDING_KEY, '2026-11-25T08:00:00.000Z');
    queryClient.clear();
    const resumed = finishInterruptedReset();
    await showLocalCopies();
    await resumed;
    expect(tasks.items()).toEqual([]);
    expect(calendar.items()).toEqual([]);
  });
});

describe('hideLocalCopies', () => {
  it('takes the shown copies off the screen, one still being read included, and keeps the local database', async () => {
    serveEverything();
    await loadAll();
    queryClient.clear();
    await showLocalCopies();
    expect(tasks.items()).toHaveLength(1);
    queryClient.clear();
    const late = showLocalCopies();
    await hideLocalCopies();
    await late;
    for (const entity of [profile, notifications, settings, calendar, tasks, eventPresets]) {
      expect(entity.snapshot()).toBeUndefined();
    }
    expect(await localDb.tasks.length()).toBe(1);
  });
});

describe('resetAll', () => {
  it('clears every entity and the local data', async () => {
    serveEverything();
    await loadAll();
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
    await resetAll();
    expect(tasks.items()).toEqual([]);
    expect(notifications.items()).toEqual([]);
    expect(profile.value()).toEqual(DEFAULT_PROFILE);
    expect(settings.value()).toEqual(DEFAULT_CALENDAR_SETTINGS);
    for (const entity of [profile, notifications, settings, calendar, tasks, eventPresets]) {
      expect(entity.snapshot()).toBeUndefined();
    }
    for (const name of LOCAL_STORES) {
      expect(await localDb[name].length()).toBe(0);
    }
  });
});

describe('a sign-out cut short by a closed page', () => {
  it('is finished by the next page before it reads, so the previous account never shows', async () => {
    serveEverything();
    api.on('GET /task/task', { status: 200, body: { success: true, revision: 7, data: [task] } });
    await loadAll();
    expect(await localDb.tasks.length()).toBe(1);
    expect(await heldRevision('tasks')).toMatchObject({ revision: 7 });
    // The page closed just after the sign-out began: the mark is there, and so is the data.
    localStorage.setItem(RESET_PENDING_KEY, '2026-11-25T08:00:00.000Z');
    queryClient.clear();

    // The next page, another account: its first read waits for the reset to be finished.
    api.on('GET /task/task', ok([]));
    const seen: string[] = [];
    const stop = queryClient.getQueryCache().subscribe(() => {
      for (const item of tasks.items()) seen.push(item.id);
    });
    const resumed = finishInterruptedReset();
    const read = tasks.load();
    await Promise.all([resumed, read]);
    stop();
    expect(seen).toEqual([]);
    expect(tasks.items()).toEqual([]);
    // A full read: the held revision went with the rest.
    expect(api.requests.filter((r) => r.path.endsWith('/task/task')).at(-1)?.query).toBe('');
    expect(localStorage.getItem(RESET_PENDING_KEY)).toBeNull();
    expect(await localDb.tasks.length()).toBe(0);
  });

  it('leaves nothing to finish after a sign-out that completed', async () => {
    await resetAll();
    expect(localStorage.getItem(RESET_PENDING_KEY)).toBeNull();
  });
});

describe('resetAll during loadAll', () => {
  it('loadAll still resolves (it never throws) when a sign-out cancels its reads', async () => {
    serveEverything();
    const answer = heldReply(ok(DEFAULT_PROFILE));
    api.on('GET /profile/profile', answer.handler);
    const loading = loadAll().then(
      (result) => ({ resolved: result }),
      (reason: unknown) => ({ rejected: String(reason) }),
    );
    await waitUntil(() => api.requests.length === 6);
    await resetAll();
    // The server answers after the reset.
    answer.release();
    const settled = await loading;
    // Let the cancelled profile read finish before the test ends.
    await new Promise((r) => setTimeout(r, 150));
    expect(settled).toEqual({ resolved: expect.objectContaining({ ok: expect.any(Boolean) }) });
    expect(profile.snapshot()).toBeUndefined();
    expect(tasks.items()).toEqual([]);
  });
});

describe('errors are values', () => {
  it("a caller's outcome is its own: a later failure elsewhere does not change it", async () => {
    api.on('GET /calendar/calendar', ok([event('e1')]));
    await calendar.load();
    const theirs = event('e1', { title: 'Moved on the phone', lastUpdated: 50 });
    api.on('PUT /calendar/update/e1', fail(409, 'conflict', 'Version obsolète', theirs));

    const outcome = await calendar.update('e1', { ...event('e1'), title: 'Mine' });
    const conflict = {
      ok: false,
      error: 'conflict',
      kind: 'server',
      status: 409,
      message: 'Version obsolète',
      messageKey: 'common:errors.conflict',
    };
    expect(outcome).toEqual(conflict);
    // The conflict put the server's version in the cache.
    expect(calendar.get('e1')).toEqual(theirs);

    // Another entity fails afterwards: the global message moves on, the calendar caller's outcome does not.
    api.on('GET /notifications/all', fail(500, 'error-occurred', 'Notifications down'));
    await expect(notifications.load()).resolves.toMatchObject({
      ok: false,
      error: 'error-occurred',
      status: 500,
      messageKey: 'common:errors.server',
    });
    expect(getLastError()).toMatchObject({ code: 'error-occurred', status: 500 });
    expect(outcome).toEqual(conflict);
    expect(calendar.snapshot()).toMatchObject({ settled: true, fromCache: false, error: null });
    expect(calendar.get('e1')).toEqual(theirs);
  });
});
