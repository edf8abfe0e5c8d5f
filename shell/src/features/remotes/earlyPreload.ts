// A signed-in page's main remote, fetched before the federation runtime has arrived: remotes.json, the
// remote's manifest, then its entry, its exposed module's files and the named lazy chunks the page's
// loading plan lists (the calendar's FullCalendar, CALENDAR_CHUNKS in @planner/shared/mf) as preloads.
// The runtime then finds them downloaded: remotes.json through takeRemotesManifest, the manifest
// through earlyManifestPlugin, scripts and styles in the preload cache.
// No runtime code here: this runs from the entry, beside the runtime's own download.
// Why not only the runtime's own preload API (preloadRemote, which planLoader also calls once the runtime
// is there): it can start only after the runtime has downloaded and run. Measured on 27 Nov 2026 with
// bench/trace/shown.mjs (calendar shown, 150 ms latency, 1.6 Mbit/s, median of 6, two runs each): cold
// 2,953 / 2,963 ms with this file against 3,353 / 3,359 ms with the runtime's preload alone (+400 ms);
// warm 901 / 917 against 964 / 944 ms.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@planner/shared/mf';
import { nextTask } from '@planner/shared/mainThread';
import { noteManifest } from './loadedDeploy';
import { fetchRemotesManifest } from './remotesManifest';

interface ManifestFiles {
  sync: string[];
  async: string[];
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets: { js: ManifestFiles; css: ManifestFiles } }[];
}

let remotesJson: Promise<RemotesManifest> | null = null;
const manifests = new Map<string, Promise<Response>>();

/** remotes.json as fetched early, once (then null: a retry reads it anew). */
export function takeRemotesManifest(): Promise<RemotesManifest> | null {
  const early = remotesJson;
  remotesJson = null;
  return early;
}

/** A manifest's response as fetched early, once (then undefined: a retry fetches it anew). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = manifests.get(url);
  manifests.delete(url);
  return early;
}

/**
 * The runtime plugin that fetches every manifest the runtime reads: the one fetched here if there is one
 * (if that failed, anew), else its own fetch. Each text is noted as the version this page runs
 * (loadedDeploy.ts).
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'planner-early-manifest',
    fetch(url, init) {
      const response = takeEarlyManifest(url)?.catch(() => fetch(url, init)) ?? fetch(url, init);
      return noteManifest(url, response);
    },
  };
}

/** True when `asset` is a file of the named chunk: <chunk>.<hash>.js|css (<chunk>.js|css in development). */
export function isChunkFile(asset: string, chunk: string): boolean {
  // Chunk names are the suite's own constants (letters and dashes): nothing to escape.
  return new RegExp(`(^|/)${chunk}(\\.[0-9a-f]+)?\\.(js|css)$`).test(asset);
}

/** A preload the runtime's own request then finds (no crossorigin: it loads scripts and styles so). */
function addPreloadLink(href: string, as: 'script' | 'style'): void {
  const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  if (present.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Fetches `remote`'s files for its `exposes` ('./lifecycles'), with the named lazy `chunks` the page
 * shows at once. Never rejects: whatever fails here, the runtime meets again, and reports.
 */
export async function preloadEarly(
  remote: RemoteName,
  exposes: readonly string[],
  chunks: readonly string[] = [],
): Promise<void> {
  try {
    remotesJson ??= fetchRemotesManifest();
    const url = (await remotesJson)[remote];
    if (!url) return;
    const response = fetch(url);
    // The runtime reads its own copy of the body (a response is read once).
    manifests.set(
      url,
      response.then((r) => r.clone()),
    );
    const manifest = (await (await response).json()) as RemoteManifest;
    const base = new URL('.', url).href;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name)
      addPreloadLink(new URL(`${entry.path ?? ''}${entry.name}`, base).href, 'script');
    const names = exposes.map((e) => e.replace(/^\.\//, ''));
    const pick = (list: ManifestFiles) => [
      ...list.sync,
      ...list.async.filter((asset) => chunks.some((chunk) => isChunkFile(asset, chunk))),
    ];
    for (const { assets } of manifest.exposes?.filter((e) => names.includes(e.name)) ?? []) {
      const files = [
        ...pick(assets.css).map((css) => [css, 'style'] as const),
        ...pick(assets.js).map((js) => [js, 'script'] as const),
      ];
      // One link per task (@planner/shared/mainThread).
      for (const [file, as] of files) {
        addPreloadLink(new URL(file, base).href, as);
        await nextTask();
      }
    }
  } catch {
    // Left to the runtime.
  }
}
