import {
  applyPreset,
  eventToValues,
  moveStart,
  newEventValues,
  validateEventForm,
  valuesToInput,
} from './eventForm';
import { makeEvent } from '../testing/memoryStores';
import { presetSchema } from '@planner/shared/model';

const base = () =>
  newEventValues(
    new Date('2026-03-28T08:00:00Z'),
    new Date('2026-03-28T09:00:00Z'),
    false,
    'Europe/Paris',
  );

describe('event form values', () => {
  it('starts a new event at the selected slot, in the time zone given', () => {
    expect(base()).toMatchObject({
      startDate: '2026-03-28',
      startTime: '09:00',
      endDate: '2026-03-28',
      endTime: '10:00',
      timeZone: 'Europe/Paris',
      recurrence: 'none',
    });
  });

  it('shows an all-day selection with its last day, not the exclusive end', () => {
    const v = newEventValues(
      new Date('2026-03-28T00:00:00+01:00'),
      new Date('2026-03-30T00:00:00+02:00'),
      true,
      'Europe/Paris',
    );
    expect([v.allDay, v.startDate, v.endDate]).toEqual([true, '2026-03-28', '2026-03-29']);
    expect(valuesToInput({ ...v, title: 'Trip' }, 1)).toMatchObject({
      startDate: '2026-03-28T00:00:00+01:00',
      endDate: '2026-03-30T00:00:00+02:00',
      allDay: true,
    });
  });

  it('refuses an empty title and an end that is not after the start', () => {
    expect(validateEventForm({ ...base(), title: '  ' })).toMatchObject({
      title: 'form.errors.titleRequired',
    });
    expect(validateEventForm({ ...base(), title: 'x', endTime: '09:00' })).toEqual({
      endDate: 'form.errors.endBeforeStart',
    });
    expect(
      validateEventForm({ ...base(), title: 'x', endDate: '2026-03-27', endTime: '11:00' }),
    ).toEqual({ endDate: 'form.errors.endBeforeStart' });
    expect(validateEventForm({ ...base(), title: 'x' })).toEqual({});
  });

  it('shares the wire rules: a visible, storable title and years 1900-2200', () => {
    expect(validateEventForm({ ...base(), title: '\u200B\u200B' }).title).toBe(
      'form.errors.titleRequired',
    );
    expect(validateEventForm({ ...base(), title: 'a\u0000b' }).title).toBe('form.errors.text');
    expect(
      validateEventForm({ ...base(), title: 'x', startDate: '0000-03-27', endDate: '0000-03-27' })
        .startDate,
    ).toBe('form.errors.yearRange');
    expect(validateEventForm({ ...base(), title: 'x', endDate: '2301-03-27' }).endDate).toBe(
      'form.errors.yearRange',
    );
  });

  it('checks the reminder and the repeat end', () => {
    expect(validateEventForm({ ...base(), title: 'x', reminderMinutes: '-5' })).toEqual({
      reminderMinutes: 'form.errors.reminder',
    });
    expect(
      validateEventForm({
        ...base(),
        title: 'x',
        recurrence: 'daily',
        recurrenceEnd: '2026-03-01',
      }),
    ).toEqual({ recurrenceEnd: 'form.errors.recurrenceEnd' });
  });

  it('converts to the wire format with the offset of the time zone on that day (DST)', () => {
    const v = {
      ...base(),
      title: ' Brunch ',
      startDate: '2026-03-29',
      endDate: '2026-03-29',
      startTime: '11:00',
      endTime: '12:30',
      recurrence: 'weekly' as const,
      recurrenceEnd: '2026-06-01',
      reminderMinutes: '15',
    };
    expect(valuesToInput(v, 42)).toEqual({
      title: 'Brunch',
      description: '',
      color: '#FF6700',
      allDay: false,
      startDate: '2026-03-29T11:00:00+02:00',
      endDate: '2026-03-29T12:30:00+02:00',
      timeZone: 'Europe/Paris',
      recurrence: 'weekly',
      recurrenceEnd: '2026-06-01',
      reminderMinutes: 15,
      presetId: null,
      lastUpdated: 42,
    });
    const ny = {
      ...v,
      timeZone: 'America/New_York',
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    };
    expect(valuesToInput(ny, 1).startDate).toBe('2026-11-01T11:00:00-05:00');
  });

  it("opens an occurrence at its own date, with the series' rule", () => {
    const series = makeEvent({
      id: 's',
      recurrence: 'weekly',
      recurrenceId: 'r',
      recurrenceEnd: '2026-12-31',
      reminderMinutes: 5,
    });
    const v = eventToValues(series, {
      start: '2026-03-30T09:00:00+02:00',
      end: '2026-03-30T10:00:00+02:00',
    });
    expect(v).toMatchObject({
      startDate: '2026-03-30',
      startTime: '09:00',
      endTime: '10:00',
      recurrence: 'weekly',
      recurrenceEnd: '2026-12-31',
      reminderMinutes: '5',
    });
  });

  it('keeps the duration when the start moves', () => {
    const v = moveStart({ ...base(), endTime: '10:30' }, '2026-04-02', '14:00');
    expect([v.startDate, v.startTime, v.endDate, v.endTime]).toEqual([
      '2026-04-02',
      '14:00',
      '2026-04-02',
      '15:30',
    ]);
  });

  it('fills the form from a preset on the chosen day', () => {
    const preset = presetSchema.parse({
      id: 'p1',
      kind: 'recurring',
      title: 'Swim',
      durationMin: 90,
      startTime: '18:00',
      recurrence: 'weekly',
      color: '#123456',
      lastUpdated: 1,
    });
    const v = applyPreset(base(), preset);
    expect(v).toMatchObject({
      title: 'Swim',
      startDate: '2026-03-28',
      startTime: '18:00',
      endDate: '2026-03-28',
      endTime: '19:30',
      recurrence: 'weekly',
      color: '#123456',
      presetId: 'p1',
    });
  });
});
