// Recurrence expansion: a stored series (plus its override records) becomes the occurrences of a visible range.
import type { CalendarEvent } from '../model';
import {
  dayOfOccurrenceNumber,
  repeatRuleOf,
  ruleDays,
  ruleHasDay,
  type RepeatRule,
} from './repeatRule';
import {
  DAY_MS,
  epochDayOf,
  epochDayOfIsoDate,
  formatWithOffset,
  formatZonedIso,
  resolveWallTime,
  wallTimeOf,
  wallToNaive,
} from './zonedTime';

/** One thing to draw on the calendar. */
export interface Occurrence {
  /**
   * Stable across renders and ranges: a single event's id, or `<recurrenceId>@<original start in
   * UTC ISO>` for an occurrence of a series (the same key whether or not it is overridden).
   */
  key: string;
  /** 'single': a non-recurring event; 'occurrence': generated from a series; 'override': an edited occurrence. */
  kind: 'single' | 'occurrence' | 'override';
  /** The stored record whose data to show (title, colour...): the single event, the series or the override. */
  event: CalendarEvent;
  /** Start and end, ISO 8601 with the offset of the event's time zone at that instant. */
  start: string;
  end: string;
  /** For a series' occurrence or override: the start the series gives it (the override's key). Else null. */
  originalStart: string | null;
  recurrenceId: string | null;
}

/** A record that is a series (not a single event, not an override). */
export function isSeries(e: CalendarEvent): boolean {
  return e.recurrence !== 'none' && e.originalStart === null;
}

/** A record that replaces (or cancels) one occurrence of a series. */
export function isOverride(e: CalendarEvent): boolean {
  return e.originalStart !== null && e.recurrenceId !== null;
}

export function occurrenceKey(recurrenceId: string, originalStart: string): string {
  return `${recurrenceId}@${new Date(Date.parse(originalStart)).toISOString()}`;
}

/** Same instant, whatever the offset notation (…T09:00:00+02:00 equals …T07:00:00Z). */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/** The series' rule, prepared once: which days, at what wall time, for how long. */
interface SeriesRule {
  series: CalendarEvent;
  timeZone: string;
  firstDay: number;
  lastDay: number;
  /** Which days: the kind and its refinements. */
  days: RepeatRule;
  /** Wall-clock time of day of the start (ms since midnight). */
  timeOfDay: number;
  /** Wall-clock duration: an 09:00-10:00 event stays 09:00-10:00 on either side of a DST change. */
  wallDuration: number;
  /** The stored start and end (epoch ms): the first occurrence is the stored event itself. */
  firstStart: number;
  firstEnd: number;
}

/** Each record's rule, read once: a record is never changed in place (an edit makes a new one). */
const rules = new WeakMap<CalendarEvent, SeriesRule>();

function ruleOf(series: CalendarEvent): SeriesRule {
  let rule = rules.get(series);
  if (!rule) {
    rule = readRule(series);
    rules.set(series, rule);
  }
  return rule;
}

function readRule(series: CalendarEvent): SeriesRule {
  const tz = series.timeZone;
  const firstStart = Date.parse(series.startDate);
  const firstEnd = Date.parse(series.endDate);
  const startWall = wallTimeOf(firstStart, tz);
  const endWall = wallTimeOf(firstEnd, tz);
  const startNaive = wallToNaive(startWall);
  const firstDay = epochDayOf(startWall);
  const days = repeatRuleOf(series, firstDay);
  return {
    series,
    timeZone: tz,
    firstDay,
    lastDay: series.recurrenceEnd
      ? epochDayOfIsoDate(series.recurrenceEnd)
      : series.count !== undefined
        ? dayOfOccurrenceNumber(days, series.count)
        : Infinity,
    days,
    timeOfDay: startNaive - firstDay * DAY_MS,
    wallDuration: wallToNaive(endWall) - startNaive,
    firstStart,
    firstEnd,
  };
}

/** Start and end of the occurrence on a calendar day: instants, and ISO strings in the zone. */
function occurrenceOn(
  rule: SeriesRule,
  epochDay: number,
): { start: number; end: number; startIso: string; endIso: string } {
  if (epochDay === rule.firstDay) {
    // Read back from its wall time, a start at the second 02:30 of a fall-back night would become
    // the first 02:30: the stored instants are the first occurrence, whatever the wall clock says.
    return {
      start: rule.firstStart,
      end: rule.firstEnd,
      startIso: formatZonedIso(rule.firstStart, rule.timeZone),
      endIso: formatZonedIso(rule.firstEnd, rule.timeZone),
    };
  }
  const naiveStart = epochDay * DAY_MS + rule.timeOfDay;
  const start = resolveWallTime(naiveStart, rule.timeZone);
  const end = resolveWallTime(naiveStart + rule.wallDuration, rule.timeZone);
  return {
    start: start.instant,
    end: end.instant,
    startIso: formatWithOffset(start.instant, start.offset),
    endIso: formatWithOffset(end.instant, end.offset),
  };
}

/** Is `instant` the start the series gives one of its occurrences? */
export function isOccurrenceStartOf(series: CalendarEvent, instant: string): boolean {
  if (!isSeries(series)) return false;
  const rule = ruleOf(series);
  const ms = Date.parse(instant);
  const day = epochDayOf(wallTimeOf(ms, rule.timeZone));
  // A start moved forward by a DST gap can fall on the next day: look at the day before too.
  return [day, day - 1].some(
    (d) =>
      d >= rule.firstDay &&
      d <= rule.lastDay &&
      ruleHasDay(rule.days, d) &&
      occurrenceOn(rule, d).start === ms,
  );
}

/**
 * At most this many calendar days are enumerated per series and call (about 20 years): a range
 * reaching to the year 9999 must not freeze the page. Ranges on screen are far shorter.
 */
export const MAX_EXPANSION_DAYS = 7_320;

const overlaps = (start: number, end: number, rangeStart: number, rangeEnd: number): boolean =>
  start < rangeEnd && end > rangeStart;

/**
 * The occurrences of a series that overlap [rangeStart, rangeEnd), sorted by start.
 *
 * - Times are computed in the series' IANA time zone: an 09:00 Europe/Paris weekly event is at
 *   09:00 Paris time before and after the DST change (its UTC time moves, its wall time does not).
 * - daily: every day; weekdays: Monday to Friday (a series starting on a weekend begins on the
 *   next Monday); weekly: the start's weekday; monthly: the start's day of month (months without
 *   it are skipped); annually: the start's month and day (Feb 29 only in leap years).
 * - Refinements (repeatRule.ts): every `interval` days/weeks (Monday-start weeks)/months/years,
 *   weekly on `byWeekday`, monthly on the nth or last weekday or the last day, `count` times.
 * - recurrenceEnd is inclusive: the last calendar day (in the event's zone) that may have one.
 * - `overrides`: records with the same recurrenceId whose originalStart is an occurrence's start
 *   replace that occurrence (their own times and data), or remove it when `cancelled`. An
 *   override moved into the range from outside it is included; others are ignored.
 * - A 'none' record is returned as itself when it overlaps the range.
 */
export function expandSeries(
  series: CalendarEvent,
  overrides: readonly CalendarEvent[],
  rangeStart: Date,
  rangeEnd: Date,
): Occurrence[] {
  const from = rangeStart.getTime();
  const to = rangeEnd.getTime();
  if (!isSeries(series)) {
    const single = singleOccurrence(series);
    return overlaps(Date.parse(single.start), Date.parse(single.end), from, to) ? [single] : [];
  }
  const recurrenceId = series.recurrenceId ?? series.id;
  const rule = ruleOf(series);
  const mine = overrides.filter((o) => o.recurrenceId === recurrenceId && o.originalStart !== null);
  const overriddenStarts = new Set(mine.map((o) => Date.parse(o.originalStart ?? '')));

  // Calendar days that may hold a visible occurrence, with a day of margin for offsets and the
  // duration (an occurrence starting before the range can still overlap it).
  const firstVisible = epochDayOf(wallTimeOf(from - rule.wallDuration, rule.timeZone)) - 1;
  const lastVisible = epochDayOf(wallTimeOf(to, rule.timeZone)) + 1;
  const out: Occurrence[] = [];
  const fromDay = Math.max(firstVisible, rule.firstDay);
  const toDay = Math.min(lastVisible, rule.lastDay, fromDay + MAX_EXPANSION_DAYS);
  for (const day of ruleDays(rule.days, fromDay)) {
    if (day > toDay) break;
    const { start, end, startIso, endIso } = occurrenceOn(rule, day);
    if (overriddenStarts.has(start) || !overlaps(start, end, from, to)) continue;
    out.push({
      key: `${recurrenceId}@${new Date(start).toISOString()}`,
      kind: 'occurrence',
      event: series,
      start: startIso,
      end: endIso,
      originalStart: startIso,
      recurrenceId,
    });
  }
  for (const o of mine) {
    const originalStart = o.originalStart ?? '';
    if (o.cancelled || !isOccurrenceStartOf(series, originalStart)) continue;
    const start = Date.parse(o.startDate);
    const end = Date.parse(o.endDate);
    if (!overlaps(start, end, from, to)) continue;
    out.push({
      key: occurrenceKey(recurrenceId, originalStart),
      kind: 'override',
      event: o,
      start: formatZonedIso(start, o.timeZone),
      end: formatZonedIso(end, o.timeZone),
      originalStart: formatZonedIso(Date.parse(originalStart), rule.timeZone),
      recurrenceId,
    });
  }
  return out.sort(byStart);
}

function singleOccurrence(e: CalendarEvent): Occurrence {
  return {
    key: e.id,
    kind: 'single',
    event: e,
    start: formatZonedIso(Date.parse(e.startDate), e.timeZone),
    end: formatZonedIso(Date.parse(e.endDate), e.timeZone),
    originalStart: null,
    recurrenceId: null,
  };
}

function byStart(a: Occurrence, b: Occurrence): number {
  return Date.parse(a.start) - Date.parse(b.start) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The calendar's records held apart (docs/product.md section 4): single events, series, and overrides. */
export function partitionEvents(events: readonly CalendarEvent[]): {
  singles: CalendarEvent[];
  series: CalendarEvent[];
  overrides: CalendarEvent[];
} {
  const singles: CalendarEvent[] = [];
  const series: CalendarEvent[] = [];
  const overrides: CalendarEvent[] = [];
  for (const e of events) {
    if (isOverride(e)) overrides.push(e);
    else if (isSeries(e)) series.push(e);
    else singles.push(e);
  }
  return { singles, series, overrides };
}

/**
 * Everything to draw for a range from the calendar's whole state: single events, every series
 * expanded with its overrides. Overrides whose series is gone are not shown.
 */
export function expandEvents(
  events: readonly CalendarEvent[],
  rangeStart: Date,
  rangeEnd: Date,
): Occurrence[] {
  const { singles, series, overrides } = partitionEvents(events);
  const out: Occurrence[] = [];
  for (const s of series) out.push(...expandSeries(s, overrides, rangeStart, rangeEnd));
  for (const e of singles) out.push(...expandSeries(e, [], rangeStart, rangeEnd));
  return out.sort(byStart);
}
