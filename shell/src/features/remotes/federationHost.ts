// The shell as the suite's Module Federation host, started with the signed-in area (public pages never load
// the runtime): the runtime core every remote uses (externalRuntime), the shared singletons taken from the
// shell's own module instances, the plugin that notes failed remote loads, the one that hands over a
// manifest the entry fetched ahead, and, for every remote's own instance, the one that resolves a shared
// module without a semver check when the versions are the same.
import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { nextTask } from '@planner/shared/mainThread';
import { earlyManifestPlugin } from './earlyPreload';
import { remoteErrorPlugin } from './remoteErrorPlugin';
import { sameVersionSharePlugin } from './sameVersionSharePlugin';
import { yieldingPlugin } from './yieldingPlugin';
import { LAZY_SHARED_MODULES, SHARED_MODULES } from './sharedModules';

/** The host's federation name: what the share scope records as the provider of every singleton. */
export const HOST_NAME = 'shell';

interface SharedVersion {
  version: string;
  requiredVersion: string;
}

/** Versions the build wrote in (tooling/webpack/createConfig.cjs), request -> { version, requiredVersion }. */
function sharedVersions(): Record<string, SharedVersion> {
  return JSON.parse(process.env.PLANNER_SHARED ?? '{}') as Record<string, SharedVersion>;
}

/**
 * The share scope entries: every singleton already loaded (`lib`), so a remote always takes the shell's
 * instance (`loaded-first`) and never downloads its own copy; the lazy ones (LAZY_SHARED_MODULES) as
 * the shell's own loader (`get`), which the shell's entry keeps ahead of a remote's copy all the same.
 */
async function providedShared() {
  const versions = sharedVersions();
  const entries = [];
  for (const [request, load] of Object.entries(SHARED_MODULES)) {
    const version = versions[request];
    if (!version) throw new Error(`the build gave no version for the shared module ${request}`);
    const common = {
      version: version.version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: version.requiredVersion },
    };
    if (LAZY_SHARED_MODULES.has(request)) {
      entries.push([request, { ...common, get: () => load().then((module) => () => module) }]);
      continue;
    }
    // Each load may start a chunk request: one per task (nextTask), all of them in flight together.
    const loaded = load().then((module) => [request, { ...common, lib: () => module }] as const);
    // A chunk that fails meanwhile rejects the start below (Promise.all), not as an unhandled rejection.
    loaded.catch(() => undefined);
    entries.push(loaded);
    await nextTask();
  }
  return Object.fromEntries(await Promise.all(entries));
}

let starting: Promise<void> | null = null;

/** Starts the federation runtime once; later calls return the same promise. */
export function startFederationHost(): Promise<void> {
  starting ??= providedShared().then((shared) => {
    // Global: each remote's container makes its own instance, and resolves its shared modules there.
    registerGlobalPlugins([sameVersionSharePlugin()]);
    init({
      name: HOST_NAME,
      remotes: [],
      shared,
      shareStrategy: 'loaded-first',
      plugins: [
        injectExternalRuntimeCore(),
        remoteErrorPlugin(),
        earlyManifestPlugin(),
        yieldingPlugin(),
      ],
    });
  });
  return starting;
}
