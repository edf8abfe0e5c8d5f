import type { CalendarEvent } from '@planner/shared/model';
import { splitEvents } from '../../events/eventState';
import { requestedOccurrence } from './useEventOpenRequested';

const event = (fields: Partial<CalendarEvent>): CalendarEvent =>
  ({
    id: 'e1',
    title: 'Dentist',
    description: '',
    color: '#FF6700',
    allDay: false,
    startDate: '2026-11-26T09:00:00Z',
    endDate: '2026-11-26T09:30:00Z',
    timeZone: 'UTC',
    recurrence: 'none',
    recurrenceId: null,
    recurrenceEnd: null,
    originalStart: null,
    cancelled: false,
    reminderMinutes: 10,
    presetId: null,
    lastUpdated: 1,
    ...fields,
  }) as CalendarEvent;

describe('requestedOccurrence (an opened reminder names its event)', () => {
  it('finds a single event and the named occurrence of a series', () => {
    const state = splitEvents([
      event({}),
      event({
        id: 's1',
        title: 'Standup',
        startDate: '2026-11-02T08:00:00Z',
        endDate: '2026-11-02T08:15:00Z',
        recurrence: 'daily',
        recurrenceId: 'r1',
      }),
    ]);
    expect(requestedOccurrence(state, 'e1', '2026-11-26T09:00:00.000Z')?.event.title).toBe(
      'Dentist',
    );
    const standup = requestedOccurrence(state, 's1', '2026-11-26T08:00:00.000Z');
    expect(standup?.kind).toBe('occurrence');
    expect(Date.parse(standup?.start ?? '')).toBe(Date.parse('2026-11-26T08:00:00Z'));
    expect(requestedOccurrence(state, 'gone', '2026-11-26T09:00:00.000Z')).toBeNull();
  });
});
