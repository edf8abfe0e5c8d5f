// The settings' fields the calendar's first paint needs (its hours and default view), kept in local
// storage so a reload draws the grid with them at once (docs/product.md section 3).
import type { CalendarSettings } from '../model';
import { CALENDAR_VIEWS } from '../model/constants';
import type { FirstPaintFields } from './localCopy';

export const SETTINGS_FIRST_PAINT_KEY = 'planner:calendarSettings';

type Kept = Pick<
  CalendarSettings,
  'slotMinTime' | 'slotMaxTime' | 'slotDuration' | 'slotLabelInterval' | 'displayRange'
>;

const HHMMSS = /^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The kept fields when every one is as the settings schema allows; else null (the defaults show). */
function parse(raw: unknown): Partial<CalendarSettings> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const time = (v: unknown, format: RegExp): v is string => typeof v === 'string' && format.test(v);
  if (
    !time(r.slotMinTime, HHMMSS) ||
    !time(r.slotMaxTime, HHMMSS) ||
    r.slotMaxTime <= r.slotMinTime ||
    !time(r.slotDuration, HHMMSS) ||
    r.slotDuration === '00:00:00' ||
    !time(r.slotLabelInterval, HHMM) ||
    r.slotLabelInterval === '00:00' ||
    !(CALENDAR_VIEWS as readonly unknown[]).includes(r.displayRange)
  ) {
    return null;
  }
  const kept: Kept = {
    slotMinTime: r.slotMinTime,
    slotMaxTime: r.slotMaxTime,
    slotDuration: r.slotDuration,
    slotLabelInterval: r.slotLabelInterval,
    displayRange: r.displayRange as Kept['displayRange'],
  };
  return kept;
}

export const settingsFirstPaint: FirstPaintFields<CalendarSettings> = {
  storageKey: SETTINGS_FIRST_PAINT_KEY,
  pick: ({ slotMinTime, slotMaxTime, slotDuration, slotLabelInterval, displayRange }) => ({
    slotMinTime,
    slotMaxTime,
    slotDuration,
    slotLabelInterval,
    displayRange,
  }),
  parse,
};
