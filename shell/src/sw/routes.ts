// What the service worker caches and how: pure matchers shared by the worker and its tests.

export const SW_CACHES = {
  /** remotes.json, each remote's mf-manifest.json and remoteEntry.js: network first. */
  manifests: 'planner-deploy-manifests',
  /** Content-hashed chunks, styles, fonts and images of the remotes: cache first. */
  assets: 'planner-remote-assets',
} as const;

export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', replayOutbox: 'REPLAY_OUTBOX' } as const;

/** The Background Sync tag a page registers while changes wait in its outbox (docs/offline.md). */
export const OUTBOX_SYNC_TAG = 'planner-outbox';

/** The files that say which version of the suite is deployed: never served stale while online. */
export function isDeployManifest(url: URL): boolean {
  return (
    url.pathname === '/remotes.json' ||
    url.pathname.endsWith('/mf-manifest.json') ||
    url.pathname.endsWith('/remoteEntry.js')
  );
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
