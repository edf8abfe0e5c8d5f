// Series expansion for reminders: each rule, DST transitions in the event's zone, recurrenceEnd, windows.
import { expandOccurrences } from './expandOccurrences';
import type { SeriesInput } from './expandOccurrences';

const iso = (ms: number[]) => ms.map((m) => new Date(m).toISOString());
const at = (s: string) => Date.parse(s);

function series(overrides: Partial<SeriesInput>): SeriesInput {
  return {
    startDate: '2030-03-01T09:00:00+01:00',
    timeZone: 'Europe/Paris',
    recurrence: 'daily',
    recurrenceEnd: null,
    ...overrides,
  };
}

describe('expandOccurrences', () => {
  it('keeps the wall-clock time across the spring-forward change (Paris, 31 March 2030)', () => {
    const s = series({ startDate: '2030-03-29T09:00:00+01:00' });
    expect(
      iso(expandOccurrences(s, at('2030-03-29T00:00:00Z'), at('2030-04-01T23:00:00Z'))),
    ).toEqual([
      '2030-03-29T08:00:00.000Z',
      '2030-03-30T08:00:00.000Z',
      '2030-03-31T07:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across the fall-back change (New York, 3 November 2030)', () => {
    const s = series({ startDate: '2030-11-01T18:30:00-04:00', timeZone: 'America/New_York' });
    expect(
      iso(expandOccurrences(s, at('2030-11-01T00:00:00Z'), at('2030-11-04T23:59:00Z'))),
    ).toEqual([
      '2030-11-01T22:30:00.000Z',
      '2030-11-02T22:30:00.000Z',
      '2030-11-03T23:30:00.000Z',
      '2030-11-04T23:30:00.000Z',
    ]);
  });

  it('moves a time that does not exist (spring gap) forward, and picks the first of an ambiguous one', () => {
    const gap = series({ startDate: '2030-03-30T02:30:00+01:00' });
    expect(
      iso(expandOccurrences(gap, at('2030-03-30T00:00:00Z'), at('2030-03-31T12:00:00Z'))),
    ).toEqual([
      '2030-03-30T01:30:00.000Z',
      '2030-03-31T01:30:00.000Z', // 03:30 +02:00
    ]);
    const overlap = series({ startDate: '2030-10-26T02:30:00+02:00' });
    expect(
      iso(expandOccurrences(overlap, at('2030-10-26T00:00:00Z'), at('2030-10-27T12:00:00Z'))),
    ).toEqual([
      '2030-10-26T00:30:00.000Z',
      '2030-10-27T00:30:00.000Z', // first 02:30, still +02:00
    ]);
  });

  it('weekdays: Monday to Friday only', () => {
    const s = series({ recurrence: 'weekdays', startDate: '2030-03-01T09:00:00+01:00' }); // a Friday
    const days = expandOccurrences(s, at('2030-03-01T00:00:00Z'), at('2030-03-08T23:00:00Z')).map(
      (m) => new Date(m).getUTCDate(),
    );
    expect(days).toEqual([1, 4, 5, 6, 7, 8]);
  });

  it('weekly: same weekday every week', () => {
    const s = series({ recurrence: 'weekly', startDate: '2030-03-01T09:00:00+01:00' });
    expect(
      iso(expandOccurrences(s, at('2030-03-02T00:00:00Z'), at('2030-03-16T00:00:00Z'))),
    ).toEqual(['2030-03-08T08:00:00.000Z', '2030-03-15T08:00:00.000Z']);
  });

  it('monthly: same day of month, skipping months without it', () => {
    const s = series({ recurrence: 'monthly', startDate: '2030-01-31T10:00:00+01:00' });
    expect(
      iso(expandOccurrences(s, at('2030-01-01T00:00:00Z'), at('2030-06-01T00:00:00Z'))),
    ).toEqual(['2030-01-31T09:00:00.000Z', '2030-03-31T08:00:00.000Z', '2030-05-31T08:00:00.000Z']);
  });

  it('annually: same month and day; 29 February only in leap years', () => {
    const s = series({
      recurrence: 'annually',
      startDate: '2028-02-29T12:00:00Z',
      timeZone: 'UTC',
    });
    expect(
      iso(expandOccurrences(s, at('2028-01-01T00:00:00Z'), at('2032-12-31T00:00:00Z'))),
    ).toEqual(['2028-02-29T12:00:00.000Z', '2032-02-29T12:00:00.000Z']);
  });

  it('honours recurrenceEnd (inclusive, local date) and never yields before the first start', () => {
    const s = series({ startDate: '2030-03-05T23:30:00+01:00', recurrenceEnd: '2030-03-07' });
    expect(
      iso(expandOccurrences(s, at('2030-03-01T00:00:00Z'), at('2030-03-20T00:00:00Z'))),
    ).toEqual(['2030-03-05T22:30:00.000Z', '2030-03-06T22:30:00.000Z', '2030-03-07T22:30:00.000Z']);
  });

  it('a single event yields its start only inside the window', () => {
    const s = series({ recurrence: 'none' });
    expect(expandOccurrences(s, at('2030-03-01T00:00:00Z'), at('2030-03-02T00:00:00Z'))).toEqual([
      at('2030-03-01T08:00:00Z'),
    ]);
    expect(expandOccurrences(s, at('2030-03-02T00:00:00Z'), at('2030-03-03T00:00:00Z'))).toEqual(
      [],
    );
  });
});
