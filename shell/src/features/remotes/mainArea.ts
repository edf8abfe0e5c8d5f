// Main area first: the widgets beside a page's main remote (sidebars, the bell, the ad slot) start loading
// once that remote has mounted or failed, so on a slow connection they do not compete with it for
// bandwidth and CPU. Open once for the life of the page: later pages find the widgets already loaded.
import { useSyncExternalStore } from 'react';
import { nextTask } from '@planner/shared/mainThread';

let shown = false;
const listeners = new Set<() => void>();
/** Bumped by the tests' reset: a timer or a start scheduled before it must not reach the next page. */
let generation = 0;

/** True once a page's main area has mounted (or failed to). */
export function isMainAreaShown(): boolean {
  return shown;
}

/**
 * The main area's content is on screen (or it failed): the widgets may load now. Each waiting start runs
 * in its own task (the widgets' loads, auth, the service worker, each slot's render): run together they
 * were one task of 15-36 ms right after the calendar showed (Lighthouse traces, 28 Nov 2026, issue #20).
 */
export function markMainAreaShown(): void {
  if (shown) return;
  shown = true;
  const waiting = [...listeners];
  listeners.clear();
  const opened = generation;
  void (async () => {
    for (const [i, listener] of waiting.entries()) {
      if (i > 0) await nextTask();
      if (opened !== generation) return;
      listener();
    }
  })();
}

/**
 * How long what can wait waits for the main area at most. A remote built with defineRemote says when its
 * content is on screen (MountProps.onShown, `reportsShown`): it is waited for, however slow the machine,
 * until STALLED (a chunk that never arrives; past that it holds nothing back). One built before "shown"
 * existed never says: the gate opens SILENT after its mount. The identity check waits at most STALLED
 * from the page's start (index.tsx).
 */
export const MAIN_AREA_WAIT_MS = { stalled: 8000, silent: 2000 } as const;

/** After the main area's mount: opens the gate if the remote has not said it is shown in time. */
export function markMainAreaShownLater(reportsShown: boolean): void {
  if (shown) return;
  const ms = reportsShown ? MAIN_AREA_WAIT_MS.stalled : MAIN_AREA_WAIT_MS.silent;
  const scheduled = generation;
  setTimeout(() => {
    if (scheduled === generation) markMainAreaShown();
  }, ms);
}

/** Subscribes to the opening (useSyncExternalStore); returns the unsubscribe. */
export function onMainAreaShown(listener: () => void): () => void {
  if (shown) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page's main area is shown yet, re-rendering once it is. */
export function useMainAreaShown(): boolean {
  return useSyncExternalStore(onMainAreaShown, isMainAreaShown, isMainAreaShown);
}

/** Resolves once the main area is shown. */
export function whenMainAreaShown(): Promise<void> {
  return new Promise((resolve) => {
    if (shown) resolve();
    else onMainAreaShown(resolve);
  });
}

/** Resolves once the main area is shown, or once it is stalled (MAIN_AREA_WAIT_MS) from now at the latest. */
export function whenMainAreaShownOrStalled(): Promise<void> {
  const stalled = new Promise<void>((resolve) => setTimeout(resolve, MAIN_AREA_WAIT_MS.stalled));
  return Promise.race([whenMainAreaShown(), stalled]);
}

/** Tests only: back to a page whose main area has not shown yet. */
export function resetMainAreaForTests(): void {
  generation += 1;
  shown = false;
  listeners.clear();
}
