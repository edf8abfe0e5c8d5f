import { Subject } from 'rxjs';
import { tasks } from '@planner/shared/sync';
// The sync layer's own module (not part of its public index): the test only warms it.
import { loadWireModel } from '../../../../shared/src/sync/schemas';
import { MemoryTaskCollection, makeTask } from '../testing/memoryTaskCollection';
import { acquireTaskPurge } from './taskPurge';

const HOUR = 3_600_000;

describe('acquireTaskPurge', () => {
  // The sync layer's schemas are built over several tasks on first use: built before the clock is faked,
  // so the steps below time the purge alone.
  beforeAll(() => loadWireModel());
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  function doneHoursAgo(id: string, hours: number) {
    return makeTask({ id, done: true, doneAt: new Date(Date.now() - hours * HOUR).toISOString() });
  }

  it('runs a full clean at start and after each load, ticks while anyone holds it', async () => {
    const store = new MemoryTaskCollection([
      doneHoursAgo('a', 30),
      doneHoursAgo('b', 40),
      makeTask({ id: 'open' }),
    ]);
    const loaded$ = new Subject<void>();
    const purgeStore = {
      get items() {
        return tasks.items();
      },
      remove: async (id: string) => (await tasks.remove(id)).ok,
      removeMany: async (ids: string[]) => (await tasks.removeMany(ids)).ok,
    };
    const setup = { store: purgeStore, loaded$, getDeleteDelay: () => 24 * HOUR };

    const releasePage = acquireTaskPurge(() => setup);
    const releaseWidget = acquireTaskPurge(() => setup);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.calls).toEqual(['removeMany b,a']);

    // A load brings back two expired tasks (say, from another device): the full clean removes both.
    store.reset([...store.items, doneHoursAgo('c', 25), doneHoursAgo('d', 26)]);
    loaded$.next();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.calls.at(-1)).toBe('removeMany d,c');

    releasePage();
    store.reset([...store.items, doneHoursAgo('e', 25)]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.items.map((t) => t.id)).toEqual(['open']);

    releaseWidget();
    store.reset([...store.items, doneHoursAgo('f', 25)]);
    loaded$.next();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.items.map((t) => t.id)).toEqual(['open', 'f']);
  });
});
