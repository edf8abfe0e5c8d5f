// The service worker (built by Workbox's InjectManifest into dist/sw.js): the shell precached, the remotes
// and their manifests cached as they load, so a signed-in page opens again with no network.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  createHandlerBoundToURL,
  precacheAndRoute,
  cleanupOutdatedCaches,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SW_MESSAGES, SW_CACHES, isDeployManifest, isCacheableAsset } from './routes';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The part of ServiceWorkerGlobalScope this file uses (the DOM lib the project compiles with lacks it). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

declare const self: WorkerScope;

// The first install takes the open page at once, so what it loads from now on is cached (the page then
// hands over what it had already loaded: CACHE_URLS). A later version waits until the person reloads.
clientsClaim();

// The shell itself: every file of its build, updated when a new build is deployed (revisioned).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the app opened offline gets the precached index.html (the shell routes it, as the server does).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Where each remote lives and what it is made of: a new deploy must take effect at once, so the network
// answers first and the cached copy only when there is none (3 s: a dead connection is not waited on).
registerRoute(
  ({ url }) => isDeployManifest(url),
  new NetworkFirst({
    cacheName: SW_CACHES.manifests,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The remotes' chunks, styles, fonts and icons: their names carry a content hash, so a cached copy is
// always right. Scripts load with <script> (no CORS), hence opaque responses (status 0) are kept too.
registerRoute(
  ({ url }) => isCacheableAsset(url),
  new CacheFirst({
    cacheName: SW_CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 60 * 60 * 24 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The page asks a waiting new version to take over when the person chose "Reload".
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting)
    void self.skipWaiting();
});
