// Share resolution without a semver check where there is nothing to check: a remote asks for a singleton
// that the share scope holds at the very version the remote was built with (the suite's remotes are
// built from the same lock file as the shell, so that is every shared module of every remote). The
// runtime's own resolver parses the remote's requiredVersion range for each of them
// (@module-federation/runtime-core `satisfy`): 7-25 ms of main thread on a cold /dashboard on this machine
// (bench/trace, 27 Nov 2026), four times that in Lighthouse's mobile simulation. Any other case (another
// version, a module that is not a singleton) goes to the runtime's resolver, which warns on a mismatch.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SAME_VERSION_SHARE_PLUGIN = 'planner-same-version-share';

export function sameVersionSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: SAME_VERSION_SHARE_PLUGIN,
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (shared && shareInfo.shareConfig?.singleton && shareInfo.version === version)
        args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
