// Starting a request (a <script>, a <link rel="preload">) costs the main thread 1-2 ms on this machine class,
// four times that in Lighthouse's mobile simulation: twenty of them in one task make a long task. The
// loaders start them one task at a time instead.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task: with `scheduler.yield` where the browser has it (the continuation runs before
 * other queued work, so the requests start as early as they would have), else after a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
