// The calendar settings, live: the settings store's value and every settings:settings-changed on the bus.
import { useEffect, useState } from 'react';
import { bus } from '@planner/shared/bus';
import { settings as settingsStore } from '@planner/shared/sync';
import type { CalendarSettings } from '@planner/shared/model';

export function useCalendarSettings(): CalendarSettings {
  const [value, setValue] = useState<CalendarSettings>(() => settingsStore.settings);
  useEffect(() => {
    const sub = settingsStore.settings$.subscribe((s) => setValue(s));
    const off = bus.on('settings:settings-changed', ({ settings }) => setValue(settings));
    return () => {
      sub.unsubscribe();
      off();
    };
  }, []);
  return value;
}
