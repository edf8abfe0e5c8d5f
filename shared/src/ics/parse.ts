// parseIcs(): an .ics file (RFC 5545, read by ical.js) -> our events, series, overrides and cancellations
// (docs/product.md section 10). Pure: no clock or zone of its own (both come in the options), no I/O.
import ICAL from 'ical.js';
import type { CalendarEvent, Recurrence } from '../model';
import {
  MAX_ICS_BYTES,
  MAX_ICS_EVENTS,
  MAX_REMINDER_MINUTES,
  MAX_REPEAT_COUNT,
  MAX_REPEAT_INTERVAL,
  MAX_YEAR,
  MIN_YEAR,
} from '../model/constants';
import { isStorableText, isValidTimeZone } from '../model/checks';
import { daysInMonth } from '../domain/repeatRule';
import { DAY_MS, formatIsoDate, naiveToInstant } from '../domain/zonedTime';
import { wallAt, zonedIso } from './offsets';
import { hash128 } from './hash';
import { ianaZoneOf } from './zones';

/** An event ready for an 'upsert' of POST /calendar/apply (lastUpdated is added when it is sent). */
export type ImportedEvent = Omit<CalendarEvent, 'id' | 'lastUpdated' | 'externalId'> & {
  externalId: string;
};

export interface IcsCounts {
  /** Single events (not repeating), expanded occurrences included. */
  events: number;
  /** Repeating events kept as one series. */
  series: number;
  /** Edited occurrences of a series (RECURRENCE-ID). */
  overrides: number;
  /** Deleted occurrences of a series (EXDATE, or a cancelled RECURRENCE-ID). */
  cancelled: number;
  /** Events (or whole series) that end before January 1 of this year, and cancelled events. */
  skipped: number;
  /** Repeat rules our kinds cannot express, written as single events for the imported range. */
  expanded: number;
  /** How many single events those rules gave. */
  expandedEvents: number;
  /** VEVENTs that could not be read (no start, a date out of range...). */
  errors: number;
  /** Events whose TZID names no zone we know: read in UTC. */
  unknownZones: number;
}

export interface IcsImport {
  events: ImportedEvent[];
  counts: IcsCounts;
  /** The first few titles, for the preview. */
  titles: string[];
}

export interface ParseIcsOptions {
  /** Today: the import keeps events from January 1 of this year, and expands rules until a year after it. */
  now: Date;
  /** The person's zone: all-day events and floating times are read in it. */
  timeZone: string;
  /** The title of an event without SUMMARY. */
  untitled?: string;
  /** Called as the events are mapped (a worker reports it as a progress bar). */
  onProgress?: (done: number, total: number) => void;
}

export type IcsErrorCode = 'too-large' | 'not-ics' | 'malformed' | 'too-many';

/** A file the calendar refuses as a whole (nothing is imported); `code` names the translated message. */
export class IcsError extends Error {
  constructor(
    readonly code: IcsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IcsError';
  }
}

const DEFAULT_COLOR = '#FF6700';
const PREVIEW_TITLES = 5;
/** The most occurrences one expanded rule may be walked through (a rule from 1970, every minute...). */
const MAX_RULE_STEPS = 50_000;
/** Zones' occurrences are expanded until this long after `now`. */
const EXPANSION_MS = 366 * DAY_MS;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];
const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

type Time = ICAL.Time;
type Component = ICAL.Component;

/** How a time of the file is read: `model` is the zone the event keeps, `calc` the one its wall time is in. */
interface Zone {
  model: string;
  /** Written in UTC form (…Z), the way Google writes every single event. */
  zulu?: boolean;
  /** null: the file's own VTIMEZONE (through ical.js) gives the instant. */
  calc: string | null;
  unknown: boolean;
}

class Reader {
  readonly counts: IcsCounts = {
    events: 0,
    series: 0,
    overrides: 0,
    cancelled: 0,
    skipped: 0,
    expanded: 0,
    expandedEvents: 0,
    errors: 0,
    unknownZones: 0,
  };
  readonly events: ImportedEvent[] = [];
  readonly yearStart: number;
  readonly rangeEnd: number;

  constructor(readonly options: ParseIcsOptions) {
    const year = Number(zonedIsoDate(options.now.getTime(), options.timeZone).slice(0, 4));
    this.yearStart = naiveToInstant(Date.UTC(year, 0, 1), options.timeZone);
    this.rangeEnd = options.now.getTime() + EXPANSION_MS;
  }

  /** The zone a DTSTART/DTEND/EXDATE/RECURRENCE-ID value is in. */
  zoneOf(time: Time, property: ICAL.Property | null): Zone {
    const local = { model: this.options.timeZone, calc: this.options.timeZone, unknown: false };
    if (time.isDate) return local;
    if (time.zone?.tzid === 'UTC' || tzidOf(time) === 'Z')
      return { model: 'UTC', calc: 'UTC', unknown: false, zulu: !property?.getParameter('tzid') };
    const param = property?.getParameter('tzid');
    const tzid = typeof param === 'string' ? param : (tzidOf(time) ?? null);
    if (!tzid) return local;
    // Asking Intl about a zone is slow: each TZID of the file is worked out once.
    const known = this.zones.get(tzid);
    if (known) return known;
    const zone = this.zoneNamed(tzid, time);
    this.zones.set(tzid, zone);
    return zone;
  }

  private readonly zones = new Map<string, Zone>();

  private zoneNamed(tzid: string, time: Time): Zone {
    const iana = ianaZoneOf(tzid);
    if (iana && isValidTimeZone(iana)) return { model: iana, calc: iana, unknown: false };
    if (iana) return { model: 'UTC', calc: iana, unknown: true };
    // The file's VTIMEZONE tells ical.js the offsets; without one the wall time is read as UTC.
    const described = time.zone && time.zone.tzid !== 'floating';
    return { model: 'UTC', calc: described ? null : 'UTC', unknown: true };
  }

  /**
   * The zone a non-repeating record keeps: a time written in UTC (Google writes every single event so) is
   * shown in the person's zone; the instant is the same.
   */
  displayZone(zone: Zone): string {
    return zone.zulu ? this.options.timeZone : zone.model;
  }

  /** The instant (epoch ms) of a wall time of the file in its zone. */
  instantOf(time: Time, zone: Zone): number {
    if (time.isDate || zone.calc) {
      const naive = Date.UTC(
        time.year,
        time.month - 1,
        time.day,
        time.isDate ? 0 : time.hour,
        time.isDate ? 0 : time.minute,
        time.isDate ? 0 : time.second,
      );
      return naiveToInstant(naive, zone.calc ?? this.options.timeZone);
    }
    return time.toUnixTime() * 1000;
  }

  text(value: unknown, max: number): string {
    const raw = typeof value === 'string' ? value : '';
    // Unpaired surrogates and NUL cannot be stored: dropped rather than refusing the event.
    const clean = isStorableText(raw)
      ? raw
      : Array.from(raw)
          .filter((c) => c !== '\u0000' && isStorableText(c))
          .join('');
    // Cut by code points (never half a surrogate pair); most texts are short enough to keep as they are.
    if (clean.length <= max) return clean;
    const chars = Array.from(clean);
    return chars.length > max ? chars.slice(0, max).join('') : clean;
  }

  /** The fields every record of one VEVENT shares: title, description, colour, reminder. */
  details(vevent: Component) {
    const title = this.text(vevent.getFirstPropertyValue('summary'), 200).trim();
    const color = vevent.getFirstPropertyValue('x-planner-color');
    return {
      title: title || this.options.untitled || 'Untitled',
      description: this.text(vevent.getFirstPropertyValue('description'), 5000),
      color: typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_COLOR,
      reminderMinutes: reminderOf(vevent),
      presetId: null,
    };
  }

  /** Start, end and zone of a VEVENT (DTEND, or DURATION, or the RFC's defaults). */
  timesOf(vevent: Component) {
    const startProp = vevent.getFirstProperty('dtstart');
    const start = startProp?.getFirstValue() as Time | undefined;
    if (!startProp || !start) throw new Error('no DTSTART');
    const zone = this.zoneOf(start, startProp);
    const allDay = start.isDate;
    const startMs = this.instantOf(start, zone);
    const endProp = vevent.getFirstProperty('dtend');
    const end = endProp?.getFirstValue() as Time | undefined;
    let endMs: number;
    if (end) {
      endMs =
        allDay && !end.isDate ? startMs + DAY_MS : this.instantOf(end, this.zoneOf(end, endProp));
    } else {
      const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null;
      const wallEnd = start.clone();
      if (duration) wallEnd.addDuration(duration);
      else if (allDay) wallEnd.day += 1;
      endMs = this.instantOf(wallEnd, zone);
    }
    if (allDay && endMs <= startMs) endMs = this.instantOf(nextDay(start), zone);
    // A zero-length timed event (allowed by RFC 5545) gets half an hour: our events end after they start.
    if (endMs <= startMs) endMs = startMs + 30 * 60_000;
    return { start, startProp, zone, allDay, startMs, endMs };
  }

  iso(ms: number, zone: string): string {
    const iso = zonedIso(ms, zone);
    const year = Number(iso.slice(0, 4));
    if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw new Error('date out of range');
    return iso;
  }

  push(event: ImportedEvent): void {
    if (this.events.length >= MAX_ICS_EVENTS)
      throw new IcsError('too-many', `More than ${MAX_ICS_EVENTS} events`);
    this.events.push(event);
  }

  /** A VEVENT without a rule (or an override whose series is not in the file). */
  single(vevent: Component, externalId: string): void {
    const t = this.timesOf(vevent);
    if (isCancelled(vevent) || t.endMs <= this.yearStart) {
      this.counts.skipped++;
      return;
    }
    if (t.zone.unknown) this.counts.unknownZones++;
    const timeZone = this.displayZone(t.zone);
    this.push({
      ...this.details(vevent),
      allDay: t.allDay,
      startDate: this.iso(t.startMs, timeZone),
      endDate: this.iso(t.endMs, timeZone),
      timeZone,
      recurrence: 'none',
      recurrenceId: null,
      recurrenceEnd: null,
      originalStart: null,
      cancelled: false,
      externalId,
    });
    this.counts.events++;
  }

  /** A VEVENT with a rule, and its RECURRENCE-ID overrides. */
  series(uid: string, master: Component, exceptions: Component[]): void {
    if (isCancelled(master)) {
      this.counts.skipped += 1 + exceptions.length;
      return;
    }
    const t = this.timesOf(master);
    const recur = master.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const rule = recur ? ruleFor(recur, t.start, master.hasProperty('rdate')) : null;
    if (!recur || !rule) {
      this.expand(uid, master, exceptions);
      return;
    }
    if (t.zone.unknown) this.counts.unknownZones++;
    const timeZone = t.zone.model;
    const wallDuration = durationOf(master, t.start);

    // The series starts at its first occurrence from January 1 on (earlier ones are not imported).
    let first = t.start;
    if (t.startMs < this.yearStart) {
      const it = recur.iterator(t.start);
      let found: Time | null = null;
      for (
        let step = 0, next = it.next();
        next && step < MAX_RULE_STEPS;
        step++, next = it.next()
      ) {
        if (this.instantOf(next, t.zone) >= this.yearStart) {
          found = next;
          break;
        }
      }
      if (!found) {
        this.counts.skipped += 1 + exceptions.length;
        return;
      }
      first = found;
    }
    const startMs = this.instantOf(first, t.zone);
    const endMs = Math.max(
      this.instantOf(addWall(first, wallDuration), t.zone),
      startMs + (t.allDay ? DAY_MS : 60_000),
    );
    // COUNT counts from DTSTART: kept when the series still starts there, else its last day.
    const keepCount =
      !!recur.count && !recur.until && first === t.start && recur.count <= MAX_REPEAT_COUNT;
    const recurrenceEnd = keepCount ? null : this.lastDayOf(recur, t.start, t.zone, timeZone);
    const firstDay = t.allDay ? dateOf(first) : zonedIsoDate(startMs, timeZone);
    if (recurrenceEnd !== null && recurrenceEnd < firstDay) {
      this.counts.skipped += 1 + exceptions.length;
      return;
    }
    const recurrenceId = `ics-${hash128(uid)}`;
    const details = this.details(master);
    this.push({
      ...details,
      allDay: t.allDay,
      startDate: this.iso(startMs, timeZone),
      endDate: this.iso(endMs, timeZone),
      timeZone,
      recurrence: rule.kind,
      recurrenceId,
      recurrenceEnd,
      ...rule.refinements,
      ...(keepCount ? { count: recur.count ?? undefined } : {}),
      originalStart: null,
      cancelled: false,
      externalId: uid,
    });
    this.counts.series++;

    const seen = new Set<string>();
    // RECURRENCE-ID: one occurrence edited (or cancelled).
    for (const exception of exceptions) {
      const ridProp = exception.getFirstProperty('recurrence-id');
      const rid = ridProp?.getFirstValue() as Time | undefined;
      if (!ridProp || !rid) continue;
      const ridMs = this.instantOf(rid, rid.isDate ? t.zone : this.zoneOf(rid, ridProp));
      if (ridMs < startMs) {
        this.counts.skipped++;
        continue;
      }
      const key = ridKey(rid, ridMs);
      seen.add(key);
      const originalStart = this.iso(ridMs, timeZone);
      const externalId = `${uid}#${key}`;
      if (isCancelled(exception)) {
        this.cancellation(
          details,
          t.allDay,
          ridMs,
          endMs - startMs,
          timeZone,
          recurrenceId,
          externalId,
        );
        continue;
      }
      const e = this.timesOf(exception);
      const zone = this.displayZone(e.zone);
      this.push({
        ...this.details(exception),
        allDay: e.allDay,
        startDate: this.iso(e.startMs, zone),
        endDate: this.iso(e.endMs, zone),
        timeZone: zone,
        recurrence: 'none',
        recurrenceId,
        recurrenceEnd: null,
        originalStart,
        cancelled: false,
        externalId,
      });
      this.counts.overrides++;
    }
    // EXDATE: deleted occurrences.
    for (const prop of master.getAllProperties('exdate')) {
      for (const value of prop.getValues() as Time[]) {
        const exMs = this.instantOf(value, value.isDate ? t.zone : this.zoneOf(value, prop));
        const key = ridKey(value, exMs);
        if (exMs < startMs || seen.has(key)) continue;
        seen.add(key);
        const externalId = `${uid}#${key}`;
        this.cancellation(
          details,
          t.allDay,
          exMs,
          endMs - startMs,
          timeZone,
          recurrenceId,
          externalId,
        );
      }
    }
  }

  cancellation(
    details: ReturnType<Reader['details']>,
    allDay: boolean,
    startMs: number,
    durationMs: number,
    timeZone: string,
    recurrenceId: string,
    externalId: string,
  ): void {
    const start = this.iso(startMs, timeZone);
    this.push({
      ...details,
      allDay,
      startDate: start,
      endDate: this.iso(startMs + durationMs, timeZone),
      timeZone,
      recurrence: 'none',
      recurrenceId,
      recurrenceEnd: null,
      originalStart: start,
      cancelled: true,
      externalId,
    });
    this.counts.cancelled++;
  }

  /** The last day (in the series' zone) an UNTIL or COUNT allows, or null for a rule without end. */
  lastDayOf(recur: ICAL.Recur, start: Time, zone: Zone, timeZone: string): string | null {
    if (recur.until) {
      const until = recur.until;
      if (until.isDate) return dateOf(until);
      const utc = until.zone?.tzid === 'UTC' || tzidOf(until) === 'Z';
      return zonedIsoDate(
        this.instantOf(until, utc ? { model: 'UTC', calc: 'UTC', unknown: false } : zone),
        timeZone,
      );
    }
    if (recur.count) {
      const it = recur.iterator(start);
      let last: Time | null = null;
      for (let n = 0; n < recur.count && n < MAX_RULE_STEPS; n++) {
        const next = it.next();
        if (!next) break;
        last = next;
      }
      if (!last) return null;
      return start.isDate ? dateOf(last) : zonedIsoDate(this.instantOf(last, zone), timeZone);
    }
    return null;
  }

  /** A rule our kinds cannot say: its occurrences in the imported range, as single events. */
  expand(uid: string, master: Component, exceptions: Component[]): void {
    const event = new ICAL.Event(master, { exceptions, strictExceptions: false });
    const it = event.iterator();
    const times = this.timesOf(master);
    const masterZone = times.zone;
    // RFC 5545: DTSTART is the first occurrence; ical.js leaves it out of an RDATE-only set.
    const excluded = new Set(
      master.getAllProperties('exdate').flatMap((p) => (p.getValues() as Time[]).map(String)),
    );
    let pending: Time | null =
      !master.hasProperty('rrule') && !excluded.has(String(times.start)) ? times.start : null;
    const nextTime = (): Time | null => {
      if (pending) {
        const first = pending;
        pending = null;
        return first;
      }
      return it.next() ?? null;
    };
    let made = 0;
    for (
      let step = 0, next = nextTime();
      next && step < MAX_RULE_STEPS;
      step++, next = nextTime()
    ) {
      const occurrence = event.getOccurrenceDetails(next);
      const item = occurrence.item.component;
      const startMs = this.instantOf(next, masterZone);
      if (startMs > this.rangeEnd) break;
      const key = ridKey(
        occurrence.recurrenceId,
        this.instantOf(occurrence.recurrenceId, masterZone),
      );
      const startProp = item.getFirstProperty('dtstart');
      const zone = item === master ? masterZone : this.zoneOf(occurrence.startDate, startProp);
      const shownIn = this.displayZone(zone);
      const occStart = this.instantOf(occurrence.startDate, zone);
      let occEnd = this.instantOf(occurrence.endDate, zone);
      if (occEnd <= occStart)
        occEnd = occStart + (occurrence.startDate.isDate ? DAY_MS : 30 * 60_000);
      if (occEnd <= this.yearStart || isCancelled(item)) continue;
      this.push({
        ...this.details(item),
        allDay: occurrence.startDate.isDate,
        startDate: this.iso(occStart, shownIn),
        endDate: this.iso(occEnd, shownIn),
        timeZone: shownIn,
        recurrence: 'none',
        recurrenceId: null,
        recurrenceEnd: null,
        originalStart: null,
        cancelled: false,
        externalId: `${uid}#${key}`,
      });
      made++;
    }
    if (masterZone.unknown) this.counts.unknownZones++;
    if (made === 0) {
      this.counts.skipped++;
      return;
    }
    this.counts.expanded++;
    this.counts.expandedEvents += made;
    this.counts.events += made;
  }
}

/** The TZID ical.js read with a time (kept even when the file has no VTIMEZONE for it; not in its types). */
function tzidOf(time: Time): string | undefined {
  return (time as unknown as { timezone?: string }).timezone;
}

/** The calendar date in the zone at an instant. */
function zonedIsoDate(instantMs: number, timeZone: string): string {
  return formatIsoDate(wallAt(instantMs, timeZone));
}

function isCancelled(vevent: Component): boolean {
  const status = vevent.getFirstPropertyValue('status');
  return typeof status === 'string' && status.toUpperCase() === 'CANCELLED';
}

function nextDay(time: Time): Time {
  const t = time.clone();
  t.day += 1;
  return t;
}

function dateOf(time: Time): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** The RECURRENCE-ID part of an occurrence's externalId: 20260310 (all-day) or 20260310T080000Z. */
function ridKey(time: Time, instantMs: number): string {
  if (time.isDate) return dateOf(time).replace(/-/g, '');
  return new Date(instantMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The event's length as the wall clock sees it (DTEND - DTSTART, or DURATION). */
function durationOf(vevent: Component, start: Time): ICAL.Duration {
  const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (duration) return duration;
  const end = vevent.getFirstPropertyValue('dtend') as Time | null;
  if (end && end.isDate === start.isDate) return end.subtractDate(start);
  return start.isDate ? ICAL.Duration.fromData({ days: 1 }) : ICAL.Duration.fromData({});
}

function addWall(time: Time, duration: ICAL.Duration): Time {
  const t = time.clone();
  t.addDuration(duration);
  return t;
}

/** The first DISPLAY alarm with a trigger before (or at) the start: minutes before the start. */
function reminderOf(vevent: Component): number | null {
  for (const alarm of vevent.getAllSubcomponents('valarm')) {
    const action = alarm.getFirstPropertyValue('action');
    if (typeof action !== 'string' || action.toUpperCase() !== 'DISPLAY') continue;
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue();
    if (!(value instanceof ICAL.Duration)) continue;
    const related = trigger?.getParameter('related');
    if (typeof related === 'string' && related.toUpperCase() === 'END') continue;
    const seconds = value.toSeconds();
    if (seconds > 0) continue;
    return Math.min(MAX_REMINDER_MINUTES, Math.round(-seconds / 60) || 0);
  }
  return null;
}

/** Our rule's refinements (docs/product.md section 3), as the import sets them. */
type Refinements = Partial<
  Pick<ImportedEvent, 'interval' | 'byWeekday' | 'monthlyBy' | 'weekOfMonth' | 'count'>
>;

/**
 * Our repeat kind and refinements for a rule, or null when they cannot say it (then it is
 * expanded): INTERVAL 1-99, weekly BYDAY lists holding the start's day (weeks from Monday unless
 * a single day), monthly BYMONTHDAY=-1, BYDAY=2TU / -1FR or BYDAY=TU;BYSETPOS=2 on the start's
 * weekday. COUNT is left to the caller (it counts from DTSTART).
 */
function ruleFor(
  recur: ICAL.Recur,
  start: Time,
  hasRdate: boolean,
): { kind: Recurrence; refinements: Refinements } | null {
  const interval = recur.interval ?? 1;
  if (hasRdate || interval < 1 || interval > MAX_REPEAT_INTERVAL) return null;
  const parts = recur.parts as Record<string, Array<string | number> | undefined>;
  const keys = Object.keys(parts).filter((k) => (parts[k]?.length ?? 0) > 0 && k !== 'WKST');
  const byDay = (parts.BYDAY ?? []).map(String);
  const plainDays = byDay.every((d) => DAY_CODES.includes(d));
  const isWeekdays = byDay.length === 5 && [...byDay].sort().join() === [...WEEKDAYS].sort().join();
  const only = (...names: string[]) => keys.every((k) => names.includes(k));
  const startWeekday = start.dayOfWeek() - 1;
  const startDay = DAY_CODES[startWeekday];
  const every: Refinements = interval !== 1 ? { interval } : {};
  const wkst = parts.WKST?.map(String)[0] ?? 'MO';
  switch (recur.freq) {
    case 'DAILY':
      if (keys.length === 0) return { kind: 'daily', refinements: every };
      return only('BYDAY') && isWeekdays && interval === 1
        ? { kind: 'weekdays', refinements: {} }
        : null;
    case 'WEEKLY': {
      if (keys.length === 0) return { kind: 'weekly', refinements: every };
      if (!only('BYDAY') || !plainDays) return null;
      if (isWeekdays && interval === 1) return { kind: 'weekdays', refinements: {} };
      if (byDay.length === 1 && byDay[0] === startDay) {
        return { kind: 'weekly', refinements: every };
      }
      // Our weeks start on Monday: another week start changes which days pair up every N weeks.
      if (!byDay.includes(startDay ?? '') || (interval > 1 && wkst !== 'MO')) return null;
      const byWeekday = [...new Set(byDay.map((d) => DAY_CODES.indexOf(d)))].sort(
        (a, b) => ((a + 6) % 7) - ((b + 6) % 7),
      );
      return { kind: 'weekly', refinements: { ...every, byWeekday } };
    }
    case 'MONTHLY': {
      if (keys.length === 0) return { kind: 'monthly', refinements: every };
      const last = start.day === daysInMonth(start.year, start.month);
      if (only('BYMONTHDAY') && sameValues(parts.BYMONTHDAY, [start.day])) {
        return { kind: 'monthly', refinements: every };
      }
      if (only('BYMONTHDAY') && sameValues(parts.BYMONTHDAY, [-1])) {
        return last ? { kind: 'monthly', refinements: { ...every, monthlyBy: 'lastDay' } } : null;
      }
      if (byDay.length !== 1) return null;
      const m = /^([+-]?\d)?([A-Z]{2})$/.exec(byDay[0] ?? '');
      const setPos = parts.BYSETPOS?.map(Number);
      const nth = only('BYDAY')
        ? Number(m?.[1])
        : only('BYDAY', 'BYSETPOS') && !m?.[1] && setPos?.length === 1
          ? (setPos[0] ?? NaN)
          : NaN;
      if (!m || m[2] !== startDay) return null;
      const lastOfItsKind = start.day + 7 > daysInMonth(start.year, start.month);
      const fits =
        nth === -1 ? lastOfItsKind : nth >= 1 && nth <= 4 && Math.ceil(start.day / 7) === nth;
      if (!fits) return null;
      return {
        kind: 'monthly',
        refinements: { ...every, monthlyBy: 'nthWeekday', weekOfMonth: nth as 1 | 2 | 3 | 4 | -1 },
      };
    }
    case 'YEARLY':
      if (keys.length === 0) return { kind: 'annually', refinements: every };
      return only('BYMONTH', 'BYMONTHDAY') &&
        (!parts.BYMONTH || sameValues(parts.BYMONTH, [start.month])) &&
        (!parts.BYMONTHDAY || sameValues(parts.BYMONTHDAY, [start.day]))
        ? { kind: 'annually', refinements: every }
        : null;
    default:
      return null;
  }
}

function sameValues(values: Array<string | number> | undefined, expected: number[]): boolean {
  return (
    !!values &&
    values.length === expected.length &&
    values.every((v, i) => Number(v) === expected[i])
  );
}

/** The UTF-8 size of the text (a file's size as read), without encoding it. */
function byteLength(text: string): number {
  // Each UTF-16 unit is 1 to 3 bytes: the exact count only for text near the limit.
  if (text.length * 3 <= MAX_ICS_BYTES) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3;
  }
  return bytes;
}

/**
 * Reads an .ics file. Throws IcsError when the file as a whole is refused (too big, not ICS, broken lines,
 * too many events); a VEVENT that cannot be read is counted in `errors` and left out.
 */
export function parseIcs(text: string, options: ParseIcsOptions): IcsImport {
  if (byteLength(text) > MAX_ICS_BYTES)
    throw new IcsError('too-large', `The file is over ${MAX_ICS_BYTES} bytes`);
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR\s*$/im.test(body.slice(0, 2000)))
    throw new IcsError('not-ics', 'Not an iCalendar file (no BEGIN:VCALENDAR)');
  // Counted before ical.js reads the file: a file far over the limit is refused at once.
  if ((body.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0) > MAX_ICS_EVENTS)
    throw new IcsError('too-many', `More than ${MAX_ICS_EVENTS} events`);
  let roots: Component[];
  try {
    // One calendar is one jCal array; several come as an array of them.
    const parsed = ICAL.parse(body) as unknown[];
    const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
    roots = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  } catch (error) {
    throw new IcsError('malformed', `Unreadable iCalendar: ${(error as Error).message}`);
  }
  for (const root of roots) rememberMissingZones(root, body);
  const vevents = roots.flatMap((root) => root.getAllSubcomponents('vevent'));
  if (vevents.length > MAX_ICS_EVENTS)
    throw new IcsError('too-many', `More than ${MAX_ICS_EVENTS} events`);

  const reader = new Reader(options);
  // One entry per UID: its master (the VEVENT without RECURRENCE-ID) and its overrides.
  const byUid = new Map<string, { master: Component | null; exceptions: Component[] }>();
  for (const vevent of vevents) {
    const uidValue = vevent.getFirstPropertyValue('uid');
    const uid =
      typeof uidValue === 'string' && uidValue.trim()
        ? uidValue.trim()
        : `nouid-${hash128(vevent.toString())}`;
    const key = uid.length > 900 ? `uid-${hash128(uid)}` : uid;
    const entry = byUid.get(key) ?? { master: null, exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent);
    else if (!entry.master || sequenceOf(vevent) >= sequenceOf(entry.master)) entry.master = vevent;
    byUid.set(key, entry);
  }
  let done = 0;
  for (const [uid, { master, exceptions }] of byUid) {
    if (options.onProgress && done++ % 250 === 0) options.onProgress(done, byUid.size);
    try {
      if (master && (master.hasProperty('rrule') || master.hasProperty('rdate'))) {
        reader.series(uid, master, exceptions);
        continue;
      }
      if (master) reader.single(master, uid);
      // Overrides of a series the file does not hold: single events of their own.
      for (const exception of exceptions) {
        const rid = exception.getFirstProperty('recurrence-id');
        const value = rid?.getFirstValue() as Time | undefined;
        const id = value ? `${uid}#${ridKey(value, value.toUnixTime() * 1000)}` : uid;
        reader.single(exception, id);
      }
    } catch (error) {
      if (error instanceof IcsError) throw error;
      reader.counts.errors += 1;
    }
  }
  const titles: string[] = [];
  for (const e of reader.events) {
    if (titles.length >= PREVIEW_TITLES) break;
    if (!e.cancelled && !titles.includes(e.title)) titles.push(e.title);
  }
  return { events: reader.events, counts: reader.counts, titles };
}

/**
 * ical.js looks a TZID up among the calendar's VTIMEZONEs on every time read, and remembers only the
 * zones it finds: a TZID without a VTIMEZONE (Google and Apple often leave them out) is searched for again
 * through every component each time, which makes a big file quadratic. Its cache is told of the misses.
 */
function rememberMissingZones(root: Component, text: string): void {
  const cache = (root as unknown as { _timezoneCache?: unknown })._timezoneCache;
  if (!(cache instanceof Map)) return;
  const defined = new Set(
    root.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))),
  );
  for (const match of text.matchAll(/;TZID=("[^"]*"|[^:;]*)[:;]/gi)) {
    const tzid = (match[1] ?? '').replace(/^"|"$/g, '');
    if (tzid && !defined.has(tzid) && !cache.has(tzid)) cache.set(tzid, null);
  }
}

function sequenceOf(vevent: Component): number {
  const value = vevent.getFirstPropertyValue('sequence');
  return typeof value === 'number' ? value : Number(value) || 0;
}
