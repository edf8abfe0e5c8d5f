// The files a remote's mf-manifest.json names (its entry and every chunk of its exposed modules), as URLs:
// what the service worker caches so each screen opens offline, not only the ones visited.

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { assets?: ManifestAssets }[];
}

/** Where a remote's files are served from: its publicPath, or (publicPath 'auto') the manifest's folder. */
function baseUrl(manifestUrl: string, manifest: RemoteManifest): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl).href;
  return new URL('./', manifestUrl).href;
}

/** The remote's entry and every js/css file its exposes load, sync or lazily; unknown shapes give none. */
export function remoteFileUrls(manifestUrl: string, manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const m = manifest as RemoteManifest;
  const base = baseUrl(manifestUrl, m);
  const files = new Set<string>();
  const entry = m.metaData?.remoteEntry;
  if (entry?.name)
    files.add(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`);
  for (const expose of m.exposes ?? []) {
    const assets = expose.assets ?? {};
    for (const kind of [assets.js, assets.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
    }
  }
  return [...files].map((file) => new URL(file, base).href);
}
