// The plans the domain computes are what POST /calendar/apply takes: one body, checked by the shared schema.
import { applyEventsBodySchema } from '../model';
import type { ApplyEventsBody, CalendarEvent, EventInput } from '../model';
import { planEventDelete } from './eventDelete';
import { planEventCreate } from './eventPlan';
import { planEventUpdate } from './eventUpdate';
import { makeEvent } from './testEvents';

const series = makeEvent({
  id: 's',
  title: 'Yoga',
  startDate: '2026-03-16T09:00:00+01:00',
  endDate: '2026-03-16T10:00:00+01:00',
  recurrence: 'weekly',
  recurrenceId: 'r',
  lastUpdated: 10,
});
const moved = makeEvent({
  id: 'o-moved',
  startDate: '2026-04-07T14:00:00+02:00',
  endDate: '2026-04-07T15:00:00+02:00',
  recurrenceId: 'r',
  originalStart: '2026-04-06T09:00:00+02:00',
  lastUpdated: 20,
});
const existing = [series, moved];
const MAR30 = '2026-03-30T09:00:00+02:00';

function form(base: CalendarEvent, changes: Partial<EventInput>): EventInput {
  const { id: _id, ...fields } = base;
  return { ...fields, lastUpdated: 5_000, ...changes };
}

describe('event plans as an apply body', () => {
  it.each([
    ['a creation', planEventCreate(form(series, {}), { newId: () => 'new-r' })],
    [
      "a 'following' edit with a new recurrence",
      planEventUpdate(series, form(series, { recurrence: 'daily' }), 'following', MAR30, {
        existing,
        newId: () => 'new-r',
      }),
    ],
    ["a 'following' delete", planEventDelete(series, 'following', MAR30, { existing })],
  ])('%s parses with applyEventsBodySchema', (_name, operations) => {
    expect(operations.length).toBeGreaterThan(0);
    // The domain's EventOperation[] is the body's type as it is (checked at compile time too).
    const body: ApplyEventsBody = { operations };
    expect(applyEventsBodySchema.parse(body).operations).toEqual(operations);
  });
});
