// The suite's six entities (docs/product.md section 3), their query keys and calls, loaded and reset together.
// Their schemas load with the first read (schemas.ts): the cache, empty or restored, is there at once.
import type { QueryClient } from '@tanstack/react-query';
import type {
  AppNotification,
  CalendarEvent,
  CalendarSettings,
  EventInput,
  Preset,
  PresetInput,
  Profile,
  StoredProfile,
  Task,
  TaskInput,
} from '../model';
import {
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_PROFILE,
  PROFILE_RECORD_KEY,
  SETTINGS_RECORD_KEY,
} from '../model/constants';
import { ListEntity } from './listEntity';
import { clearAll, localDb } from './localDb';
import type { Failure } from './outcome';
import { stripLastUpdated } from './profile';
import { clearRevisions } from './revisions';
import { clearOutbox } from './outbox';
import { endSession, queryClient } from './queryClient';
import { RecordEntity } from './recordEntity';
import {
  clearResetPending,
  localOwner,
  markResetPending,
  resumeReset,
  setLocalOwner,
} from './resetGate';
import { settingsFirstPaint } from './settingsFirstPaint';

export const tasks = new ListEntity<Task, TaskInput>({
  name: 'tasks',
  store: localDb.tasks,
  schema: (m) => m.taskSchema,
  bodyKey: 'task',
  paths: {
    list: '/task/task',
    create: '/task/create',
    update: (id) => `/task/update/${encodeURIComponent(id)}`,
    remove: (id) => `/task/delete/${encodeURIComponent(id)}`,
    removeMany: '/task/deletemulti',
  },
});

export const calendar = new ListEntity<CalendarEvent, EventInput>({
  name: 'calendar',
  store: localDb.calendar,
  schema: (m) => m.eventSchema,
  bodyKey: 'event',
  paths: {
    list: '/calendar/calendar',
    create: '/calendar/create',
    update: (id) => `/calendar/update/${encodeURIComponent(id)}`,
    remove: (id) => `/calendar/delete/${encodeURIComponent(id)}`,
  },
});

export const eventPresets = new ListEntity<Preset, PresetInput>({
  name: 'eventPresets',
  store: localDb.eventPresets,
  schema: (m) => m.presetSchema,
  bodyKey: 'preset',
  paths: {
    list: '/preset/preset',
    create: '/preset/create',
    update: (id) => `/preset/update/${encodeURIComponent(id)}`,
    remove: (id) => `/preset/delete/${encodeURIComponent(id)}`,
  },
});

/** The api only lists and updates notifications (docs/product.md section 7); local ones stay in the browser. */
export const notifications = new ListEntity<AppNotification, AppNotification>({
  name: 'notifications',
  store: localDb.notifications,
  schema: (m) => m.notificationSchema,
  bodyKey: 'notification',
  paths: {
    list: '/notifications/all',
    update: (id) => `/notifications/update/${encodeURIComponent(id)}`,
  },
});

/** The profile's lastUpdated is set by the client when the server's answer arrives. */
export const profile = new RecordEntity<StoredProfile, Profile>({
  name: 'profile',
  store: localDb.profile,
  key: PROFILE_RECORD_KEY,
  paths: { read: '/profile/profile', update: '/profile/update' },
  bodyKey: 'profile',
  wireSchema: (m) => m.profileSchema,
  storedSchema: (m) => m.storedProfileSchema,
  defaults: DEFAULT_PROFILE,
  toWire: stripLastUpdated,
  fromWire: (p) => ({ ...p, lastUpdated: Date.now() }),
});

export const settings = new RecordEntity<CalendarSettings>({
  name: 'settings',
  store: localDb.settings,
  key: SETTINGS_RECORD_KEY,
  paths: { read: '/settings/settings', update: '/settings/update' },
  bodyKey: 'settings',
  wireSchema: (m) => m.calendarSettingsSchema,
  storedSchema: (m) => m.calendarSettingsSchema,
  defaults: DEFAULT_CALENDAR_SETTINGS,
  // The calendar's hours and default view, for its first paint on a reload.
  firstPaint: settingsFirstPaint,
  toWire: (s) => s,
  fromWire: (s) => s,
});

export type StoreName =
  'profile' | 'notifications' | 'settings' | 'calendar' | 'tasks' | 'eventPresets';

export interface StoreLoadError {
  store: StoreName;
  failure: Failure;
}

export interface LoadAllResult {
  /** True when every entity was read from the server. */
  ok: boolean;
  /** The entities served from their local copy (or defaults), with the failure of their read. */
  errors: StoreLoadError[];
}

/** docs/product.md section 4: profile, notifications, settings, calendar, tasks, presets. */
/** What loadAll and readFailures need of an entity, list or record. */
interface Loadable {
  load(client: QueryClient): Promise<{ ok: true } | Failure>;
  showLocal(client: QueryClient): Promise<void>;
  snapshot(client: QueryClient): { error: Failure | null } | undefined;
}

const LOAD_ORDER: ReadonlyArray<[StoreName, Loadable]> = [
  ['profile', profile],
  ['notifications', notifications],
  ['settings', settings],
  ['calendar', calendar],
  ['tasks', tasks],
  ['eventPresets', eventPresets],
];

/** The failures of the last read of each entity that has one, in the product's order. */
export function readFailures(client: QueryClient = queryClient): StoreLoadError[] {
  return LOAD_ORDER.flatMap(([store, entity]) => {
    const failure = entity.snapshot(client)?.error;
    return failure ? [{ store, failure }] : [];
  });
}

/**
 * Makes this device's local data the signed-in user's (`uid`), before it is read. What another account
 * left without signing out (its session ended elsewhere: a password changed, the account deleted) is
 * cleared first, outbox included: it is never shown to, nor sent as, this account.
 */
export async function claimLocalData(
  uid: string,
  client: QueryClient = queryClient,
): Promise<void> {
  const previous = localOwner();
  if (previous && previous !== uid) await resetAll(client);
  setLocalOwner(uid);
}

/**
 * Reads every entity, all at once (one round trip instead of six on a slow connection; failures
 * are reported in the product's order). Never throws: a failed read serves that entity's local copy.
 */
export async function loadAll(client: QueryClient = queryClient): Promise<LoadAllResult> {
  const loaded = await Promise.all(
    LOAD_ORDER.map(async ([store, entity]) => ({ store, outcome: await entity.load(client) })),
  );
  const errors: StoreLoadError[] = loaded.flatMap(({ store, outcome }) =>
    outcome.ok ? [] : [{ store, failure: outcome }],
  );
  return { ok: errors.length === 0, errors };
}

/**
 * Shows every entity's local copy before the user is known (a signed-in page's reload: the session hint
 * says whose copy it is). The server's read, after the identity check, replaces it (loadAll).
 */
export async function showLocalCopies(client: QueryClient = queryClient): Promise<void> {
  await Promise.all(LOAD_ORDER.map(([, entity]) => entity.showLocal(client)));
}

/**
 * The identity check found nobody after all (the session ended elsewhere): what showLocalCopies put on
 * screen leaves it, one still being read included. The local database stays until someone signs in
 * (claimLocalData).
 */
export async function hideLocalCopies(client: QueryClient = queryClient): Promise<void> {
  endSession();
  await client.cancelQueries();
  client.clear();
}

/**
 * Sign-out: the cache emptied, calls in flight ignored, the local database and the outbox cleared. Marked
 * as pending until done, so that a page closed halfway has the next one finish it (resetGate.ts); the
 * revisions go first, so that even a reset cut short never leaves one over a partial copy.
 */
export async function resetAll(client: QueryClient = queryClient): Promise<void> {
  markResetPending();
  endSession();
  await client.cancelQueries();
  client.clear();
  await clearRevisions();
  const copies = [tasks, calendar, eventPresets, notifications, profile, settings];
  await Promise.all(copies.map((entity) => entity.copy.clear()));
  await clearAll();
  await clearOutbox(client);
  setLocalOwner(null);
  clearResetPending();
}

/** A sign-out that a closed page cut short: finished before this page reads the local copy. */
export function finishInterruptedReset(): Promise<void> {
  return resumeReset(() => resetAll());
}

void finishInterruptedReset();
