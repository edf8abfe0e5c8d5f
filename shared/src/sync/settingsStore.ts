// Calendar and app settings: a single record (GET /settings/settings, PUT /settings/update), announced on the bus.
import { bus as defaultBus, type EventBus } from '../bus';
import type { CalendarSettings } from '../model';
import { DEFAULT_CALENDAR_SETTINGS, SETTINGS_RECORD_KEY } from '../model/constants';
import type { BehaviorSubject } from 'rxjs';
import type { LocalStore } from './localDb';
import { SyncedRecord } from './SyncedRecord';

export class SettingsStore extends SyncedRecord<CalendarSettings> {
  constructor(store: LocalStore, bus: EventBus = defaultBus) {
    super({
      name: 'settings',
      store,
      key: SETTINGS_RECORD_KEY,
      paths: { read: '/settings/settings', update: '/settings/update' },
      bodyKey: 'settings',
      wireSchema: (m) => m.calendarSettingsSchema,
      storedSchema: (m) => m.calendarSettingsSchema,
      defaults: DEFAULT_CALENDAR_SETTINGS,
      toWire: (settings) => settings,
      fromWire: (settings) => settings,
      // Remotes (tasks' purge delay, the calendar's slots) follow the settings through the bus.
      onChange: (settings) => bus.publish('settings:settings-changed', { settings }),
    });
  }

  get settings$(): BehaviorSubject<CalendarSettings> {
    return this.value$;
  }

  get settings(): CalendarSettings {
    return this.value;
  }
}
