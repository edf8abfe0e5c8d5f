// Notices a redeployed remote while a page is open: what is deployed (remotes.json and each remote's
// manifest) is read once the page runs, and again when the person comes back to the tab (and every
// 10 min); any change means a reload would get a newer version than the one this page runs.
import { fetchRemotesManifest } from '../remotes/remotesManifest';

export const DEPLOY_CHECK_INTERVAL_MS = 10 * 60 * 1000;

export interface DeployedRemote {
  name: string;
  manifestUrl: string;
  /** The manifest's text as served. */
  text: string;
}

/** What is deployed now: each remote of remotes.json with its manifest. Rejects if any cannot be read. */
export async function readDeploy(fetchImpl: typeof fetch = fetch): Promise<DeployedRemote[]> {
  const remotes = await fetchRemotesManifest(fetchImpl);
  return Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      const res = await fetchImpl(manifestUrl, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
      return { name, manifestUrl, text: await res.text() };
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
  /** Called on each check too: asks the service worker to look for a new shell. */
  checkShell?: () => void;
  fetchImpl?: typeof fetch;
}

/**
 * Starts watching; returns stop(). A read that fails (offline, a remote down) changes nothing: only two
 * reads that both succeeded and differ count as a new version.
 */
export function watchDeploys({
  onChange,
  onFirstRead,
  checkShell,
  fetchImpl = fetch,
}: DeployWatchOptions): () => void {
  let baseline: string | null = null;
  let stopped = false;

  async function check(): Promise<void> {
    checkShell?.();
    let deploy: DeployedRemote[];
    try {
      deploy = await readDeploy(fetchImpl);
    } catch {
      return;
    }
    if (stopped) return;
    const fingerprint = deployFingerprint(deploy);
    if (baseline === null) {
      baseline = fingerprint;
      onFirstRead?.(deploy);
    } else if (fingerprint !== baseline) onChange();
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
