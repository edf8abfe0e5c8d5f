import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import type { CalendarEvent } from '@planner/shared/model';
import { DataProvider, resetAll } from '@planner/shared/sync';
import { ok, setupTestApi } from '../../../../../shared/src/sync/testApi';
import { splitEvents } from '../../events/eventState';
import { requestedOccurrence, useEventOpenRequested } from './useEventOpenRequested';

const api = setupTestApi({ mode: 'production' });
beforeEach(async () => {
  await resetAll();
  bus.set('session', { resolved: true, user: { uid: 'm1', email: 'a@b.c', isAnonymous: false } });
});
afterEach(() => bus.set('session', { resolved: true, user: null }));

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

describe('useEventOpenRequested', () => {
  it('opens the event a reminder names, reading the list again when it was made elsewhere since', async () => {
    api.on('GET /calendar/calendar', ok([event({ id: 'e9', title: 'Made on the phone' })]));
    const onOpen = jest.fn();
    renderHook(() => useEventOpenRequested(splitEvents([]), true, onOpen), {
      wrapper: DataProvider,
    });
    act(() =>
      bus.publish('ui:event-open-requested', { eventId: 'e9', start: '2026-11-26T09:00:00Z' }),
    );
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ event: { title: 'Made on the phone' } });
  });

  it('opens nothing for an event deleted since', async () => {
    api.on('GET /calendar/calendar', ok([]));
    const onOpen = jest.fn();
    renderHook(() => useEventOpenRequested(splitEvents([]), true, onOpen), {
      wrapper: DataProvider,
    });
    act(() =>
      bus.publish('ui:event-open-requested', { eventId: 'gone', start: '2026-11-26T09:00:00Z' }),
    );
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onOpen).not.toHaveBeenCalled();
  });
});
