import { makeEvent } from '../testing/memoryStores';
import { splitEvents } from './eventState';
import { cachedOccurrences } from './occurrenceCache';

describe('cachedOccurrences', () => {
  it('answers a range like a fresh expansion, and computes the neighbouring ranges ahead', () => {
    const state = splitEvents([
      makeEvent({ id: 's', recurrence: 'daily', recurrenceId: 'r' }),
      makeEvent({
        id: 'one',
        startDate: '2026-03-24T12:00:00+01:00',
        endDate: '2026-03-24T13:00:00+01:00',
      }),
    ]);
    const queued: (() => void)[] = [];
    const source = cachedOccurrences(state, (work) => queued.push(work));
    const week = source(new Date('2026-03-22T00:00:00Z'), new Date('2026-03-29T00:00:00Z'));
    expect(week.map((o) => o.event.id)).toEqual(['s', 's', 's', 'one', 's', 's', 's', 's']);
    expect(queued).toHaveLength(1);
    queued[0]?.();
    const next = source(new Date('2026-03-29T00:00:00Z'), new Date('2026-04-05T00:00:00Z'));
    expect(next.map((o) => o.start)[1]).toBe('2026-03-30T09:00:00+02:00');
    // The same range again is the same (cached) answer.
    expect(source(new Date('2026-03-22T00:00:00Z'), new Date('2026-03-29T00:00:00Z'))).toBe(week);
  });
});
