// The deploy this page runs: remotes.json as the remote registry read it, and each remote's manifest as
// the federation runtime received it. The deploy watch (features/offline/deployWatch.ts) takes it as the
// version to compare later reads with: reading the deploy again once the page has shown would fetch the
// same files a second time, and would miss a remote redeployed in between (the page would keep running
// the old one with no notice).
import type { RemotesManifest } from '@planner/shared/mf';

let remotes: RemotesManifest | null = null;
const manifestTexts = new Map<string, Promise<string | null>>();

/** remotes.json as the registry read it (the last read wins: a retry reads it anew). */
export function noteRemotesJson(read: RemotesManifest): void {
  remotes = read;
}

/**
 * Keeps the text of a manifest the runtime is about to read and returns the response for it. The copy
 * is taken before the runtime reads the body (a body is read once).
 */
export function noteManifest(url: string, response: Promise<Response>): Promise<Response> {
  let text: Promise<string | null> = Promise.resolve(null);
  const forRuntime = response.then((r) => {
    text = r.ok ? r.clone().text() : Promise.resolve(null);
    return r;
  });
  manifestTexts.set(
    url,
    forRuntime.then(
      () => text.catch(() => null),
      () => null,
    ),
  );
  return forRuntime;
}

export interface LoadedDeploy {
  /** remotes.json as this page read it, or null before it did (or when the read failed). */
  remotes: RemotesManifest | null;
  /** The text of the manifest at `url` as this page's runtime received it; null where it did not. */
  manifest(url: string): Promise<string | null>;
}

export function loadedDeploy(): LoadedDeploy {
  return {
    remotes,
    manifest: (url) => manifestTexts.get(url) ?? Promise.resolve(null),
  };
}

/** Tests: forgets what was noted. */
export function resetLoadedDeploy(): void {
  remotes = null;
  manifestTexts.clear();
}
