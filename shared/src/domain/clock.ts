// Times of day as the product writes them, one format per language on every screen (docs/product.md
// section 2): 12-hour in English ("6:00 PM"), 24-hour in French ("18:00"). FullCalendar's event and slot
// labels, the sidebars, the task list, presets, settings and notifications all go through here.
import { wallTimeOf } from './zonedTime';

/** Between the number and AM/PM, and before a range's dash: a space that never breaks the line. */
const NBSP = '\u00a0';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the product writes this language's times on a 24-hour clock (French) or a 12-hour one. */
export function uses24HourClock(language: string): boolean {
  return language.toLowerCase().startsWith('fr');
}

/** A wall-clock time: formatClock(18, 0, 'en') is "6:00 PM", formatClock(18, 0, 'fr') "18:00". */
export function formatClock(hour: number, minute: number, language: string): string {
  if (uses24HourClock(language)) return `${pad(hour)}:${pad(minute)}`;
  const h = hour % 24;
  return `${((h + 11) % 12) + 1}:${pad(minute)}${NBSP}${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant's time in `timeZone` (default: this browser's), e.g. "6:00 PM". */
export function formatTime(
  instant: Date | number | string,
  language: string,
  timeZone?: string,
): string {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (timeZone) {
    const wall = wallTimeOf(ms, timeZone);
    return formatClock(wall.hour, wall.minute, language);
  }
  const local = new Date(ms);
  return formatClock(local.getHours(), local.getMinutes(), language);
}

/** A wall-clock time's fields (what FullCalendar hands a formatter function). */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** From one wall-clock time to another: "6:00 PM – 7:00 PM", "18:00 – 19:00". */
export function formatClockRange(start: ClockTime, end: ClockTime, language: string): string {
  const from = formatClock(start.hour, start.minute, language);
  return `${from}${NBSP}– ${formatClock(end.hour, end.minute, language)}`;
}

/** From one instant's time to another's, in `timeZone` (default: this browser's). */
export function formatTimeRange(
  start: Date | number | string,
  end: Date | number | string,
  language: string,
  timeZone?: string,
): string {
  return `${formatTime(start, language, timeZone)}${NBSP}– ${formatTime(end, language, timeZone)}`;
}

/** A stored time of day ("18:00", "18:00:00", "24:00:00"), written the product's way; anything else as is. */
export function formatTimeOfDay(time: string, language: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  return formatClock(Number(match[1]), Number(match[2]), language);
}

/** A length of time, the same in English and French: 420 → "7 h", 450 → "7 h 30 min", 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
