// Wall-clock time in an IANA time zone with plain Intl (no Temporal), the base of DST-safe recurrence.
import { dateTimeFormat } from '../intl';

/** A local date and time as a clock on the wall of the zone shows it. month is 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export const DAY_MS = 86_400_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    era: 'short',
  });
}

/** The wall time in `timeZone` at an instant, as Intl formats it (about 10 µs a call). */
function formattedWallTime(instantMs: number, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
  const era = parts.find((p) => p.type === 'era')?.value;
  const year = get('year');
  return {
    year: era === 'BC' || era === 'B' ? 1 - year : year,
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    millisecond: ((instantMs % 1000) + 1000) % 1000,
  };
}

/** A stretch of time over which a zone's offset from UTC stays the same. */
interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

/**
 * How far either side of an instant its offset is checked before the span is remembered. Like
 * resolveWallTime's probes, this takes a zone never to change its offset and change it back within a
 * day, which no zone of the IANA database does.
 */
const SPAN_PROBE_MS = DAY_MS;
const SPANS_PER_ZONE = 16;
const offsetSpans = new Map<string, OffsetSpan[]>();

function knownOffset(instantMs: number, timeZone: string): number | undefined {
  for (const span of offsetSpans.get(timeZone) ?? []) {
    if (instantMs >= span.from && instantMs <= span.to) return span.offset;
  }
  return undefined;
}

/** Remembers a span, joined with those of the same offset it overlaps (a DST season fills in as one). */
function rememberSpan(timeZone: string, span: OffsetSpan): void {
  let joined = span;
  const others: OffsetSpan[] = [];
  for (const s of offsetSpans.get(timeZone) ?? []) {
    if (s.offset === joined.offset && s.from <= joined.to && joined.from <= s.to) {
      joined = {
        from: Math.min(s.from, joined.from),
        to: Math.max(s.to, joined.to),
        offset: joined.offset,
      };
    } else others.push(s);
  }
  offsetSpans.set(timeZone, [joined, ...others].slice(0, SPANS_PER_ZONE));
}

/**
 * The wall time in `timeZone` at an instant (epoch ms). Intl answers the first call around a date;
 * later calls within a span whose offset is known add that offset, without Intl (expanding 200 series
 * over a week made about 1,500 Intl calls, 20 ms).
 */
export function wallTimeOf(instantMs: number, timeZone: string): WallTime {
  const known = knownOffset(instantMs, timeZone);
  if (known !== undefined) return naiveToWall(instantMs + known);
  const wall = formattedWallTime(instantMs, timeZone);
  const offset = wallToNaive(wall) - instantMs;
  const offsetOf = (t: number) => wallToNaive(formattedWallTime(t, timeZone)) - t;
  if (
    offsetOf(instantMs - SPAN_PROBE_MS) === offset &&
    offsetOf(instantMs + SPAN_PROBE_MS) === offset
  ) {
    rememberSpan(timeZone, {
      from: instantMs - SPAN_PROBE_MS,
      to: instantMs + SPAN_PROBE_MS,
      offset,
    });
  }
  return wall;
}

/**
 * The wall time read as if it were UTC, in ms. Differences of these are wall-clock differences,
 * and whole days of them are calendar days (UTC has no DST).
 */
export function wallToNaive(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
  return d.getTime();
}

export function naiveToWall(naive: number): WallTime {
  const d = new Date(naive);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

/** The zone's offset from UTC at an instant, in ms (Paris in summer: +7,200,000). */
export function offsetAt(instantMs: number, timeZone: string): number {
  return wallToNaive(wallTimeOf(instantMs, timeZone)) - instantMs;
}

/** Probes of the offset in force around a wall time are taken on this grid, so they repeat and cache. */
const PROBE_GRID_MS = 6 * 3_600_000;
const PROBE_CACHE_LIMIT = 20_000;
const probeCache = new Map<string, number>();

/**
 * The offset at a probe instant, cached. Any probe at least 14 h (the largest offset) from the
 * wall time is as good as another, so probes snap to a 6-hour grid and repeat from one
 * occurrence to the next: expanding a series then costs about one Intl call per occurrence.
 */
function probeOffset(probe: number, timeZone: string): number {
  const key = `${timeZone}|${probe}`;
  let offset = probeCache.get(key);
  if (offset === undefined) {
    if (probeCache.size >= PROBE_CACHE_LIMIT) probeCache.clear();
    offset = offsetAt(probe, timeZone);
    probeCache.set(key, offset);
  }
  return offset;
}

/**
 * The instant at which the zone's clocks show `naive` (a wall time as from wallToNaive), with
 * the offset in force then. Like Temporal's 'compatible' disambiguation: a time repeated when
 * clocks go back gives the earlier instant; a time skipped when clocks go forward is moved
 * forward by the gap (02:30 on the spring-forward night in Paris becomes 03:30).
 */
export function resolveWallTime(
  naive: number,
  timeZone: string,
): { instant: number; offset: number } {
  // Offsets are under 15 h, so the instant lies within 15 h of `naive`: the offsets in force
  // at least that far either side are the only candidates.
  const before = probeOffset(
    Math.floor((naive - DAY_MS) / PROBE_GRID_MS) * PROBE_GRID_MS,
    timeZone,
  );
  const after = probeOffset(Math.floor((naive + DAY_MS) / PROBE_GRID_MS) * PROBE_GRID_MS, timeZone);
  if (before === after) return { instant: naive - before, offset: before };
  const candidates = [naive - before, naive - after].filter((t) => wallMatches(t, naive, timeZone));
  if (candidates.length > 0) {
    const instant = Math.min(...candidates);
    return { instant, offset: naive - instant };
  }
  // Skipped wall time: read it with the offset in force before the jump, which lands after it.
  const instant = naive - before;
  return { instant, offset: offsetAt(instant, timeZone) };
}

export function naiveToInstant(naive: number, timeZone: string): number {
  return resolveWallTime(naive, timeZone).instant;
}

function wallMatches(instant: number, naive: number, timeZone: string): boolean {
  return instant + offsetAt(instant, timeZone) === naive;
}

export function instantOf(wall: WallTime, timeZone: string): number {
  return naiveToInstant(wallToNaive(wall), timeZone);
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** YYYY-MM-DD of a wall time. */
export function formatIsoDate(w: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-30T09:00:00+02:00. */
export function formatZonedIso(instantMs: number, timeZone: string): string {
  return formatWithOffset(instantMs, offsetAt(instantMs, timeZone));
}

/** ISO 8601 of an instant seen with a known offset (ms), without asking Intl again. */
export function formatWithOffset(instantMs: number, offsetMs: number): string {
  const w = naiveToWall(instantMs + offsetMs);
  const offsetMin = Math.round(offsetMs / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const ms = w.millisecond ? `.${pad(w.millisecond, 3)}` : '';
  return (
    `${formatIsoDate(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${ms}` +
    `${sign}${pad(Math.floor(Math.abs(offsetMin) / 60))}:${pad(Math.abs(offsetMin) % 60)}`
  );
}

/** The calendar date (YYYY-MM-DD) in the zone at an instant. */
export function zonedIsoDate(instantMs: number, timeZone: string): string {
  return formatIsoDate(wallTimeOf(instantMs, timeZone));
}

/** Days since 1970-01-01 of a calendar date (for calendar arithmetic). */
export function epochDayOf(w: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return Math.floor(wallToNaive({ ...w, hour: 0, minute: 0, second: 0, millisecond: 0 }) / DAY_MS);
}

/** The first epoch day on or after `from` that is the `dayOfMonth`-th of its month (1-31; the 31st skips
 * the months without one). */
export function nextDayOfMonth(from: number, dayOfMonth: number): number {
  let day = from;
  while (new Date(day * DAY_MS).getUTCDate() !== dayOfMonth) day++;
  return day;
}

/** Parses YYYY-MM-DD into its epoch day. */
export function epochDayOfIsoDate(date: string): number {
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Expected a date YYYY-MM-DD, got "${date}"`);
  return epochDayOf({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}
