import { eventInputSchema } from '../model';
import { nextDayFor, presetToEventInput } from './presetEvent';

describe('presetToEventInput', () => {
  it('starts a timed preset at its time on the day, in the time zone, for its duration', () => {
    const input = presetToEventInput(
      {
        title: 'Lunch',
        durationMin: 45,
        startTime: '12:15',
        recurrence: 'daily',
        color: '#2E7D32',
      },
      '2026-03-29',
      'Europe/Paris',
      { presetId: 'p1', lastUpdated: 5 },
    );
    expect(input).toMatchObject({
      title: 'Lunch',
      startDate: '2026-03-29T12:15:00+02:00',
      endDate: '2026-03-29T13:00:00+02:00',
      timeZone: 'Europe/Paris',
      recurrence: 'daily',
      presetId: 'p1',
      allDay: false,
    });
  });

  it('keeps the wall-clock duration of a night that crosses a DST change', () => {
    const input = presetToEventInput(
      { title: 'Sleep', durationMin: 480, startTime: '23:00' },
      '2026-11-07',
      'America/New_York',
      { lastUpdated: 1 },
    );
    expect(input.startDate).toBe('2026-11-07T23:00:00-05:00');
    expect(input.endDate).toBe('2026-11-08T07:00:00-05:00');
    expect(eventInputSchema.safeParse(input).success).toBe(true);
  });

  it('covers whole days for an all-day preset, and 09:00 for a timed one without a time', () => {
    const allDay = presetToEventInput(
      { title: 'Trip', durationMin: 2880, startTime: null, allDay: true },
      '2026-07-10',
      'Europe/Paris',
      { lastUpdated: 1 },
    );
    expect([allDay.startDate, allDay.endDate]).toEqual([
      '2026-07-10T00:00:00+02:00',
      '2026-07-12T00:00:00+02:00',
    ]);
    const noTime = presetToEventInput(
      { title: 'Call', durationMin: 30, startTime: null },
      '2026-07-10',
      'UTC',
      { lastUpdated: 1 },
    );
    expect(noTime.startDate).toBe('2026-07-10T09:00:00+00:00');
  });
});

describe('nextDayFor', () => {
  const now = new Date('2026-05-04T10:30:00Z'); // 12:30 in Paris
  it('is today while the start time is ahead, tomorrow once it has passed', () => {
    expect(nextDayFor('13:00', now, 'Europe/Paris')).toBe('2026-05-04');
    expect(nextDayFor('12:30', now, 'Europe/Paris')).toBe('2026-05-05');
    expect(nextDayFor(null, now, 'Europe/Paris')).toBe('2026-05-04');
  });
  it('uses the date in the given time zone', () => {
    const late = new Date('2026-05-04T23:30:00Z'); // already May 5th in Paris
    expect(nextDayFor('09:00', late, 'Europe/Paris')).toBe('2026-05-05');
    expect(nextDayFor('20:00', late, 'America/New_York')).toBe('2026-05-04'); // 19:30 there
  });
});
