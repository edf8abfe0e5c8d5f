// Registers the service worker (production builds, from the signed-in area once its main area has shown),
// has it cache every remote's files so each screen opens offline, and raises "a new version is ready"
// when a new shell waits or a remote was redeployed.
import { announceUpdate } from './appUpdates';
import { watchDeploys, type DeployedRemote } from './deployWatch';
import { remoteFileUrls } from './remoteFiles';

/** Everything the deploy names; the worker skips what it already holds (hashed files are cache-first). */
function filesToCache(deploy: DeployedRemote[], pageWasControlled: boolean): string[] {
  const urls = deploy.flatMap((remote) => {
    try {
      return remoteFileUrls(remote.manifestUrl, JSON.parse(remote.text));
    } catch {
      return [];
    }
  });
  // A page the worker did not control at load went to the network for remotes.json and the manifests:
  // those copies must be cached too (a controlled page's were cached as they passed).
  if (!pageWasControlled) {
    urls.push(new URL('/remotes.json', window.location.href).href);
    urls.push(...deploy.map((remote) => remote.manifestUrl));
  }
  return urls;
}

let started = false;

export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const pageWasControlled = navigator.serviceWorker.controller !== null;
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
      if (!registration) return;
      void wb.active.then(() =>
        wb.messageSW({
          type: 'CACHE_URLS',
          payload: { urlsToCache: filesToCache(deploy, pageWasControlled) },
        }),
      );
    },
    checkShell: () => void registration?.update().catch(() => undefined),
  });
}
