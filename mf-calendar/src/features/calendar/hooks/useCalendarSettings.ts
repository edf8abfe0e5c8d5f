// The calendar settings, live from the page's cache (the settings screen's saves included).
import type { CalendarSettings } from '@planner/shared/model';
import { settings, useRecord } from '@planner/shared/sync';

export function useCalendarSettings(): CalendarSettings {
  return useRecord(settings).value;
}
