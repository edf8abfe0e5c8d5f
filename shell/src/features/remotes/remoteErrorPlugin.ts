// The federation runtime plugin that sees every failed remote load (manifest, remoteEntry, chunk, module):
// it logs the failure and records it (moduleStates.ts), so Retry knows the runtime's caches for that
// remote must be cleared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES } from '@planner/shared/mf';
import { logger } from '@planner/shared/logger';
import { markRemoteFailed } from './moduleStates';

/** The failing remote's federation name: from its info, or from an id like 'mf_tasks/lifecycles'. */
function scopeOf(id: string, remote: { name: string } | undefined): string | null {
  if (remote?.name) return remote.name;
  if (!/^https?:/.test(id)) return id.split('/')[0] || null;
  return null;
}

export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'planner-remote-error',
    errorLoadRemote(args) {
      const { id, error, lifecycle, remote } = args;
      const scope = scopeOf(id, remote);
      const name = REMOTE_NAMES.find((n) => REMOTES[n].scope === scope);
      if (name) markRemoteFailed(name);
      logger.warn(`remote load failed (${lifecycle}): ${String(id)}`, error);
      // Nothing is returned: the load rejects and the remote's error boundary shows the retry panel.
      return undefined;
    },
  };
}
