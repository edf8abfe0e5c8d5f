import { inSlices, nextTask } from './mainThread';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else resolves in a new task, not in a microtask of the current one', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await jest.runAllTimersAsync();
    expect(resolved).toBe(true);
  });
});

describe('inSlices', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('calls the work on every item in order, in several tasks when the work is long', async () => {
    const tasks = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: tasks };
    const seen: number[] = [];
    const items = Array.from({ length: 300 }, (_, i) => i);
    await inSlices(
      items,
      (item) => {
        seen.push(item);
        const until = performance.now() + 0.1;
        while (performance.now() < until) {
          // busy: 300 items of 0.1 ms are 30 ms of work
        }
      },
      5,
    );
    expect(seen).toEqual(items);
    expect(tasks.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('yields within a few dozen items when each of them is slow', async () => {
    const tasks = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: tasks };
    const items = Array.from({ length: 40 }, (_, i) => i);
    await inSlices(
      items,
      () => {
        const until = performance.now() + 0.5;
        while (performance.now() < until) {
          // busy: 40 items of 0.5 ms are 20 ms of work
        }
      },
      8,
    );
    expect(tasks.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('never yields for a short list', async () => {
    const tasks = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: tasks };
    const seen: string[] = [];
    await inSlices(['a', 'b', 'c'], (item) => seen.push(item), 0);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(tasks).not.toHaveBeenCalled();
  });
});
