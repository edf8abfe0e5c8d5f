// The remotes' files in the worker's caches: what a manifest names, and the whole deploy at install.
import { remoteFileUrls } from '../features/offline/remoteFiles';
import { REMOTES_JSON_URL, fetchRemotesManifest } from '../features/remotes/remotesManifest';
import type { RemotesManifest } from '@planner/shared/mf';
import { SW_CACHES, isDeployManifest } from './routes';

/** What these functions use of the worker's globals (tests pass their own). */
export interface CacheDeps {
  fetch: typeof fetch;
  caches: CacheStorage;
}

const workerGlobals = (): CacheDeps => ({
  fetch: (input, init) => fetch(input, init),
  caches: globalThis.caches,
});

/**
 * One file a manifest names, in its cache (a deploy file refreshed, a hashed file fetched only once).
 * `again`: a hashed file already held is put again from the cache, without the network (the install).
 */
export async function cacheRemoteFile(
  url: string,
  { again = false } = {},
  deps: CacheDeps = workerGlobals(),
): Promise<void> {
  const deployFile = isDeployManifest(new URL(url));
  const cache = await deps.caches.open(deployFile ? SW_CACHES.manifests : SW_CACHES.assets);
  try {
    const held = deployFile ? undefined : await cache.match(url);
    if (held && !again) return;
    const response = held ?? (await deps.fetch(url, { cache: 'no-cache' }));
    if (response.ok) await cache.put(url, response);
  } catch {
    // Offline, or the remote is down: the next manifest read tries again.
  }
}

/** Every file a remote's manifest names (its entry, chunks and styles), in the worker's caches. */
export async function cacheManifestFiles(
  manifestUrl: string,
  manifest: unknown,
  options: { again?: boolean } = {},
  deps: CacheDeps = workerGlobals(),
): Promise<void> {
  await Promise.all(
    remoteFileUrls(manifestUrl, manifest).map((url) => cacheRemoteFile(url, options, deps)),
  );
}

/**
 * Every remote's files as deployed now, cached while the worker installs. Chromium compiles a script
 * fully into its code cache only when a worker caches it during its install (the shell's precache gets
 * that too); a script cached later keeps the code cache of its top level alone, and every load compiles
 * the rest on the page's main thread again (figures in docs/offline.md). A remote deployed after the
 * install is cached as pages load it, with the smaller code cache, until the shell's next version
 * installs. Never throws, so it cannot fail the install: offline or with a remote down, the manifest
 * route and the page's hand-over (CACHE_URLS) cache the rest later. remotes.json is cached too (a path:
 * the cache takes it relative to the worker, like the page's own request).
 */
export async function cacheDeployedRemotes(deps: CacheDeps = workerGlobals()): Promise<void> {
  let remotes: RemotesManifest;
  let listed: Response | undefined;
  try {
    // remotes.json itself too: the app opens offline from the install alone.
    remotes = await fetchRemotesManifest(async (input, init) => {
      const response = await deps.fetch(input, init);
      listed = response.clone();
      return response;
    }, REMOTES_JSON_URL);
    if (listed) await (await deps.caches.open(SW_CACHES.manifests)).put(REMOTES_JSON_URL, listed);
  } catch {
    return;
  }
  await Promise.all(
    Object.values(remotes).map(async (manifestUrl) => {
      if (!manifestUrl) return;
      try {
        const response = await deps.fetch(manifestUrl, { cache: 'no-cache' });
        if (!response.ok) return;
        const manifests = await deps.caches.open(SW_CACHES.manifests);
        await manifests.put(manifestUrl, response.clone());
        await cacheManifestFiles(manifestUrl, await response.json(), { again: true }, deps);
      } catch {
        // This remote is down or its manifest unreadable: the others are cached all the same.
      }
    }),
  );
}
