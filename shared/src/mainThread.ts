// Keeping the main thread free (@planner/shared/mainThread): no task long enough to delay a click or a frame.
// Lighthouse's mobile simulation counts a task over 50 ms, which is a task over about 12 ms on this machine
// class (docs/conventions.md).

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task: with `scheduler.yield` where the browser has it (the continuation runs before
 * other queued work), else after a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Items done between two looks at the clock (a look costs well under a microsecond). It was 64, and a
 * reload's few dozen events and tasks never yielded: their first parse, while zod's code is still cold,
 * was one task of 15-29 ms in Lighthouse traces of /dashboard (28 Nov 2026).
 */
const ITEMS_PER_CHECK = 8;

/**
 * Calls `work` on every item in order, and starts a new task whenever the current one has run for
 * `budgetMs`. Parsing 20,000 records is then many short tasks instead of one long one.
 */
export async function inSlices<T>(
  items: readonly T[],
  work: (item: T) => void,
  budgetMs = 8,
): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    work(items[i]!);
    if ((i + 1) % ITEMS_PER_CHECK === 0 && performance.now() - sliceStart > budgetMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
