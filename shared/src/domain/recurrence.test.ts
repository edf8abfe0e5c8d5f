import {
  expandEvents,
  expandSeries,
  isOccurrenceStartOf,
  occurrenceKey,
  partitionEvents,
} from './recurrence';
import { makeEvent } from './testEvents';

const range = (from: string, to: string): [Date, Date] => [new Date(from), new Date(to)];
const starts = (occ: { start: string }[]) => occ.map((o) => o.start);

describe('expandSeries across DST', () => {
  it('keeps a weekly 09:00 Europe/Paris event at 09:00 local after the March change', () => {
    const series = makeEvent({
      id: 's1',
      startDate: '2026-03-16T09:00:00+01:00',
      endDate: '2026-03-16T10:00:00+01:00',
      recurrence: 'weekly',
      recurrenceId: 'r1',
    });
    const occ = expandSeries(series, [], ...range('2026-03-01T00:00:00Z', '2026-04-08T00:00:00Z'));
    expect(starts(occ)).toEqual([
      '2026-03-16T09:00:00+01:00',
      '2026-03-23T09:00:00+01:00',
      '2026-03-30T09:00:00+02:00',
      '2026-04-06T09:00:00+02:00',
    ]);
    expect(occ.map((o) => o.end)).toEqual([
      '2026-03-16T10:00:00+01:00',
      '2026-03-23T10:00:00+01:00',
      '2026-03-30T10:00:00+02:00',
      '2026-04-06T10:00:00+02:00',
    ]);
    expect(occ.every((o) => o.kind === 'occurrence' && o.event === series)).toBe(true);
  });

  it('keeps it at 09:00 local after the October change', () => {
    const series = makeEvent({
      id: 's1',
      startDate: '2026-10-19T09:00:00+02:00',
      endDate: '2026-10-19T10:00:00+02:00',
      recurrence: 'weekly',
      recurrenceId: 'r1',
    });
    const occ = expandSeries(series, [], ...range('2026-10-19T00:00:00Z', '2026-11-03T00:00:00Z'));
    expect(starts(occ)).toEqual([
      '2026-10-19T09:00:00+02:00',
      '2026-10-26T09:00:00+01:00',
      '2026-11-02T09:00:00+01:00',
    ]);
    // In UTC the occurrence moves by an hour: it is the wall time that stays.
    expect(occ.map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('keeps a daily America/New_York event at 08:00 across March 8 and November 1, 2026', () => {
    const series = makeEvent({
      id: 's2',
      timeZone: 'America/New_York',
      startDate: '2026-03-06T08:00:00-05:00',
      endDate: '2026-03-06T08:45:00-05:00',
      recurrence: 'daily',
      recurrenceId: 'r2',
    });
    const march = expandSeries(
      series,
      [],
      ...range('2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z'),
    );
    expect(starts(march)).toEqual([
      '2026-03-07T08:00:00-05:00',
      '2026-03-08T08:00:00-04:00',
      '2026-03-09T08:00:00-04:00',
    ]);
    expect(march.map((o) => o.end)).toEqual([
      '2026-03-07T08:45:00-05:00',
      '2026-03-08T08:45:00-04:00',
      '2026-03-09T08:45:00-04:00',
    ]);
    const nov = expandSeries(series, [], ...range('2026-10-31T13:00:00Z', '2026-11-03T00:00:00Z'));
    expect(starts(nov)).toEqual(['2026-11-01T08:00:00-05:00', '2026-11-02T08:00:00-05:00']);
  });

  it('moves an occurrence that falls in the spring-forward gap to just after it, that day only', () => {
    const series = makeEvent({
      id: 's3',
      startDate: '2026-03-27T02:30:00+01:00',
      endDate: '2026-03-27T03:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'r3',
    });
    const occ = expandSeries(series, [], ...range('2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z'));
    expect(starts(occ)).toEqual([
      '2026-03-28T02:30:00+01:00',
      '2026-03-29T03:30:00+02:00',
      '2026-03-30T02:30:00+02:00',
    ]);
  });

  it('takes the earlier of a wall time repeated by fall-back, on every day after the first', () => {
    const series = makeEvent({
      id: 's5',
      startDate: '2026-10-24T02:30:00+02:00',
      endDate: '2026-10-24T02:45:00+02:00',
      recurrence: 'daily',
      recurrenceId: 'r5',
    });
    const occ = expandSeries(series, [], ...range('2026-10-24T00:00:00Z', '2026-10-26T12:00:00Z'));
    expect(starts(occ)).toEqual([
      '2026-10-24T02:30:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-26T02:30:00+01:00',
    ]);
  });

  it('keeps the first occurrence at its stored start when that is the later of a repeated wall time', () => {
    // 02:30+01:00 on Oct 25 is the second 02:30 of the night: the series' first occurrence is the
    // stored event itself, neither an hour earlier nor dropped.
    const series = makeEvent({
      id: 's6',
      startDate: '2026-10-25T02:30:00+01:00',
      endDate: '2026-10-25T03:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'r6',
    });
    const occ = expandSeries(series, [], ...range('2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z'));
    expect(occ.map((o) => [o.start, o.end])).toEqual([
      ['2026-10-25T02:30:00+01:00', '2026-10-25T03:00:00+01:00'],
      ['2026-10-26T02:30:00+01:00', '2026-10-26T03:00:00+01:00'],
    ]);
    expect(isOccurrenceStartOf(series, '2026-10-25T02:30:00+01:00')).toBe(true);
    expect(isOccurrenceStartOf(series, '2026-10-25T02:30:00+02:00')).toBe(false);
  });

  it('keeps an evening New York event at 18:30 local across the November change', () => {
    const series = makeEvent({
      id: 's7',
      timeZone: 'America/New_York',
      startDate: '2026-10-30T18:30:00-04:00',
      endDate: '2026-10-30T19:30:00-04:00',
      recurrence: 'daily',
      recurrenceId: 'r7',
    });
    const occ = expandSeries(series, [], ...range('2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'));
    expect(occ.map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-10-31T22:30:00.000Z',
      '2026-11-01T23:30:00.000Z',
      '2026-11-02T23:30:00.000Z',
    ]);
  });

  it('keeps an all-day event from midnight to midnight on the 23-hour day', () => {
    const series = makeEvent({
      id: 's4',
      allDay: true,
      startDate: '2026-03-28T00:00:00+01:00',
      endDate: '2026-03-29T00:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'r4',
    });
    const occ = expandSeries(series, [], ...range('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z'));
    expect(occ.map((o) => [o.start, o.end])).toEqual([
      ['2026-03-28T00:00:00+01:00', '2026-03-29T00:00:00+01:00'],
      ['2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
      ['2026-03-30T00:00:00+02:00', '2026-03-31T00:00:00+02:00'],
    ]);
  });
});

describe('expandSeries rules', () => {
  it('repeats monthly on the 31st and skips months without one', () => {
    const series = makeEvent({
      id: 'm',
      startDate: '2026-01-31T18:00:00+01:00',
      endDate: '2026-01-31T19:00:00+01:00',
      recurrence: 'monthly',
      recurrenceId: 'rm',
    });
    const occ = expandSeries(series, [], ...range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'));
    expect(occ.map((o) => o.start.slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('repeats annually on Feb 29 only in leap years', () => {
    const series = makeEvent({
      id: 'a',
      timeZone: 'UTC',
      startDate: '2024-02-29T12:00:00Z',
      endDate: '2024-02-29T13:00:00Z',
      recurrence: 'annually',
      recurrenceId: 'ra',
    });
    const occ = expandSeries(series, [], ...range('2024-01-01T00:00:00Z', '2033-01-01T00:00:00Z'));
    expect(occ.map((o) => o.start.slice(0, 10))).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
  });

  it('repeats on weekdays only, and a series starting on a Saturday begins on Monday', () => {
    const fromWednesday = makeEvent({
      id: 'w',
      startDate: '2026-11-18T07:30:00+01:00',
      endDate: '2026-11-18T08:00:00+01:00',
      recurrence: 'weekdays',
      recurrenceId: 'rw',
    });
    const occ = expandSeries(
      fromWednesday,
      [],
      ...range('2026-11-16T00:00:00Z', '2026-11-30T00:00:00Z'),
    );
    expect(occ.map((o) => o.start.slice(0, 10))).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const fromSaturday = makeEvent({
      ...fromWednesday,
      id: 'w2',
      startDate: '2026-11-21T07:30:00+01:00',
      endDate: '2026-11-21T08:00:00+01:00',
    });
    const first = expandSeries(
      fromSaturday,
      [],
      ...range('2026-11-16T00:00:00Z', '2026-11-25T00:00:00Z'),
    );
    expect(first.map((o) => o.start.slice(0, 10))).toEqual(['2026-11-23', '2026-11-24']);
  });

  it("stops after recurrenceEnd, inclusive, counted in the event's own zone", () => {
    // 22:00 in New York on Nov 5 is already Nov 6 in UTC: it is still the last occurrence.
    const series = makeEvent({
      id: 'e',
      timeZone: 'America/New_York',
      startDate: '2026-11-02T22:00:00-05:00',
      endDate: '2026-11-02T23:00:00-05:00',
      recurrence: 'daily',
      recurrenceId: 're',
      recurrenceEnd: '2026-11-05',
    });
    const occ = expandSeries(series, [], ...range('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'));
    expect(starts(occ)).toEqual([
      '2026-11-02T22:00:00-05:00',
      '2026-11-03T22:00:00-05:00',
      '2026-11-04T22:00:00-05:00',
      '2026-11-05T22:00:00-05:00',
    ]);
  });

  it('includes an occurrence that started before the range and still runs in it', () => {
    const series = makeEvent({
      id: 'n',
      startDate: '2026-11-02T22:00:00+01:00',
      endDate: '2026-11-03T06:00:00+01:00',
      recurrence: 'weekly',
      recurrenceId: 'rn',
    });
    const occ = expandSeries(series, [], ...range('2026-11-09T23:00:00Z', '2026-11-10T23:00:00Z'));
    expect(starts(occ)).toEqual(['2026-11-09T22:00:00+01:00']);
  });

  it('returns a single event only when it overlaps the range', () => {
    const single = makeEvent({
      id: 'one',
      startDate: '2026-11-20T09:00:00+01:00',
      endDate: '2026-11-20T10:00:00+01:00',
    });
    expect(
      expandSeries(single, [], ...range('2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z')).map(
        (o) => [o.kind, o.start],
      ),
    ).toEqual([['single', '2026-11-20T09:00:00+01:00']]);
    expect(
      expandSeries(single, [], ...range('2026-11-20T09:00:00Z', '2026-11-21T00:00:00Z')),
    ).toEqual([]);
  });

  it('returns nothing before the series starts', () => {
    const series = makeEvent({
      id: 'f',
      startDate: '2026-11-20T09:00:00+01:00',
      endDate: '2026-11-20T10:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'rf',
    });
    expect(
      expandSeries(series, [], ...range('2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z')),
    ).toEqual([]);
  });
});

describe('overrides', () => {
  const series = makeEvent({
    id: 's',
    title: 'Standup',
    startDate: '2026-03-16T09:00:00+01:00',
    endDate: '2026-03-16T09:15:00+01:00',
    recurrence: 'weekly',
    recurrenceId: 'r',
  });
  const moved = makeEvent({
    id: 'o1',
    title: 'Standup (moved)',
    startDate: '2026-03-24T14:00:00+01:00',
    endDate: '2026-03-24T14:30:00+01:00',
    recurrenceId: 'r',
    originalStart: '2026-03-23T09:00:00+01:00',
  });
  const cancelled = makeEvent({
    id: 'o2',
    startDate: '2026-03-30T09:00:00+02:00',
    endDate: '2026-03-30T09:15:00+02:00',
    recurrenceId: 'r',
    // The same instant written in UTC still identifies the occurrence.
    originalStart: '2026-03-30T07:00:00Z',
    cancelled: true,
  });
  const otherSeries = makeEvent({ ...moved, id: 'o3', recurrenceId: 'other' });

  it('replaces an occurrence with its override and removes a cancelled one', () => {
    const occ = expandSeries(
      series,
      [moved, cancelled, otherSeries],
      ...range('2026-03-16T00:00:00Z', '2026-04-12T00:00:00Z'),
    );
    expect(occ.map((o) => [o.kind, o.start, o.event.title])).toEqual([
      ['occurrence', '2026-03-16T09:00:00+01:00', 'Standup'],
      ['override', '2026-03-24T14:00:00+01:00', 'Standup (moved)'],
      ['occurrence', '2026-04-06T09:00:00+02:00', 'Standup'],
    ]);
  });

  it('gives an occurrence the same key as its override', () => {
    const plain = expandSeries(
      series,
      [],
      ...range('2026-03-23T00:00:00Z', '2026-03-24T00:00:00Z'),
    );
    const overridden = expandSeries(
      series,
      [moved],
      ...range('2026-03-23T00:00:00Z', '2026-03-25T00:00:00Z'),
    );
    expect(plain[0]?.key).toBe('r@2026-03-23T08:00:00.000Z');
    expect(overridden[0]?.key).toBe(plain[0]?.key);
    expect(overridden[0]?.originalStart).toBe('2026-03-23T09:00:00+01:00');
    expect(occurrenceKey('r', '2026-03-23T09:00:00+01:00')).toBe(plain[0]?.key);
  });

  it('shows an override moved into the range, hides one moved out of it', () => {
    // The occurrence of Mar 23 was moved to Mar 24: a range holding only the 24th shows it...
    expect(
      expandSeries(series, [moved], ...range('2026-03-24T00:00:00Z', '2026-03-25T00:00:00Z')).map(
        (o) => o.key,
      ),
    ).toEqual(['r@2026-03-23T08:00:00.000Z']);
    // ...and a range holding only the 23rd shows neither the original nor the moved one.
    expect(
      expandSeries(series, [moved], ...range('2026-03-23T00:00:00Z', '2026-03-24T00:00:00Z')),
    ).toEqual([]);
  });

  it('ignores an override whose original start is not an occurrence', () => {
    const stray = makeEvent({ ...moved, id: 'o4', originalStart: '2026-03-25T09:00:00+01:00' });
    expect(isOccurrenceStartOf(series, '2026-03-25T09:00:00+01:00')).toBe(false);
    expect(isOccurrenceStartOf(series, '2026-03-30T09:00:00+02:00')).toBe(true);
    const occ = expandSeries(
      series,
      [stray],
      ...range('2026-03-23T00:00:00Z', '2026-03-26T00:00:00Z'),
    );
    expect(occ.map((o) => o.kind)).toEqual(['occurrence']);
  });
});

describe('expandEvents', () => {
  it('combines single events and series, hides overrides without a series, sorts by start', () => {
    const single = makeEvent({
      id: 'one',
      startDate: '2026-03-17T12:00:00+01:00',
      endDate: '2026-03-17T13:00:00+01:00',
    });
    const series = makeEvent({
      id: 's',
      startDate: '2026-03-16T09:00:00+01:00',
      endDate: '2026-03-16T10:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'r',
      recurrenceEnd: '2026-03-18',
    });
    const orphan = makeEvent({
      id: 'orphan',
      startDate: '2026-03-17T15:00:00+01:00',
      endDate: '2026-03-17T16:00:00+01:00',
      recurrenceId: 'gone',
      originalStart: '2026-03-17T09:00:00+01:00',
    });
    const occ = expandEvents(
      [orphan, single, series],
      ...range('2026-03-16T00:00:00Z', '2026-03-23T00:00:00Z'),
    );
    expect(occ.map((o) => o.key)).toEqual([
      'r@2026-03-16T08:00:00.000Z',
      'r@2026-03-17T08:00:00.000Z',
      'one',
      'r@2026-03-18T08:00:00.000Z',
    ]);
    expect(occ.find((o) => o.key === 'one')?.kind).toBe('single');
    expect(partitionEvents([orphan, single, series])).toEqual({
      singles: [single],
      series: [series],
      overrides: [orphan],
    });
  });

  it('stays quick on a range reaching far into the future', () => {
    const daily = makeEvent({
      id: 'd',
      startDate: '2026-01-01T09:00:00+01:00',
      endDate: '2026-01-01T10:00:00+01:00',
      recurrence: 'daily',
      recurrenceId: 'rd',
    });
    const started = Date.now();
    const occ = expandSeries(daily, [], ...range('2026-01-01T00:00:00Z', '9999-12-31T00:00:00Z'));
    expect(occ.length).toBeGreaterThan(7_000);
    expect(occ.length).toBeLessThanOrEqual(7_322);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
