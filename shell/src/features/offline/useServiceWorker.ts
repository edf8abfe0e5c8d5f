// Starts the service worker from the signed-in frame (production builds only), once the page is ready for it.
import { useEffect } from 'react';
import { config } from '../../config';
import { whenMainAreaShown } from '../remotes';
import { whenStartQuiet } from './startQuiet';
import { whenOnlineAgain } from './whenOnlineAgain';

/** The browser's next idle moment (at most 5 s away): the worker's precache downloads wait for it. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });
}

/**
 * Production builds register the service worker once the page's main area has shown and its start has
 * gone quiet (the widgets loaded, the first reads answered), at the browser's next idle moment. Its
 * install downloads and compiles every remote's files (remoteCache.ts). Started as soon as the main area
 * showed, on a 2-core machine it took the CPU the sidebars and the first reads needed: Lighthouse mobile
 * /dashboard (28 Nov 2026, 7 and 6 runs, docs/offline.md) gave a total blocking time of 1,524-2,854 ms
 * (3.2-5.0 times the reference page's), and 950-1,728 ms (2.0-2.2 times) once the worker waits for the
 * quiet start. Public pages never load it. A first visit that went offline before then (the worker's code
 * could not be downloaded) gets the worker once the browser is back online.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!config.production) return;
    let cancelled = false;
    void whenMainAreaShown()
      .then(() => whenStartQuiet())
      .then(idle)
      .then(() => {
        if (!cancelled) whenOnlineAgain(start, () => cancelled);
      });
    return () => {
      cancelled = true;
    };
  }, []);
}

/** The worker's client is downloaded on first use: most of a page's start never needs it. */
const start = async () => {
  const { startServiceWorker } = await import(
    /* webpackChunkName: "service-worker-client" */ './serviceWorkerClient'
  );
  await startServiceWorker();
};
