// The federation runtime plugin that fetches, with a remote's entry, the lazy chunks it named 'preload-*'
// (the calendar's FullCalendar). The page that mounts the remote shows them at once; left to the remote,
// they would be asked for only once its code has run, one round trip later. It also hands the runtime
// a manifest the entry fetched ahead (earlyPreload.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { addPreloadLink, isPreloadChunk, takeEarlyManifest } from './earlyPreload';

/** Exposes ('mf_calendar/lifecycles') whose preload chunks the page wants with the entry. */
const wanted = new Set<string>();

/** Asks for `scope/expose`'s preload chunks with its next preload (remoteRegistry's preloadRemoteModules). */
export function wantPreloadChunks(scope: string, expose: string): void {
  wanted.add(`${scope}/${expose.replace(/^\.\//, '')}`);
}

interface ModuleAssets {
  moduleName: string;
  assets: { js: { async: string[] }; css: { async: string[] } };
}

export function preloadChunksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'planner-preload-chunks',
    // A manifest the entry already fetched (earlyPreload.ts); if that failed, fetched again now.
    fetch(url) {
      return takeEarlyManifest(url)?.catch(() => fetch(url));
    },
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
