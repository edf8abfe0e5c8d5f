import { makeTask } from '../testing/memoryTaskCollection';
import { readScheduleForm, scheduleFormFor } from './scheduleForm';

const PARIS = 'Europe/Paris';

describe('scheduleFormFor', () => {
  it('an unscheduled task starts at the next half hour today, for the length its estimate gives', () => {
    const now = new Date('2026-06-16T08:10:00Z'); // 10:10 in Paris
    expect(
      scheduleFormFor(makeTask({ id: 'a', estimatedTimeRange: 'lessThan15Min' }), now, PARIS),
    ).toEqual({ date: '2026-06-16', time: '10:30', minutes: '15' });
    expect(
      scheduleFormFor(makeTask({ id: 'b', estimatedTimeRange: '15to2Hour' }), now, PARIS).minutes,
    ).toBe('60');
    expect(
      scheduleFormFor(makeTask({ id: 'c', estimatedTimeRange: 'moreThan2Hour' }), now, PARIS)
        .minutes,
    ).toBe('120');
  });

  it('late in the evening it proposes tomorrow morning', () => {
    const now = new Date('2026-06-16T20:40:00Z'); // 22:40 in Paris
    expect(scheduleFormFor(makeTask({ id: 'a' }), now, PARIS)).toEqual({
      date: '2026-06-17',
      time: '09:00',
      minutes: '60',
    });
  });

  it('a scheduled task opens on its own time and length, in the zone', () => {
    const task = makeTask({
      id: 'a',
      scheduledStart: '2026-06-18T07:15:00Z',
      scheduledMinutes: 45,
    });
    expect(scheduleFormFor(task, new Date('2026-06-16T08:00:00Z'), PARIS)).toEqual({
      date: '2026-06-18',
      time: '09:15',
      minutes: '45',
    });
  });
});

describe('readScheduleForm', () => {
  it('gives the start with the zone offset and the length', () => {
    expect(readScheduleForm({ date: '2026-06-18', time: '09:15', minutes: '45' }, PARIS)).toEqual({
      ok: true,
      scheduledStart: '2026-06-18T09:15:00+02:00',
      scheduledMinutes: 45,
    });
    expect(
      readScheduleForm({ date: '2026-12-01', time: '14:00', minutes: '5' }, PARIS),
    ).toMatchObject({ scheduledStart: '2026-12-01T14:00:00+01:00', scheduledMinutes: 5 });
  });

  it('a time skipped when clocks go forward moves forward by the gap', () => {
    expect(
      readScheduleForm({ date: '2026-03-29', time: '02:30', minutes: '30' }, PARIS),
    ).toMatchObject({ ok: true, scheduledStart: '2026-03-29T03:30:00+02:00' });
  });

  it('names each wrong field', () => {
    expect(readScheduleForm({ date: '', time: '', minutes: '' }, PARIS)).toEqual({
      ok: false,
      errors: {
        date: 'schedule.errors.date',
        time: 'schedule.errors.time',
        minutes: 'schedule.errors.minutes',
      },
    });
    for (const date of ['2026-02-30', '1899-12-31', '2201-01-01', '18/06/2026']) {
      expect(readScheduleForm({ date, time: '09:00', minutes: '30' }, PARIS)).toEqual({
        ok: false,
        errors: { date: 'schedule.errors.date' },
      });
    }
    expect(readScheduleForm({ date: '2026-06-18', time: '24:00', minutes: '30' }, PARIS)).toEqual({
      ok: false,
      errors: { time: 'schedule.errors.time' },
    });
    for (const minutes of ['4', '1441', '30.5', '-10', 'abc']) {
      expect(readScheduleForm({ date: '2026-06-18', time: '09:00', minutes }, PARIS)).toEqual({
        ok: false,
        errors: { minutes: 'schedule.errors.minutes' },
      });
    }
  });
});
