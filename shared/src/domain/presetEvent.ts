// Turns a preset (stored or recommended) into the event it stands for, on a given day in a given time zone.
import type { EventInput, Recurrence } from '../model';
import { DAY_MS, epochDayOfIsoDate, formatZonedIso, naiveToInstant, wallTimeOf } from './zonedTime';
import { minutesOfDay } from './recommendPresets';

/** What of a preset makes an event (Preset and Recommendation both have it). */
export interface PresetShape {
  title: string;
  description?: string;
  color?: string;
  durationMin: number;
  startTime: string | null;
  allDay?: boolean;
  recurrence?: Recurrence;
  reminderMinutes?: number | null;
}

/** Timed presets without a start time start at this hour. */
export const DEFAULT_PRESET_START = '09:00';

/**
 * The event a preset makes on `day` (YYYY-MM-DD, in `timeZone`): at the preset's start time (or
 * 09:00) for its duration, or all day over as many days as its duration covers. A recurring preset
 * makes a series (its recurrenceId is assigned when the event is created: planEventCreate).
 */
export function presetToEventInput(
  preset: PresetShape,
  day: string,
  timeZone: string,
  extra: { presetId?: string | null; lastUpdated: number },
): EventInput {
  const dayStart = epochDayOfIsoDate(day) * DAY_MS;
  const allDay = preset.allDay ?? false;
  const startNaive = allDay
    ? dayStart
    : dayStart + minutesOfDay(preset.startTime ?? DEFAULT_PRESET_START) * 60_000;
  const endNaive = allDay
    ? dayStart + Math.max(1, Math.ceil(preset.durationMin / 1440)) * DAY_MS
    : startNaive + preset.durationMin * 60_000;
  return {
    title: preset.title,
    description: preset.description ?? '',
    color: preset.color ?? '#FF6700',
    allDay,
    startDate: formatZonedIso(naiveToInstant(startNaive, timeZone), timeZone),
    endDate: formatZonedIso(naiveToInstant(endNaive, timeZone), timeZone),
    timeZone,
    recurrence: preset.recurrence ?? 'none',
    reminderMinutes: preset.reminderMinutes ?? null,
    presetId: extra.presetId ?? null,
    lastUpdated: extra.lastUpdated,
  };
}

/**
 * The first day, from the day of `now` in `timeZone`, on which a preset starting at `startTime`
 * is still ahead: today if that time has not passed yet, else tomorrow.
 */
export function nextDayFor(startTime: string | null, now: Date, timeZone: string): string {
  const wall = wallTimeOf(now.getTime(), timeZone);
  const nowMin = wall.hour * 60 + wall.minute;
  const todayNaive = Date.UTC(wall.year, wall.month - 1, wall.day);
  const passed = startTime !== null && minutesOfDay(startTime) <= nowMin;
  return new Date(todayNaive + (passed ? DAY_MS : 0)).toISOString().slice(0, 10);
}
