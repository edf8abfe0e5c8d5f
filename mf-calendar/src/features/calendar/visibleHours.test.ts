// The grid's hours stretch to show every event of the range, and stay the user's otherwise.
import type { Occurrence } from '@planner/shared/domain';
import { visibleHours } from './visibleHours';

const hours = { slotMinTime: '08:00:00', slotMaxTime: '20:00:00' };

/** An occurrence from local wall times (the grid's zone), e.g. at('2030-01-10T20:15', 60). */
function at(localStart: string, minutes: number, allDay = false): Occurrence {
  const start = new Date(localStart);
  const end = new Date(start.getTime() + minutes * 60_000);
  return {
    key: localStart,
    kind: 'single',
    event: { allDay } as Occurrence['event'],
    start: start.toISOString(),
    end: end.toISOString(),
    originalStart: null,
  } as Occurrence;
}

describe('visibleHours', () => {
  it('keeps the user’s hours when every event fits', () => {
    expect(visibleHours([at('2030-01-10T09:00', 60)], hours)).toBe(hours);
    expect(visibleHours([], hours)).toEqual(hours);
  });

  it('stretches to an event after the day ends, or before it starts, to whole hours', () => {
    expect(visibleHours([at('2030-01-10T20:15', 45)], hours)).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '21:00:00',
    });
    expect(visibleHours([at('2030-01-10T06:30', 30)], hours)).toEqual({
      slotMinTime: '06:00:00',
      slotMaxTime: '20:00:00',
    });
  });

  it('shows the whole night of an event crossing midnight', () => {
    expect(visibleHours([at('2030-01-10T22:00', 8 * 60)], hours)).toEqual({
      slotMinTime: '00:00:00',
      slotMaxTime: '24:00:00',
    });
  });

  it('looks only at the days shown: each day of a night, not the whole day around it', () => {
    const night = at('2030-01-09T22:00', 8 * 60);
    const day = (d: string) => ({
      start: new Date(`${d}T00:00`),
      end: new Date(new Date(`${d}T00:00`).getTime() + 24 * 3600_000),
    });
    expect(visibleHours([night], hours, day('2030-01-09'))).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '24:00:00',
    });
    expect(visibleHours([night], hours, day('2030-01-10'))).toEqual({
      slotMinTime: '00:00:00',
      slotMaxTime: '20:00:00',
    });
    // A day the night does not touch, and an event of another day: the user's hours.
    expect(visibleHours([night, at('2030-01-08T20:15', 45)], hours, day('2030-01-11'))).toBe(hours);
  });

  it('needs nothing of the next morning for an event ending at midnight', () => {
    expect(visibleHours([at('2030-01-10T22:00', 120)], hours)).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '24:00:00',
    });
  });

  it('ignores all-day events (they have their own row)', () => {
    expect(visibleHours([at('2030-01-10T00:00', 24 * 60, true)], hours)).toEqual(hours);
  });
});
