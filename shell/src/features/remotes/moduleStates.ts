// The ONE place that tracks every remote module the shell loads, parcels (./lifecycles) and widgets alike:
// loading, ready, failed, or retrying (loading again after a failure). RemoteParcel and RemoteWidget render
// from it (useRemoteModule), a page's preload fills it, and the runtime's error plugin and Retry update it.
import { startTransition, useEffect, useState } from 'react';
import type { RemoteName } from '@planner/shared/mf';

export type ModuleState =
  | { status: 'loading' | 'retrying'; seq: number }
  | { status: 'ready'; seq: number; module: unknown }
  | { status: 'failed'; seq: number; error: unknown };

const states = new Map<string, ModuleState>();
const pending = new Map<string, Promise<unknown>>();
/** Remotes whose last load failed anywhere in the runtime (manifest, entry, chunk): Retry resets them. */
const failedRemotes = new Set<RemoteName>();
const listeners = new Set<() => void>();
/** Orders the changes: a mount ignores a failure older than itself and tries again. */
let seq = 0;

const keyOf = (remote: RemoteName, exposed: string) => `${remote}|${exposed}`;

function update(key: string, state: ModuleState | undefined): void {
  if (state) states.set(key, state);
  else states.delete(key);
  for (const listener of [...listeners]) listener();
}

export function moduleState(remote: RemoteName, exposed: string): ModuleState | undefined {
  return states.get(keyOf(remote, exposed));
}

/**
 * Runs `load` for a module unless it is loaded or loading: every caller shares one load, and its
 * outcome is recorded. After a failure the next load is 'retrying'.
 */
export function trackLoad(
  remote: RemoteName,
  exposed: string,
  load: () => Promise<unknown>,
): Promise<unknown> {
  const key = keyOf(remote, exposed);
  const current = states.get(key);
  if (current?.status === 'ready') return Promise.resolve(current.module);
  const running = pending.get(key);
  if (running) return running;
  const again = current?.status === 'failed' || current?.status === 'retrying';
  update(key, { status: again ? 'retrying' : 'loading', seq: ++seq });
  const promise = load().then(
    (module) => {
      pending.delete(key);
      update(key, { status: 'ready', seq: ++seq, module });
      return module;
    },
    (error: unknown) => {
      pending.delete(key);
      failedRemotes.add(remote);
      update(key, { status: 'failed', seq: ++seq, error });
      throw error;
    },
  );
  pending.set(key, promise);
  return promise;
}

/** True while a remote's last load failed (until a retry resets it). */
export function remoteFailed(remote: RemoteName): boolean {
  return failedRemotes.has(remote);
}

/** A load of the remote failed inside the runtime (remoteErrorPlugin), or it is not in remotes.json. */
export function markRemoteFailed(remote: RemoteName): void {
  failedRemotes.add(remote);
}

/**
 * Before a retry: a remote that failed forgets its loaded modules (the runtime loads them afresh) and its
 * failure; its failed modules stay so, and their next load is 'retrying'.
 */
export function resetRemoteStates(remote: RemoteName): void {
  // A remote that loaded fine and crashed while rendering keeps its modules: a remount is enough.
  if (!failedRemotes.delete(remote)) return;
  for (const [key, state] of [...states])
    if (key.startsWith(keyOf(remote, '')) && state.status === 'ready') update(key, undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A module's state for a component that shows it, loading it once `enabled` with `load` (which goes
 * through trackLoad: remoteRegistry's loadExposed). A failure from before this mount is not this mount's:
 * it shows 'loading' and tries again ('retrying'). With `transition`, changes render as a transition
 * (React renders a widget in slices, without a long task).
 */
export function useRemoteModule(
  remote: RemoteName,
  exposed: string,
  load: () => Promise<unknown>,
  { enabled = true, transition = false }: { enabled?: boolean; transition?: boolean } = {},
): ModuleState {
  const [mountedAt] = useState(() => seq);
  const key = keyOf(remote, exposed);
  const [stored, setStored] = useState(() => states.get(key));
  useEffect(() => {
    const sync = () => {
      const next = states.get(key);
      if (transition) startTransition(() => setStored(next));
      else setStored(next);
    };
    // A change between the first render and this subscription is not missed.
    sync();
    return subscribe(sync);
  }, [key, transition]);
  const stale = stored?.status === 'failed' && stored.seq <= mountedAt;
  const state: ModuleState = !stored || stale ? { status: 'loading', seq: mountedAt } : stored;
  const needsLoad = state.status === 'loading' && !pending.has(key);
  useEffect(() => {
    if (enabled && needsLoad) load().catch(() => undefined);
    // `load` is the same function for a given remote and module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, needsLoad, remote, exposed]);
  return state;
}
