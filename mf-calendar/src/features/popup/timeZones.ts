// The time zones the popup offers: current IANA names with their UTC offsets, the person's own and recent zones first.
import { isValidTimeZone } from '@planner/shared/model/checks';
import { dateTimeFormat } from '@planner/shared/intl';
import { currentZoneName } from './zoneName';

export { currentZoneName };

export interface ZoneChoice {
  value: string;
  /** "Asia/Kolkata (UTC+05:30)": the place in words, then its offset now. */
  label: string;
  offsetMinutes: number;
}

/** The zone's offset from UTC at `at`, in minutes (Paris in winter: 60). */
export function offsetMinutes(zone: string, at: Date): number {
  const name =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-−])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  const sign = m[1] === '+' ? 1 : -1;
  return sign * (Number(m[2]) * 60 + Number(m[3]));
}

/** UTC+05:30, UTC−03:00, UTC. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes > 0 ? '+' : '−'}${hh}:${mm}`;
}

function choiceOf(zone: string, at: Date): ZoneChoice {
  const minutes = offsetMinutes(zone, at);
  return {
    value: zone,
    label: `${zone.replace(/_/g, ' ')} (${offsetText(minutes)})`,
    offsetMinutes: minutes,
  };
}

export interface ZoneGroups {
  own: ZoneChoice[];
  recent: ZoneChoice[];
  all: ZoneChoice[];
}

/**
 * Every zone the browser knows under its current name, from the westernmost offset east (then by name),
 * plus the person's own zone and the recent ones in groups of their own; the event's zone is always there.
 */
export function timeZoneChoices(
  current: string,
  own: string,
  recent: readonly string[],
  at: Date = new Date(),
): ZoneGroups {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = new Set<string>(
    (supported ? supported('timeZone') : []).map(currentZoneName).filter(isValidTimeZone),
  );
  names.add('UTC');
  const ownName = currentZoneName(own);
  const recentNames = recent.map(currentZoneName).filter((z) => z !== ownName && names.has(z));
  const first = new Set([ownName, ...recentNames]);
  if (!first.has(current)) names.add(current);
  const all = [...names]
    .filter((z) => !first.has(z))
    .map((z) => choiceOf(z, at))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
  return {
    own: [choiceOf(ownName, at)],
    recent: recentNames.map((z) => choiceOf(z, at)),
    all,
  };
}

/** Whether a choice matches what was typed: "kyiv", "new york", "+05:30", "utc-3" (case and "_" ignored). */
export function matchesZone(choice: ZoneChoice, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/_/g, ' ').replace(/−/g, '-');
  if (!q) return true;
  const label = choice.label.toLowerCase().replace(/−/g, '-');
  if (label.includes(q)) return true;
  // "utc+5" or "+5" finds UTC+05:00.
  const m = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(q);
  if (!m) return false;
  const minutes = (m[1] === '+' ? 1 : -1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  return choice.offsetMinutes === minutes;
}

const RECENT_KEY = 'planner.recentTimeZones';
const RECENT_MAX = 5;

/** The zones last chosen for events, most recent first (this browser only). */
export function recentTimeZones(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((z): z is string => typeof z === 'string' && isValidTimeZone(z))
      : [];
  } catch {
    return [];
  }
}

/** Remembers a zone chosen for an event (the person's own zone needs no remembering). */
export function rememberTimeZone(zone: string, own: string): void {
  if (currentZoneName(zone) === currentZoneName(own)) return;
  try {
    const next = [zone, ...recentTimeZones().filter((z) => z !== zone)].slice(0, RECENT_MAX);
    localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or off: the list is only a convenience.
  }
}
