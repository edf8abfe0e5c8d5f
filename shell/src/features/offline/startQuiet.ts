// When a signed-in page's start is over: the moment background work (the service worker's install) may
// take the CPU and the network without slowing what the person is waiting for.
import { queryClient } from '@planner/shared/sync';

/**
 * When the page's start counts as over: nothing arrived from the network for `quietMs` (no file, no api
 * answer) and no server read or write is in flight, looked at every `checkMs`; at most `maxMs`.
 */
export const START_QUIET = { quietMs: 2000, checkMs: 250, maxMs: 15_000 } as const;

export interface StartActivity {
  /** A server read or write is in flight. */
  busy(): boolean;
  /** Calls `onArrival` each time a response ends (a file, an api call); returns the unsubscribe. */
  watchArrivals(onArrival: () => void): () => void;
}

/** The page's own activity: its query client, and the browser's resource timing. */
const pageActivity: StartActivity = {
  busy: () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0,
  watchArrivals(onArrival) {
    if (typeof PerformanceObserver === 'undefined') return () => undefined;
    const observer = new PerformanceObserver(onArrival);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      return () => undefined;
    }
    return () => observer.disconnect();
  },
};

/** Resolves once the page's start is quiet (START_QUIET), or after START_QUIET.maxMs whatever happens. */
export async function whenStartQuiet(activity: StartActivity = pageActivity): Promise<void> {
  let arrived = false;
  const stop = activity.watchArrivals(() => {
    arrived = true;
  });
  try {
    let quietFor = 0;
    for (let waited = 0; waited < START_QUIET.maxMs; waited += START_QUIET.checkMs) {
      await new Promise((resolve) => setTimeout(resolve, START_QUIET.checkMs));
      quietFor = arrived || activity.busy() ? 0 : quietFor + START_QUIET.checkMs;
      arrived = false;
      if (quietFor >= START_QUIET.quietMs) return;
    }
  } finally {
    stop();
  }
}
