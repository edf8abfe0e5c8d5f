// Notices a redeployed remote while a page is open: the deploy this page runs (remotes.json and each
// remote's manifest, as it loaded them: features/remotes/loadedDeploy.ts) is compared with what is deployed
// when the person comes back to the tab (and every 10 min); any change means a reload would get a newer
// version than the one this page runs.
import type { LoadedDeploy } from '../remotes/loadedDeploy';
import { fetchRemotesManifest } from '../remotes/remotesManifest';

export const DEPLOY_CHECK_INTERVAL_MS = 10 * 60 * 1000;

export interface DeployedRemote {
  name: string;
  manifestUrl: string;
  /** The manifest's text as served. */
  text: string;
}

/**
 * What is deployed now: each remote of remotes.json with its manifest. Rejects if any cannot be read.
 * `loaded`: what this page loaded, taken instead of a fetch where it has it.
 */
export async function readDeploy(
  fetchImpl: typeof fetch = fetch,
  loaded?: LoadedDeploy,
): Promise<DeployedRemote[]> {
  const remotes = loaded?.remotes ?? (await fetchRemotesManifest(fetchImpl));
  return Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      const known = await loaded?.manifest(manifestUrl);
      if (typeof known === 'string') return { name, manifestUrl, text: known };
      const res = await fetchImpl(manifestUrl, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
      return { name, manifestUrl, text: await res.text() };
    }),
  );
}

/**
 * The deploy this page runs now: the first read, with each manifest the runtime has read since in place
 * of the one fetched then. A remote the page had not loaded at the first read (the profile, on
 * /dashboard) is compared with the version the page went on to load, not with the one deployed then: a
 * redeploy in between is already what the page runs.
 */
async function runningDeploy(
  first: DeployedRemote[],
  loaded?: LoadedDeploy,
): Promise<DeployedRemote[]> {
  if (!loaded) return first;
  return Promise.all(
    first.map(async (remote) => {
      const text = await loaded.manifest(remote.manifestUrl);
      return typeof text === 'string' ? { ...remote, text } : remote;
    }),
  );
}

/** One text for the whole deploy: equal texts, same versions. */
export function deployFingerprint(deploy: DeployedRemote[]): string {
  return deploy.map((r) => `${r.name}=${r.manifestUrl}\n${r.text}`).join('\n');
}

export interface DeployWatchOptions {
  /** A remote was redeployed since the first read. */
  onChange: () => void;
  /** The first successful read (the service worker client caches the files it names). */
  onFirstRead?: (deploy: DeployedRemote[]) => void;
  /** Called on each check but the first: asks the service worker to look for a new shell. */
  checkShell?: () => void;
  /**
   * The deploy this page loaded: the first read takes it rather than fetching the same files again, so a
   * remote redeployed since the page loaded it is a change. Without it, the first read fetches everything.
   */
  loaded?: () => LoadedDeploy;
  fetchImpl?: typeof fetch;
}

/**
 * Starts watching; returns stop(). A read that fails (offline, a remote down) changes nothing: only two
 * reads that both succeeded and differ count as a new version. The first read is the page's own deploy
 * (`loaded`), completed with a fetch of what it did not load; it does not ask for a new shell, which
 * the browser has just checked for while navigating.
 */
export function watchDeploys({
  onChange,
  onFirstRead,
  checkShell,
  loaded,
  fetchImpl = fetch,
}: DeployWatchOptions): () => void {
  let baseline: DeployedRemote[] | null = null;
  let stopped = false;

  async function check(): Promise<void> {
    // The first read's deploy; null while this check is the first read.
    const first = baseline;
    if (first) checkShell?.();
    let deploy: DeployedRemote[];
    let running: DeployedRemote[] | null;
    try {
      deploy = await readDeploy(fetchImpl, first ? undefined : loaded?.());
      running = first && (await runningDeploy(first, loaded?.()));
    } catch {
      return;
    }
    if (stopped) return;
    if (!running) {
      baseline = deploy;
      onFirstRead?.(deploy);
    } else if (deployFingerprint(deploy) !== deployFingerprint(running)) onChange();
  }

  const onBack = () => {
    if (document.visibilityState === 'visible') void check();
  };
  void check();
  document.addEventListener('visibilitychange', onBack);
  window.addEventListener('focus', onBack);
  window.addEventListener('online', onBack);
  const timer = window.setInterval(() => void check(), DEPLOY_CHECK_INTERVAL_MS);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onBack);
    window.removeEventListener('focus', onBack);
    window.removeEventListener('online', onBack);
    window.clearInterval(timer);
  };
}
