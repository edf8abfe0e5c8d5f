// The page's synced stores (singletons shared by the shell and every remote), loaded and reset together.
// Their schemas load with the first read (schemas.ts): state, empty or restored, is there at once.
import type {
  AppNotification,
  CalendarEvent,
  EventInput,
  Preset,
  PresetInput,
  Task,
  TaskInput,
} from '../model';
import { clearAll, localDb } from './localDb';
import { ProfileStore } from './profileStore';
import { SettingsStore } from './settingsStore';
import type { LoadOutcome } from './status';
import { SyncedCollection } from './SyncedCollection';

export const tasks = new SyncedCollection<Task, TaskInput>({
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

export const calendar = new SyncedCollection<CalendarEvent, EventInput>({
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

export const eventPresets = new SyncedCollection<Preset, PresetInput>({
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
export const notifications = new SyncedCollection<AppNotification, AppNotification>({
  name: 'notifications',
  store: localDb.notifications,
  schema: (m) => m.notificationSchema,
  bodyKey: 'notification',
  paths: {
    list: '/notifications/all',
    update: (id) => `/notifications/update/${encodeURIComponent(id)}`,
  },
});

export const profile = new ProfileStore(localDb.profile);
export const settings = new SettingsStore(localDb.settings);

export type StoreName =
  'profile' | 'notifications' | 'settings' | 'calendar' | 'tasks' | 'eventPresets';

export interface StoreLoadError {
  store: StoreName;
  error: string;
  message: string;
}

export interface LoadAllResult {
  /** True when every store was read from the server. */
  ok: boolean;
  /** The stores served from their local copy (or defaults), with the failure of their read. */
  errors: StoreLoadError[];
}

/** docs/product.md section 4: profile, notifications, settings, calendar, tasks, presets. */
const LOAD_ORDER: ReadonlyArray<[StoreName, { load: () => Promise<LoadOutcome> }]> = [
  ['profile', profile],
  ['notifications', notifications],
  ['settings', settings],
  ['calendar', calendar],
  ['tasks', tasks],
  ['eventPresets', eventPresets],
];

/**
 * Loads every store, all at once (one round trip instead of six on a slow connection; failures are
 * reported in the product's order). Never throws: a failed read serves that store's local copy.
 */
export async function loadAllStores(): Promise<LoadAllResult> {
  const loaded = await Promise.all(
    LOAD_ORDER.map(async ([store, target]) => ({ store, outcome: await target.load() })),
  );
  const errors: StoreLoadError[] = loaded.flatMap(({ store, outcome }) =>
    outcome.ok ? [] : [{ store, error: outcome.error, message: outcome.message }],
  );
  return { ok: errors.length === 0, errors };
}

/** Logout: every store back to empty or defaults, and the local database cleared. */
export async function resetAllStores(): Promise<void> {
  await Promise.all([
    tasks.reset(),
    calendar.reset(),
    eventPresets.reset(),
    notifications.reset(),
    profile.reset(),
    settings.reset(),
  ]);
  await clearAll();
}
