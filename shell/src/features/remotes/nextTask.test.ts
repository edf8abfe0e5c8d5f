import { nextTask } from './nextTask';

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
