// What the service worker caches and how: pure matchers shared by the worker and its tests.

export const SW_CACHES = {
  /** remotes.json and each remote's mf-manifest.json (and an entry without a hash): network first. */
  manifests: 'planner-deploy-manifests',
  /** Content-hashed chunks, styles, fonts and images of the remotes: cache first. */
  assets: 'planner-remote-assets',
} as const;

export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', replayOutbox: 'REPLAY_OUTBOX' } as const;

/** The Background Sync tag a page registers while changes wait in its outbox (docs/offline.md). */
export const OUTBOX_SYNC_TAG = 'planner-outbox';

/**
 * The files that say which version of the suite is deployed, never served stale while online: pathname
 * patterns in URLPattern's syntax (`*` is any run of characters), which the static routes take as they are.
 * A remote's production entry carries a content hash (remoteEntry.0a1b2c3d.js, named by its manifest) and
 * is an asset like its chunks; an entry without one (a development build) is a deploy file.
 */
const DEPLOY_FILES = ['/remotes.json', '/*mf-manifest.json', '/*remoteEntry.js'];

/** A pathname pattern of DEPLOY_FILES as a regular expression (the worker matches every request with it). */
export function pathnamePattern(pattern: string): RegExp {
  const literal = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${pattern.split('*').map(literal).join('.*')}$`);
}

const DEPLOY_FILE_PATHS = DEPLOY_FILES.map(pathnamePattern);

export function isDeployManifest(url: URL): boolean {
  return DEPLOY_FILE_PATHS.some((path) => path.test(url.pathname));
}

/** webpack's `[name].[contenthash:8].ext` (chunks, styles, fonts, images): the same URL always holds the same bytes. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/**
 * A remote's content-hashed file, from any origin (remotes deploy on their own). The shell's own files
 * are precached; the api and the identity provider never match (the local database holds the data).
 */
export function isCacheableAsset(url: URL): boolean {
  return /^https?:$/.test(url.protocol) && HASHED_FILE.test(url.pathname) && !isDeployManifest(url);
}

/** A rule of the Service Worker Static Routing API (InstallEvent.addRoutes; the DOM lib lacks its types). */
export interface StaticRoute {
  condition: {
    urlPattern?: { protocol: string; hostname: string; port: string; pathname: string };
    requestDestination?: string;
    requestMode?: RequestMode;
  };
  source: 'fetch-event' | 'race-network-and-fetch-handler' | 'network' | 'cache';
}

/**
 * The worker's static routes: what the browser does with a request without running the worker's script.
 * The first rule that matches decides.
 * - Scripts and styles come straight from the worker's caches when they hold them, else from the network
 *   (Chromium 156: a miss goes to the network, not to the fetch handler). Their names carry a content
 *   hash, so a cached copy is always right; the shell's are precached, the remotes' are cached by the
 *   manifest route and the page's hand-over (CACHE_URLS). They used to race the network against the
 *   handlers, which ran a cache lookup in the worker for each of about 40 files per load. The warm reload
 *   barely moved (figures in docs/offline.md, 28 Nov 2026); this route is kept because it does less work
 *   for the same result.
 * - The deploy files (remotes.json and each mf-manifest.json: no hash, network first)
 *   race the browser's own network stack against the handlers, and so do pages, fonts and images (some
 *   have no hash, like favicon.svg, and the precache keeps those under a revision a static lookup does
 *   not know). Online the browser answers first, offline the worker does; the deploy files' handler still
 *   runs, so their cached copy stays fresh (about 11 small requests more per load, mostly 304).
 * - What is left of the page's fetches and XHRs (the api, the identity provider, the health check) goes
 *   straight to the network.
 * Patterns name every origin: the remotes deploy on their own, and a pattern given only a pathname would
 * take the worker's own origin for the rest.
 */
export function staticRoutes(): StaticRoute[] {
  const raceFor = (pathname: string): StaticRoute => ({
    condition: { urlPattern: { protocol: '*', hostname: '*', port: '*', pathname } },
    source: 'race-network-and-fetch-handler',
  });
  const race = (requestDestination: string): StaticRoute => ({
    condition: { requestDestination },
    source: 'race-network-and-fetch-handler',
  });
  const cached = (requestDestination: string): StaticRoute => ({
    condition: { requestDestination },
    source: 'cache',
  });
  return [
    ...DEPLOY_FILES.map(raceFor),
    cached('script'),
    cached('style'),
    ...['document', 'font', 'image'].map(race),
    { condition: { requestMode: 'cors' }, source: 'network' },
  ];
}
