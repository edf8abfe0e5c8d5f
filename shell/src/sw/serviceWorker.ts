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
import type { PushPayload } from '@planner/shared/model';
import { notificationFor, pickWindow } from './pushNotification';
import { cacheDeployedRemotes, cacheManifestFiles } from './remoteCache';
import {
  OUTBOX_SYNC_TAG,
  SW_MESSAGES,
  SW_CACHES,
  isDeployManifest,
  isCacheableAsset,
  staticRoutes,
  type StaticRoute,
} from './routes';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface InstallEvent extends ExtendableEvent {
  /** The Service Worker Static Routing API (Chromium): requests matched here skip the worker's script. */
  addRoutes?: (rules: StaticRoute[]) => Promise<void>;
}
interface WindowClient {
  url: string;
  postMessage(message: unknown): void;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

/** The part of ServiceWorkerGlobalScope this file uses (the DOM lib the project compiles with lacks it). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
}

declare const self: WorkerScope;

// The first install takes the open page at once, so what it loads from now on is cached (the page then
// hands over what it had already loaded: CACHE_URLS). A later version waits until the person reloads.
clientsClaim();

// The shell itself: every file of its build, updated when a new build is deployed (revisioned).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Online, a page served through the worker must not be slower than without it: where the browser has the
// Service Worker Static Routing API (Chromium), most requests never run this script (staticRoutes in
// routes.ts says which, and why). Elsewhere everything goes through the handlers below.
self.addEventListener('install', (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes(staticRoutes()).catch(() => undefined));
  // Every remote's files, cached now so that Chromium keeps their full code cache (remoteCache.ts).
  event.waitUntil(cacheDeployedRemotes());
});

// Any page of the app opened offline gets the precached index.html (the shell routes it, as the server does).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Where each remote lives and what it is made of: a new deploy must take effect at once, so the network
// answers first and the cached copy only when there is none (3 s: a dead connection is not waited on).
registerRoute(
  ({ url }) => isDeployManifest(url),
  new NetworkFirst({
    cacheName: SW_CACHES.manifests,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // A remote's new manifest: the worker caches what it names itself (entry, chunks, styles), so every
      // screen opens offline even when the page's own CACHE_URLS message never reached this worker.
      {
        cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
          if (!request.url.endsWith('/mf-manifest.json')) return;
          const text = await newResponse
            .clone()
            .text()
            .catch(() => null);
          // The same manifest as last time (every load but a deploy's first): its files are cached.
          if (text === null || (oldResponse && (await oldResponse.text()) === text)) return;
          let manifest: unknown;
          try {
            manifest = JSON.parse(text);
          } catch {
            return;
          }
          await cacheManifestFiles(request.url, manifest);
        },
      },
    ],
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

// Background Sync: the browser says the connection is back (even for a tab in the background, whose
// 'online' event may come late): every open page sends its outbox. With no page open, the changes wait for
// the next visit: sending them from here would need the identity provider's token, which lives in the page.
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) =>
        pages.forEach((page) => page.postMessage({ type: SW_MESSAGES.replayOutbox })),
      ),
  );
});

// Reminders that reach a closed tab (Web Push): shown in the user's language, then reported as delivered.
const API_BASE = `${process.env.PLANNER_API_URL}/connect`;

/** The worker's calls back about a push: the app secret and the push's own token (no Firebase here). */
function callApi(path: string, token: string): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'app-secret': String(process.env.PLANNER_APP_SECRET),
    },
    body: JSON.stringify({ token }),
  });
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload || typeof payload !== 'object') return;
  const shown = notificationFor(payload);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(shown.title, shown.options as NotificationOptions);
      const token = shown.options.data.actionToken;
      if (token) await callApi('/push/delivered', token).catch(() => undefined);
    })(),
  );
});

/** Focuses an open Planner tab (moving it to the target) or opens one there. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = pickWindow(windows, self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  if (new URL(focused.url).pathname !== new URL(target).pathname) await focused.navigate(target);
}

self.addEventListener('notificationclick', (event) => {
  const data = (event.notification.data ?? {}) as { url?: string; actionToken?: string | null };
  event.notification.close();
  if (event.action === 'snooze' && data.actionToken) {
    event.waitUntil(callApi('/push/snooze', data.actionToken).then(() => undefined));
    return;
  }
  event.waitUntil(openApp(data.url ?? '/dashboard'));
});
