// Starts the service worker from the signed-in frame (production builds only), once the page is ready for it.
import { useEffect } from 'react';
import { config } from '../../config';
import { whenMainAreaShown } from '../remotes';

/** The browser's next idle moment (at most 5 s away): the worker's precache downloads wait for it. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });
}

/**
 * Production builds register the service worker once the page's main area has shown and the browser is
 * idle: its precache downloads never compete with the first screen, and public pages never load it.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!config.production) return;
    let cancelled = false;
    void whenMainAreaShown()
      .then(idle)
      .then(async () => {
        if (cancelled) return;
        const { startServiceWorker } = await import('./serviceWorkerClient');
        await startServiceWorker();
      });
    return () => {
      cancelled = true;
    };
  }, []);
}
