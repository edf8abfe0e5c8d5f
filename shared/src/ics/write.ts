// toIcs(): our events -> an iCalendar file (written by ical.js) that calendar apps and parseIcs read back:
// one VEVENT per single event and series (RRULE, EXDATE for cancelled occurrences), one per override
// (RECURRENCE-ID), a VALARM for a reminder, and a VTIMEZONE for every zone used (docs/product.md section 10).
import ICAL from 'ical.js';
import type { CalendarEvent, Recurrence } from '../model';
import { weekOfMonthOf } from '../domain/repeatRule';
import { DAY_MS, naiveToInstant, offsetAt, wallTimeOf } from '../domain/zonedTime';
import { wallAt } from './offsets';

export interface ToIcsOptions {
  /** DTSTAMP of every VEVENT. */
  now: Date;
  /** X-WR-CALNAME: the name calendar apps show. */
  name?: string;
}

/** What toIcs needs of an event: a stored one, or an imported one (no id yet). */
export type ExportableEvent = Omit<CalendarEvent, 'id' | 'lastUpdated'> & { id?: string };

const PRODID = '-//Planner//Planner Calendar//EN';
const RULES: Record<Exclude<Recurrence, 'none'>, string> = {
  daily: 'FREQ=DAILY',
  weekdays: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  weekly: 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  annually: 'FREQ=YEARLY',
};

function wall(ms: number, timeZone: string, isDate = false): ICAL.Time {
  const w = wallAt(ms, timeZone);
  return ICAL.Time.fromData({
    year: w.year,
    month: w.month,
    day: w.day,
    hour: isDate ? 0 : w.hour,
    minute: isDate ? 0 : w.minute,
    second: isDate ? 0 : w.second,
    isDate,
  });
}

function utc(ms: number): ICAL.Time {
  const d = new Date(ms);
  return ICAL.Time.fromData(
    {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    },
    ICAL.Timezone.utcTimezone,
  );
}

/** A DTSTART-like property: a DATE for all-day, UTC for the UTC zone, else the wall time with its TZID. */
function timeProperty(name: string, iso: string, event: ExportableEvent): ICAL.Property {
  const ms = Date.parse(iso);
  const prop = new ICAL.Property(name);
  if (event.allDay) prop.setValue(wall(ms, event.timeZone, true));
  else {
    // UTC too is named (TZID=UTC, with its VTIMEZONE): a time in the Z form reads as "any zone".
    prop.setValue(wall(ms, event.timeZone));
    prop.setParameter('tzid', event.timeZone);
  }
  return prop;
}

/** UID of a series or a single event: its import identity when it has one, else made from our ids. */
function uidOf(event: ExportableEvent): string {
  if (event.externalId && !event.externalId.includes('#')) return event.externalId;
  if (event.recurrenceId) return `${event.recurrenceId}@planner`;
  if (event.externalId) return event.externalId;
  return `${event.id ?? 'event'}@planner`;
}

function addAlarm(vevent: ICAL.Component, event: ExportableEvent): void {
  if (event.reminderMinutes === null) return;
  const alarm = new ICAL.Component('valarm');
  alarm.addPropertyWithValue('action', 'DISPLAY');
  alarm.addPropertyWithValue('description', event.title);
  const trigger = ICAL.Duration.fromSeconds(-event.reminderMinutes * 60);
  alarm.addPropertyWithValue('trigger', trigger);
  vevent.addSubcomponent(alarm);
}

function baseEvent(event: ExportableEvent, uid: string, stamp: ICAL.Time): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', uid);
  vevent.addPropertyWithValue('dtstamp', stamp);
  vevent.addProperty(timeProperty('dtstart', event.startDate, event));
  vevent.addProperty(timeProperty('dtend', event.endDate, event));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  vevent.addPropertyWithValue('x-planner-color', event.color);
  addAlarm(vevent, event);
  return vevent;
}

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * The RRULE of a series: its kind, then its refinements (docs/product.md section 10): INTERVAL,
 * BYDAY for chosen weekdays (weeks start on Monday, RFC 5545's default WKST), BYMONTHDAY=-1 for the last day,
 * BYDAY=2TU / -1FR for the nth weekday, COUNT.
 */
function ruleText(e: ExportableEvent): string {
  const parts = [RULES[e.recurrence as Exclude<Recurrence, 'none'>]];
  if (e.interval !== undefined && e.interval !== 1) parts.push(`INTERVAL=${e.interval}`);
  if (e.recurrence === 'weekly' && e.byWeekday) {
    const days = [...new Set(e.byWeekday)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
    parts.push(`BYDAY=${days.map((d) => DAY_CODES[d]).join(',')}`);
  }
  if (e.recurrence === 'monthly' && e.monthlyBy === 'lastDay') parts.push('BYMONTHDAY=-1');
  if (e.recurrence === 'monthly' && e.monthlyBy === 'nthWeekday') {
    const wall = wallTimeOf(Date.parse(e.startDate), e.timeZone);
    const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
    parts.push(`BYDAY=${e.weekOfMonth ?? weekOfMonthOf(wall.day)}${DAY_CODES[weekday]}`);
  }
  if (e.count !== undefined) parts.push(`COUNT=${e.count}`);
  return parts.join(';');
}

/** UNTIL of the last day (inclusive, in the series' zone): that date for all-day, else its last second in UTC. */
function untilOf(series: ExportableEvent): string {
  const end = series.recurrenceEnd as string;
  if (series.allDay) return end.replace(/-/g, '');
  const [y, m, d] = end.split('-').map(Number) as [number, number, number];
  // The instant the next day starts in the zone, less one second.
  const ms = naiveToInstant(Date.UTC(y, m - 1, d + 1), series.timeZone);
  return new Date(ms - 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * VTIMEZONE of a zone, as the offsets Intl knows: one STANDARD/DAYLIGHT observance per change between
 * `fromYear` and `toYear` (explicit DTSTARTs, no rules: exact for the years the events use).
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): ICAL.Component {
  const tz = new ICAL.Component('vtimezone');
  tz.addPropertyWithValue('tzid', timeZone);
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes: Array<{ at: number; from: number; to: number }> = [];
  let before = offsetAt(start, timeZone);
  // Offsets change at most a few times a year: a daily probe finds each change, then narrowed.
  const step = DAY_MS;
  for (let t = start + step; t <= end; t += step) {
    const now = offsetAt(t, timeZone);
    if (now === before) continue;
    // The change lies in (t - step, t]: narrowed to the minute.
    let lo = t - step;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(mid, timeZone) === before) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, from: before, to: now });
    before = now;
  }
  const offsets = [offsetAt(start, timeZone), ...changes.map((c) => c.to)];
  const standard = Math.min(...offsets);
  const observance = (at: number, from: number, to: number) => {
    const kind = to > standard ? 'daylight' : 'standard';
    const c = new ICAL.Component(kind);
    // DTSTART of an observance: the local time (of the offset in force before it) the change happens at.
    const local = new Date(at + from);
    c.addPropertyWithValue(
      'dtstart',
      ICAL.Time.fromData({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        hour: local.getUTCHours(),
        minute: local.getUTCMinutes(),
        second: local.getUTCSeconds(),
      }),
    );
    c.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(from / 1000));
    c.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(to / 1000));
    tz.addSubcomponent(c);
  };
  const first = offsetAt(start, timeZone);
  observance(start - DAY_MS, first, first);
  for (const c of changes) observance(c.at, c.from, c.to);
  return tz;
}

/**
 * An iCalendar document of `events` (a whole calendar or one series: a series, its overrides and
 * cancellations). Overrides and cancellations whose series is not among the events are left out.
 */
export function toIcs(events: readonly ExportableEvent[], options: ToIcsOptions): string {
  const cal = new ICAL.Component('vcalendar');
  cal.addPropertyWithValue('version', '2.0');
  cal.addPropertyWithValue('prodid', PRODID);
  cal.addPropertyWithValue('calscale', 'GREGORIAN');
  cal.addPropertyWithValue('method', 'PUBLISH');
  if (options.name) cal.addPropertyWithValue('x-wr-calname', options.name);
  const stamp = utc(options.now.getTime());

  const series = new Map<string, ExportableEvent>();
  for (const e of events)
    if (e.recurrence !== 'none' && e.recurrenceId) series.set(e.recurrenceId, e);
  const zones = new Set<string>();
  let minYear = Infinity;
  let maxYear = -Infinity;
  const noteZone = (e: ExportableEvent) => {
    if (e.allDay) return;
    zones.add(e.timeZone);
    for (const iso of [e.startDate, e.endDate]) {
      const year = Number(iso.slice(0, 4));
      minYear = Math.min(minYear, year);
      maxYear = Math.max(maxYear, year);
    }
    if (e.recurrence !== 'none') {
      const last = e.recurrenceEnd
        ? Number(e.recurrenceEnd.slice(0, 4))
        : options.now.getUTCFullYear() + 5;
      maxYear = Math.max(maxYear, Math.min(last, options.now.getUTCFullYear() + 10));
    }
  };

  const vevents: ICAL.Component[] = [];
  const exdates = new Map<string, ICAL.Property[]>();
  for (const e of events) {
    if (e.originalStart && e.recurrenceId) {
      const parent = series.get(e.recurrenceId);
      if (!parent) continue;
      const original = timeProperty('recurrence-id', e.originalStart, parent);
      if (e.cancelled) {
        const list = exdates.get(e.recurrenceId) ?? [];
        const ex = timeProperty('exdate', e.originalStart, parent);
        list.push(ex);
        exdates.set(e.recurrenceId, list);
        continue;
      }
      noteZone(e);
      const vevent = baseEvent(e, uidOf(parent), stamp);
      vevent.addProperty(original);
      vevents.push(vevent);
      continue;
    }
    if (e.cancelled) continue;
    noteZone(e);
    const vevent = baseEvent(e, uidOf(e), stamp);
    if (e.recurrence !== 'none') {
      const until = e.recurrenceEnd ? `;UNTIL=${untilOf(e)}` : '';
      vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(ruleText(e) + until));
    }
    vevents.push(vevent);
  }
  // EXDATEs go on their series (after its RRULE).
  for (const vevent of vevents) {
    if (!vevent.hasProperty('rrule')) continue;
    const uid = vevent.getFirstPropertyValue('uid') as string;
    for (const [recurrenceId, list] of exdates) {
      const parent = series.get(recurrenceId);
      if (parent && uidOf(parent) === uid) for (const ex of list) vevent.addProperty(ex);
    }
  }
  if (zones.size > 0) {
    // At most 40 years of changes per zone: enough for any calendar, small for a feed.
    const to = Math.max(minYear, maxYear);
    const from = Math.max(1900, minYear - 1, to - 40);
    for (const zone of [...zones].sort()) cal.addSubcomponent(vtimezone(zone, from, to));
  }
  for (const vevent of vevents) cal.addSubcomponent(vevent);
  return cal.toString() + '\r\n';
}
