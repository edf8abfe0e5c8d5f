// Registers the service worker (production builds, from the signed-in area once its main area has shown),
// has it cache every remote's files so each screen opens offline, and raises "a new version is ready"
// when a new shell waits or a remote was redeployed.
import { loadedDeploy } from '../remotes/loadedDeploy';
import { announceUpdate } from './appUpdates';
import { watchDeploys, type DeployedRemote } from './deployWatch';
import { remoteFileUrls } from './remoteFiles';
import type { Workbox } from 'workbox-window';

/**
 * Everything the deploy names, with remotes.json and each manifest: what the worker must hold for the
 * app to open offline, whatever this page loaded before the worker took it.
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

/** The URLs among `urls` that none of this origin's caches holds: one read per cache, not one per URL. */
async function notCached(urls: string[]): Promise<string[]> {
  const held = new Set<string>();
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) held.add(request.url);
  }
  return urls.filter((url) => !held.has(url));
}

/**
 * Asks the worker to cache what of `urls` it does not hold yet, then checks again: a message sent while
 * the worker was still installing, or a fetch that failed, is asked again a few seconds later. Once
 * everything is cached (every load but the first after a deploy) the worker is not asked anything: the
 * manifests it holds are refreshed as the page loads them, through its network-first route.
 */
export async function cacheEverything(wb: Workbox, urls: string[], attempt = 1): Promise<void> {
  await wb.active;
  const missing = await notCached(urls);
  if (missing.length === 0) return;
  await wb
    .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: missing } })
    .catch(() => undefined);
  const still = await notCached(missing);
  if (still.length > 0 && attempt < CACHE_ATTEMPTS) {
    setTimeout(() => void cacheEverything(wb, still, attempt + 1), CACHE_RETRY_MS);
  }
}

let started = false;

/**
 * Registers the worker and starts watching deploys, once per page. With no connection (a first visit that
 * went offline before the worker's code or `/sw.js` could be downloaded) it rejects and may be called
 * again: useServiceWorker calls it again once the browser is back online.
 */
export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  try {
    await register();
  } catch (error) {
    started = false;
    throw error;
  }
}

async function register(): Promise<void> {
  const { Workbox } = await import(/* webpackChunkName: "service-worker" */ 'workbox-window');
  const wb = new Workbox('/sw.js');

  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  // A browser that refuses workers (private modes, a policy) still gets the new-version notice; a
  // browser with no connection tries again later.
  const registration = await wb.register().catch((error: unknown) => {
    if (!navigator.onLine) throw error;
    return undefined;
  });
  watchDeploys({
    onChange: () => announceUpdate(),
    onFirstRead: (deploy) => {
      if (registration) void cacheEverything(wb, filesToCache(deploy));
    },
    checkShell: () => void registration?.update().catch(() => undefined),
    loaded: loadedDeploy,
  });
}
