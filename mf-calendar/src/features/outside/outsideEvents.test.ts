// Outside calendars' events on the calendar: the visible subscriptions' series expanded, read-only, in the
// subscription's colour and with its name; a hidden one draws nothing.
import type { CalendarEvent, Subscription } from '@planner/shared/model';
import { NO_OUTSIDE, outsideSource } from './outsideEvents';

const weekly: CalendarEvent = {
  id: 'sub-1-0',
  title: 'Training',
  description: '',
  color: '#2E7D32',
  allDay: false,
  startDate: '2030-03-04T18:00:00+01:00',
  endDate: '2030-03-04T19:30:00+01:00',
  timeZone: 'Europe/Paris',
  recurrence: 'weekly',
  recurrenceId: 'sub-abc-ics-1',
  recurrenceEnd: null,
  originalStart: null,
  cancelled: false,
  reminderMinutes: null,
  presetId: null,
  lastUpdated: 1,
};

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    url: 'https://club.example/a.ics',
    name: 'Club',
    color: '#2E7D32',
    hidden: false,
    lastSuccessAt: 1,
    lastError: null,
    events: [weekly],
    ...overrides,
  };
}

describe('outsideSource', () => {
  it('is the one empty source when nothing is visible, so the calendar does not draw again', () => {
    expect(outsideSource([])).toBe(NO_OUTSIDE);
    expect(outsideSource([subscription({ hidden: true })])).toBe(NO_OUTSIDE);
    expect(outsideSource([subscription({ events: [] })])).toBe(NO_OUTSIDE);
    expect(outsideSource([subscription()])).not.toBe(NO_OUTSIDE);
  });

  it('expands a visible subscription’s series, read-only, with its colour and name', () => {
    const source = outsideSource([subscription()]);
    const { inputs } = source(new Date('2030-03-01T00:00:00Z'), new Date('2030-03-22T00:00:00Z'));
    expect(inputs.map((i) => i.start)).toEqual([
      new Date('2030-03-04T17:00:00Z'),
      new Date('2030-03-11T17:00:00Z'),
      new Date('2030-03-18T17:00:00Z'),
    ]);
    for (const input of inputs) {
      expect(input).toMatchObject({
        title: 'Training',
        color: '#2E7D32',
        editable: false,
        startEditable: false,
        durationEditable: false,
        extendedProps: { kind: 'outside', calendarName: 'Club', subscriptionId: 's1' },
      });
    }
    const first = inputs[0]!;
    expect(source.find(first.id)).toMatchObject({ calendarName: 'Club', color: '#2E7D32' });
  });

  it('draws nothing of a hidden subscription', () => {
    const source = outsideSource([subscription({ hidden: true })]);
    const { inputs } = source(new Date('2030-03-01T00:00:00Z'), new Date('2030-03-22T00:00:00Z'));
    expect(inputs).toEqual([]);
  });
});
