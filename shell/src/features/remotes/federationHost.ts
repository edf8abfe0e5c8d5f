// The shell as the suite's Module Federation host, started with the signed-in area (public pages never load
// the runtime): the runtime core every remote uses (externalRuntime), the shared singletons taken from the
// shell's own module instances, and the plugin that notes failed remote loads.
import { init } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { remoteErrorPlugin } from './remoteErrorPlugin';
import { SHARED_MODULES } from './sharedModules';

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
 * instance (`loaded-first`) and never downloads its own copy.
 */
async function providedShared() {
  const versions = sharedVersions();
  const entries = await Promise.all(
    Object.entries(SHARED_MODULES).map(async ([request, load]) => {
      const version = versions[request];
      if (!version) throw new Error(`the build gave no version for the shared module ${request}`);
      const module = await load();
      const shared = {
        version: version.version,
        scope: 'default',
        lib: () => module,
        shareConfig: { singleton: true, requiredVersion: version.requiredVersion },
      };
      return [request, shared] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let starting: Promise<void> | null = null;

/** Starts the federation runtime once; later calls return the same promise. */
export function startFederationHost(): Promise<void> {
  starting ??= providedShared().then((shared) => {
    init({
      name: HOST_NAME,
      remotes: [],
      shared,
      shareStrategy: 'loaded-first',
      plugins: [injectExternalRuntimeCore(), remoteErrorPlugin()],
    });
  });
  return starting;
}
