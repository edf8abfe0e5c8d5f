// The federation runtime plugin that fetches, with a remote's entry, the lazy chunks it named 'preload-*'
// (the calendar's FullCalendar). The page that mounts the remote shows them at once; left to the remote,
// they would be asked for only once its code has run, one round trip later.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Exposes ('mf_calendar/lifecycles') whose preload chunks the page wants with the entry. */
const wanted = new Set<string>();

/** Asks for `scope/expose`'s preload chunks with its next preload (remoteRegistry's preloadRemoteModules). */
export function wantPreloadChunks(scope: string, expose: string): void {
  wanted.add(`${scope}/${expose.replace(/^\.\//, '')}`);
}

/** A lazy chunk named for fetching with the entry: preload-<name>.<hash>.js|css. */
export function isPreloadChunk(asset: string): boolean {
  return /(^|\/)preload-[^/]+\.(js|css)$/.test(asset);
}

interface ModuleAssets {
  moduleName: string;
  assets: { js: { async: string[] }; css: { async: string[] } };
}

/** A preload the remote's own request then finds (no crossorigin: webpack loads chunks the same way). */
function addPreloadLink(href: string, as: 'script' | 'style'): void {
  const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  if (present.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

export function preloadChunksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'planner-preload-chunks',
    handlePreloadModule({ id, remoteSnapshot }) {
      if (!wanted.delete(id)) return;
      // A manifest's snapshot: its publicPath is where its files are ('auto': beside the manifest).
      if (!('publicPath' in remoteSnapshot) || !('modules' in remoteSnapshot)) return;
      const expose = id.slice(id.indexOf('/') + 1);
      const modules = remoteSnapshot.modules as ModuleAssets[];
      const module = modules.find((m) => m.moduleName === expose);
      if (!module) return;
      const base = String(remoteSnapshot.publicPath);
      for (const asset of module.assets.css.async.filter(isPreloadChunk))
        addPreloadLink(`${base}${asset}`, 'style');
      for (const asset of module.assets.js.async.filter(isPreloadChunk))
        addPreloadLink(`${base}${asset}`, 'script');
    },
  };
}
