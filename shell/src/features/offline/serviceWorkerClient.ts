// Registers the service worker (production builds, from the signed-in area once its main area has shown),
// has it cache every remote's files so each screen opens offline, and raises "a new version is ready"
// when a new shell waits or a remote was redeployed.
import { announceUpdate } from './appUpdates';
import { watchDeploys, type DeployedRemote } from './deployWatch';
import { remoteFileUrls } from './remoteFiles';
import type { Workbox } from 'workbox-window';

/**
 * Everything the deploy names, with remotes.json and each manifest: the worker fetches them again
 * (network first) so the offline copy is complete whatever this page loaded before the worker took it.
 */
function filesToCache(deploy: DeployedRemote[]): string[] {
  const files = deploy.flatMap((remote) => {
    try {
      return remoteFileUrls(remote.manifestUrl, JSON.parse(remote.text));
    } catch {
      return [];
    }
  });
  return [
    new URL('/remotes.json', window.location.href).href,
    ...deploy.map((remote) => remote.manifestUrl),
    ...files,
  ];
}

/** How often the page asks again while files are still missing from the worker's caches. */
const CACHE_ATTEMPTS = 4;
const CACHE_RETRY_MS = 5_000;

/**
 * Asks the worker to cache `urls`, then checks they are there: a message sent while the worker was
 * still installing, or a fetch that failed, is asked again a few seconds later.
 */
async function cacheEverything(wb: Workbox, urls: string[], attempt = 1): Promise<void> {
  await wb.active;
  await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }).catch(() => undefined);
  const missing: string[] = [];
  for (const url of urls) if (!(await caches.match(url))) missing.push(url);
  if (missing.length > 0 && attempt < CACHE_ATTEMPTS) {
    setTimeout(() => void cacheEverything(wb, missing, attempt + 1), CACHE_RETRY_MS);
  }
}

let started = false;

export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const { Workbox } = await import(/* webpackChunkName: "service-worker" */ 'workbox-window');
  const wb = new Workbox('/sw.js');

  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  // A browser that refuses workers (private modes, a policy) still gets the new-version notice.
  const registration = await wb.register().catch(() => undefined);
  watchDeploys({
    onChange: () => announceUpdate(),
    onFirstRead: (deploy) => {
      if (registration) void cacheEverything(wb, filesToCache(deploy));
    },
    checkShell: () => void registration?.update().catch(() => undefined),
  });
}
