import type { Task } from '@planner/shared/model';
import { TaskCleaner, type PurgeStore } from './taskCleaner';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-22T12:00:00.000Z').getTime();

function task(id: string, doneHoursAgo: number | null): Task {
  return {
    id,
    title: id,
    description: '',
    priority: 'medium',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done: doneHoursAgo !== null,
    doneAt: doneHoursAgo === null ? null : new Date(T0 - doneHoursAgo * HOUR).toISOString(),
    createdAt: '2026-11-01T00:00:00.000Z',
    lastUpdated: 1,
  };
}

/** An in-memory store whose deletes succeed unless `failing` is set, recording every call. */
class FakeStore implements PurgeStore {
  calls: string[] = [];
  failing = false;
  constructor(public items: Task[]) {}
  async remove(id: string): Promise<boolean> {
    this.calls.push(`remove ${id}`);
    if (this.failing) return false;
    this.items = this.items.filter((t) => t.id !== id);
    return true;
  }
  async removeMany(ids: string[]): Promise<boolean> {
    this.calls.push(`removeMany ${ids.join(',')}`);
    if (this.failing) return false;
    this.items = this.items.filter((t) => !ids.includes(t.id));
    return true;
  }
}

describe('TaskCleaner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(T0);
  });
  afterEach(() => jest.useRealTimers());

  it('full clean removes every expired task in one call and keeps the rest', async () => {
    const store = new FakeStore([
      task('open', null),
      task('old', 30),
      task('older', 48),
      task('fresh', 2),
    ]);
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => 24 * HOUR });
    await expect(cleaner.fullClean()).resolves.toEqual(['older', 'old']);
    expect(store.calls).toEqual(['removeMany older,old']);
    expect(store.items.map((t) => t.id)).toEqual(['open', 'fresh']);
  });

  it('removes one expired task per 10 s tick, the longest-completed first', async () => {
    const store = new FakeStore([task('a', 25), task('b', 26), task('c', 1)]);
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => 24 * HOUR });
    cleaner.start();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(store.calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.items.map((t) => t.id)).toEqual(['a', 'c']);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.items.map((t) => t.id)).toEqual(['c']);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(store.calls).toEqual(['remove b', 'remove a']);
    cleaner.stop();
  });

  it('purges a task the moment time since doneAt reaches the delay, not before', async () => {
    const store = new FakeStore([task('x', 0)]);
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => 60_000 });
    cleaner.start();
    await jest.advanceTimersByTimeAsync(50_000);
    expect(store.items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10_000); // 60 s after doneAt: reached
    expect(store.items).toHaveLength(0);
    cleaner.stop();
  });

  it('reads the delay at every tick, so a live settings change applies at once', async () => {
    let delay = 24 * HOUR;
    const store = new FakeStore([task('x', 2)]);
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => delay });
    cleaner.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.items).toHaveLength(1);
    delay = HOUR;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.items).toHaveLength(0);
    cleaner.stop();
  });

  it('keeps a task whose delete fails and tries again on the next tick', async () => {
    const store = new FakeStore([task('x', 30)]);
    store.failing = true;
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => 24 * HOUR });
    cleaner.start();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(store.items.map((t) => t.id)).toEqual(['x']);
    store.failing = false;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.items).toEqual([]);
    expect(store.calls).toEqual(['remove x', 'remove x', 'remove x']);
    cleaner.stop();
  });

  it('stops ticking after stop()', async () => {
    const store = new FakeStore([task('x', 30)]);
    const cleaner = new TaskCleaner({ store, getDeleteDelay: () => 24 * HOUR });
    cleaner.start();
    cleaner.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.calls).toEqual([]);
  });
});
