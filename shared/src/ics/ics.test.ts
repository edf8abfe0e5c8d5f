// The ICS mapping (docs/product.md section 10) on files shaped like real exports: Google, Outlook (Windows
// zone names), Apple (VTIMEZONE, RDATE); the round trip toIcs -> parseIcs; refused files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventInputSchema, MAX_ICS_EVENTS } from '../model';
import { expandEvents } from '../domain/recurrence';
import type { CalendarEvent } from '../model';
import { IcsError, parseIcs, toIcs } from './index';
import type { IcsImport, ImportedEvent } from './index';

const NOW = new Date('2026-03-01T12:00:00Z');
const OPTIONS = { now: NOW, timeZone: 'Europe/Paris' };

function fixture(name: string): string {
  return readFileSync(path.join(__dirname, 'fixtures', `${name}.ics`), 'utf8');
}

function byTitle(result: IcsImport, title: string): ImportedEvent[] {
  return result.events.filter((e) => e.title === title);
}

function one(result: IcsImport, title: string): ImportedEvent {
  const [event, ...more] = byTitle(result, title);
  if (!event || more.length > 0) throw new Error(`expected one "${title}"`);
  return event;
}

/** Stored events as the calendar would hold them after the import (ids given in order). */
function stored(events: readonly ImportedEvent[]): CalendarEvent[] {
  return events.map((e, i) => ({ ...e, id: `e${i}`, lastUpdated: 1 }));
}

function refusedWith(text: string, code: string): void {
  let error: unknown = null;
  try {
    parseIcs(text, OPTIONS);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IcsError);
  expect((error as IcsError).code).toBe(code);
}

describe('parseIcs on a Google Calendar export', () => {
  const result = parseIcs(fixture('google'), OPTIONS);

  test('counts what the preview shows', () => {
    expect(result.counts).toEqual({
      events: 2,
      series: 3,
      overrides: 1,
      cancelled: 1,
      skipped: 1,
      expanded: 0,
      expandedEvents: 0,
      errors: 0,
      unknownZones: 0,
    });
    expect(result.titles).toEqual([
      'Team sync',
      'Team sync (moved)',
      'Dentist',
      'Holidays',
      'Book club',
    ]);
  });

  test('a weekly series across the DST change keeps 10:00 in Paris, with its EXDATE and moved occurrence', () => {
    const series = one(result, 'Team sync (moved)');
    const [master, cancelled] = byTitle(result, 'Team sync');
    expect(master).toMatchObject({
      startDate: '2026-03-02T10:00:00+01:00',
      endDate: '2026-03-02T11:00:00+01:00',
      timeZone: 'Europe/Paris',
      recurrence: 'weekly',
      recurrenceEnd: null,
      description: 'Weekly team sync, room 4',
      reminderMinutes: 10,
      externalId: '0a1b2c3d4e5f@google.com',
    });
    expect(series).toMatchObject({
      recurrence: 'none',
      recurrenceId: master?.recurrenceId,
      originalStart: '2026-03-23T10:00:00+01:00',
      startDate: '2026-03-23T14:00:00+01:00',
      externalId: '0a1b2c3d4e5f@google.com#20260323T090000Z',
    });
    expect(cancelled).toMatchObject({
      cancelled: true,
      originalStart: '2026-03-16T10:00:00+01:00',
      recurrenceId: master?.recurrenceId,
    });
    // What the calendar shows in March: the 9th, the moved 23rd at 14:00, and the 30th at 10:00 summer time.
    const shown = expandEvents(
      stored(result.events),
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-04-01T00:00:00Z'),
    )
      .filter((o) => o.event.title.startsWith('Team sync'))
      .map((o) => o.start);
    expect(shown).toEqual([
      '2026-03-02T10:00:00+01:00',
      '2026-03-09T10:00:00+01:00',
      '2026-03-23T14:00:00+01:00',
      '2026-03-30T10:00:00+02:00',
    ]);
  });

  test('a UTC single event is shown in the person’s zone with its DISPLAY reminder (EMAIL ignored)', () => {
    expect(one(result, 'Dentist')).toMatchObject({
      startDate: '2026-04-10T10:00:00+02:00',
      timeZone: 'Europe/Paris',
      reminderMinutes: 30,
      allDay: false,
    });
  });

  test('an all-day event over five days ends at midnight after its last day', () => {
    expect(one(result, 'Holidays')).toMatchObject({
      allDay: true,
      startDate: '2026-07-20T00:00:00+02:00',
      endDate: '2026-07-25T00:00:00+02:00',
    });
  });

  test('events before January 1 are skipped; a rule from 2010 starts at its first occurrence this year', () => {
    expect(byTitle(result, 'Old meeting')).toEqual([]);
    expect(one(result, "Alex's birthday")).toMatchObject({
      allDay: true,
      recurrence: 'annually',
      startDate: '2026-06-14T00:00:00+02:00',
    });
  });

  test('every two weeks (INTERVAL=2) is one series with its interval, shown every other Tuesday', () => {
    const club = one(result, 'Book club');
    expect(club).toMatchObject({
      recurrence: 'weekly',
      interval: 2,
      recurrenceEnd: '2026-04-28',
      startDate: '2026-03-03T18:00:00+01:00',
    });
    const shown = expandEvents(
      stored([club]),
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(shown.map((o) => o.start)).toEqual([
      '2026-03-03T18:00:00+01:00',
      '2026-03-17T18:00:00+01:00',
      '2026-03-31T18:00:00+02:00',
      '2026-04-14T18:00:00+02:00',
      '2026-04-28T18:00:00+02:00',
    ]);
  });

  test('every record is a valid event of the wire format', () => {
    for (const e of result.events) {
      expect(eventInputSchema.safeParse({ ...e, lastUpdated: 1 }).success).toBe(true);
    }
  });
});

describe('parseIcs on an Outlook export', () => {
  const result = parseIcs(fixture('outlook'), OPTIONS);

  test('Windows zone names become IANA zones; MO-FR weekly is the weekdays kind with its UNTIL', () => {
    expect(one(result, 'Stand-up')).toMatchObject({
      timeZone: 'Europe/Paris',
      startDate: '2026-01-12T09:00:00+01:00',
      endDate: '2026-01-12T09:15:00+01:00',
      recurrence: 'weekdays',
      recurrenceEnd: '2026-06-26',
      reminderMinutes: 15,
    });
    expect(one(result, 'Call with New York')).toMatchObject({
      timeZone: 'America/New_York',
      startDate: '2026-05-05T09:00:00-04:00',
    });
  });

  test('a zone we cannot name is read from its VTIMEZONE, kept in UTC, and counted', () => {
    expect(one(result, 'Call with Mumbai')).toMatchObject({
      timeZone: 'UTC',
      startDate: '2026-06-01T04:30:00+00:00',
    });
    expect(result.counts.unknownZones).toBe(1);
  });
});

describe('parseIcs on an Apple Calendar export', () => {
  const result = parseIcs(fixture('apple'), OPTIONS);

  test('COUNT is kept as the count; only a relative DISPLAY trigger before the start is a reminder', () => {
    expect(one(result, 'Piano lesson')).toMatchObject({
      timeZone: 'America/New_York',
      recurrence: 'monthly',
      count: 6,
      recurrenceEnd: null,
      reminderMinutes: 60,
    });
  });

  test('RDATE and BYMONTHDAY=-1 are expanded, DTSTART first', () => {
    expect(byTitle(result, 'Lunch talks').map((e) => e.startDate)).toEqual([
      '2026-03-10T12:00:00-04:00',
      '2026-03-17T12:00:00-04:00',
      '2026-03-24T15:00:00-04:00',
    ]);
    const rent = byTitle(result, 'Pay rent').map((e) => e.startDate.slice(0, 10));
    expect(rent.slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    // Until a year after today (2027-03-01).
    expect(rent.at(-1)).toBe('2027-02-28');
    expect(result.counts.expanded).toBe(2);
  });
});

describe('repeat refinements in RRULE (docs/product.md section 10)', () => {
  const vevent = (uid: string, start: string, rule: string) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTART;TZID=Europe/Paris:${start}`,
      'DURATION:PT1H',
      `RRULE:${rule}`,
      `SUMMARY:${uid}`,
      'DTSTAMP:20260101T100000Z',
      'END:VEVENT',
    ].join('\r\n');
  const file = (...vevents: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...vevents, 'END:VCALENDAR'].join(
      '\r\n',
    );
  // 2026-03-10 is the 2nd Tuesday of March; 2026-03-27 the last Friday; 2026-03-31 the last day.
  const text = file(
    vevent('tue-thu', '20260310T090000', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=8'),
    vevent('second-tue', '20260310T090000', 'FREQ=MONTHLY;BYDAY=2TU'),
    vevent('setpos', '20260310T090000', 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;INTERVAL=3'),
    vevent('last-fri', '20260327T090000', 'FREQ=MONTHLY;BYDAY=-1FR'),
    vevent('last-day', '20260331T090000', 'FREQ=MONTHLY;BYMONTHDAY=-1'),
    vevent('every-3-days', '20260310T090000', 'FREQ=DAILY;INTERVAL=3'),
    vevent('hourly', '20260310T090000', 'FREQ=DAILY;BYHOUR=9,15;COUNT=4'),
    vevent('list', '20260310T090000', 'FREQ=MONTHLY;BYMONTHDAY=10,20;COUNT=4'),
  );
  const result = parseIcs(text, OPTIONS);

  test('INTERVAL, BYDAY lists, nth and last weekdays, BYSETPOS, BYMONTHDAY=-1 and COUNT become refinements', () => {
    expect(one(result, 'tue-thu')).toMatchObject({
      recurrence: 'weekly',
      interval: 2,
      byWeekday: [2, 4],
      count: 8,
    });
    expect(one(result, 'second-tue')).toMatchObject({
      recurrence: 'monthly',
      monthlyBy: 'nthWeekday',
      weekOfMonth: 2,
    });
    expect(one(result, 'setpos')).toMatchObject({
      recurrence: 'monthly',
      interval: 3,
      monthlyBy: 'nthWeekday',
      weekOfMonth: 2,
    });
    expect(one(result, 'last-fri')).toMatchObject({ monthlyBy: 'nthWeekday', weekOfMonth: -1 });
    expect(one(result, 'last-day')).toMatchObject({ monthlyBy: 'lastDay' });
    expect(one(result, 'every-3-days')).toMatchObject({ recurrence: 'daily', interval: 3 });
    expect(result.counts.series).toBe(6);
    for (const e of result.events) {
      expect(eventInputSchema.safeParse({ ...e, lastUpdated: 1 }).success).toBe(true);
    }
  });

  test('what they still cannot say (BYHOUR, BYMONTHDAY lists) is expanded and counted', () => {
    expect(byTitle(result, 'hourly').map((e) => e.startDate)).toEqual([
      '2026-03-10T09:00:00+01:00',
      '2026-03-10T15:00:00+01:00',
      '2026-03-11T09:00:00+01:00',
      '2026-03-11T15:00:00+01:00',
    ]);
    expect(byTitle(result, 'list').map((e) => e.startDate.slice(0, 10))).toEqual([
      '2026-03-10',
      '2026-03-20',
      '2026-04-10',
      '2026-04-20',
    ]);
    expect(result.counts).toMatchObject({ expanded: 2, expandedEvents: 8 });
  });

  test('the import shows the same occurrences as the rule, and export writes the rule back', () => {
    const shown = expandEvents(
      stored([one(result, 'tue-thu')]),
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(shown.map((o) => o.start.slice(0, 10))).toEqual([
      '2026-03-10',
      '2026-03-12',
      '2026-03-24',
      '2026-03-26',
      '2026-04-07',
      '2026-04-09',
      '2026-04-21',
      '2026-04-23',
    ]);
    const out = toIcs(stored(result.events), { now: NOW });
    expect(out).toContain('RRULE:FREQ=WEEKLY;COUNT=8;INTERVAL=2;BYDAY=TU,TH\r\n');
    expect(out).toContain('RRULE:FREQ=MONTHLY;BYDAY=2TU\r\n');
    expect(out).toContain('RRULE:FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU\r\n');
    expect(out).toContain('RRULE:FREQ=MONTHLY;BYDAY=-1FR\r\n');
    expect(out).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1\r\n');
    expect(out).toContain('RRULE:FREQ=DAILY;INTERVAL=3\r\n');
    const sort = (events: ImportedEvent[]) =>
      [...events].sort((a, b) => a.externalId.localeCompare(b.externalId));
    expect(sort(parseIcs(out, OPTIONS).events)).toEqual(sort(result.events));
  });
});

describe('toIcs', () => {
  const files = ['google', 'outlook', 'apple'];

  test.each(files)('export then import gives back the same records (%s)', (name) => {
    const first = parseIcs(fixture(name), OPTIONS);
    const text = toIcs(stored(first.events), { now: NOW, name: 'Planner' });
    const again = parseIcs(text, OPTIONS);
    const sort = (events: ImportedEvent[]) =>
      [...events].sort((a, b) => a.externalId.localeCompare(b.externalId));
    // The zone we could not name stays UTC: the instant and everything else are the same.
    expect(sort(again.events)).toEqual(sort(first.events));
    expect(again.counts.series).toBe(first.counts.series);
    expect(again.counts.overrides).toBe(first.counts.overrides);
    expect(again.counts.cancelled).toBe(first.counts.cancelled);
  });

  test('writes a VTIMEZONE per zone used, RRULE with UNTIL, EXDATE, RECURRENCE-ID and VALARM', () => {
    const google = parseIcs(fixture('google'), OPTIONS);
    const outlook = parseIcs(fixture('outlook'), OPTIONS);
    const text = toIcs(stored([...google.events, ...outlook.events]), { now: NOW });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.match(/^BEGIN:VTIMEZONE\r$/gm)).toHaveLength(3);
    expect(text).toContain('TZID:UTC');
    expect(text).toContain('TZID:America/New_York');
    expect(text).toContain('TZID:Europe/Paris');
    // Paris changes to summer time on 29 March 2026 at 02:00 local time.
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/,
    );
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260626T215959Z');
    expect(text).toContain('EXDATE;TZID=Europe/Paris:20260316T100000');
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/Paris:20260323T100000');
    expect(text).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dentist\r\nTRIGGER:-PT30M/);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  test('events made in Planner get a UID from their ids and come back with it', () => {
    const made: CalendarEvent = {
      id: 'abc',
      title: 'Yoga',
      description: '',
      color: '#123456',
      allDay: false,
      startDate: '2026-03-27T19:00:00+01:00',
      endDate: '2026-03-27T20:00:00+01:00',
      timeZone: 'Europe/Paris',
      recurrence: 'weekly',
      recurrenceId: 'series-1',
      recurrenceEnd: '2026-04-30',
      originalStart: null,
      cancelled: false,
      reminderMinutes: 0,
      presetId: null,
      lastUpdated: 1,
    };
    const [event] = parseIcs(toIcs([made], { now: NOW }), OPTIONS).events;
    expect(event).toMatchObject({
      externalId: 'series-1@planner',
      color: '#123456',
      recurrence: 'weekly',
      recurrenceEnd: '2026-04-30',
      reminderMinutes: 0,
      startDate: '2026-03-27T19:00:00+01:00',
    });
  });
});

describe('refused files', () => {
  test('not an iCalendar file', () => {
    refusedWith('Subject,Start Date\nLunch,2026-03-01\n', 'not-ics');
    refusedWith('', 'not-ics');
  });

  test('a broken line folding (continuation without its leading space)', () => {
    const broken = fixture('google').replace(
      'DESCRIPTION:Weekly team sync\\, room 4',
      'DESCRIPTION:Weekly team sync\r\nroom 4 is on the second floor',
    );
    refusedWith(broken, 'malformed');
  });

  test('a file over 10 MB', () => {
    const filler = `X-FILLER:${'x'.repeat(70)}\r\n`.repeat(140_000);
    refusedWith(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${filler}END:VCALENDAR\r\n`, 'too-large');
  });

  test('a file with more than 20,000 events', () => {
    const vevent = (i: number) =>
      `BEGIN:VEVENT\r\nUID:${i}\r\nDTSTART:20260301T100000Z\r\nSUMMARY:e\r\nEND:VEVENT\r\n`;
    const body = Array.from({ length: MAX_ICS_EVENTS + 1 }, (_, i) => vevent(i)).join('');
    refusedWith(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${body}END:VCALENDAR\r\n`, 'too-many');
  });

  test('a VEVENT without DTSTART is counted as an error, the others imported', () => {
    const text =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:No start\r\nEND:VEVENT\r\n' +
      'BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20260301T100000Z\r\nSUMMARY:\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const result = parseIcs(text, { ...OPTIONS, untitled: '(No title)' });
    expect(result.counts.errors).toBe(1);
    expect(result.events.map((e) => [e.title, e.endDate])).toEqual([
      ['(No title)', '2026-03-01T11:30:00+01:00'],
    ]);
  });
});
