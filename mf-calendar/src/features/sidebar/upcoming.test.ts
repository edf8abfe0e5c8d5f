import { splitEvents } from '../events/eventState';
import { makeEvent } from '../testing/memoryStores';
import { upcomingByDay } from './upcoming';

describe('upcomingByDay', () => {
  it("groups today's and the next days' events by day, series included, past ones left out", () => {
    const now = new Date(2026, 4, 4, 12, 0); // local noon
    const at = (d: number, h: number) => new Date(2026, 4, d, h).toISOString();
    const state = splitEvents([
      makeEvent({
        id: 'done',
        title: 'Breakfast',
        startDate: at(4, 8),
        endDate: at(4, 9),
        timeZone: 'UTC',
      }),
      makeEvent({
        id: 'later',
        title: 'Dentist',
        startDate: at(4, 15),
        endDate: at(4, 16),
        timeZone: 'UTC',
      }),
      makeEvent({
        id: 'run',
        title: 'Run',
        startDate: at(5, 7),
        endDate: at(5, 8),
        timeZone: 'UTC',
        recurrence: 'daily',
        recurrenceId: 'r',
        recurrenceEnd: '2026-05-06',
      }),
      makeEvent({
        id: 'far',
        title: 'Far away',
        startDate: at(20, 7),
        endDate: at(20, 8),
        timeZone: 'UTC',
      }),
    ]);
    const groups = upcomingByDay(state, now);
    expect(groups.map((g) => [g.day.getDate(), g.occurrences.map((o) => o.event.title)])).toEqual([
      [4, ['Dentist']],
      [5, ['Run']],
      [6, ['Run']],
    ]);
  });
});
