// The shell's remotes at run time: registered from remotes.json, loaded with loadRemote, reset for a retry.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTE_NAMES,
  type ExposedName,
  type LifecyclesModule,
  type RemoteModules,
  type RemoteName,
  type RemotesManifest,
} from '@planner/shared/mf';
import { textsReady } from '@planner/shared/i18n';
import { logger } from '@planner/shared/logger';
import { nextTask } from '@planner/shared/mainThread';
import { startFederationHost } from './federationHost';
import { takeRemotesManifest } from './earlyPreload';
import { noteRemotesJson } from './loadedDeploy';
import { fetchRemotesManifest } from './remotesManifest';
import { remoteFailed, resetRemoteStates, trackLoad } from './moduleStates';

let manifest: RemotesManifest = {};
let initializing: Promise<RemotesManifest> | null = null;

function register(names: RemoteName[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const entry = manifest[name];
    return entry ? [{ name: REMOTES[name].scope, entry }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

async function readManifest(): Promise<void> {
  try {
    // The entry may have read it already, for the page's main remote (earlyPreload.ts).
    manifest = await (takeRemotesManifest() ?? fetchRemotesManifest());
    noteRemotesJson(manifest);
  } catch (error) {
    // The shell still renders; every remote shows its "unavailable, retry" panel.
    logger.error('remotes.json could not be read', error);
    manifest = {};
  }
}

/**
 * Starts the federation host, reads /remotes.json (both at once) and registers every remote. The
 * signed-in area awaits it before any remote mounts. Never rejects; calling it again returns the same promise.
 */
export function initRemotes(): Promise<RemotesManifest> {
  initializing ??= (async () => {
    const [started] = await Promise.allSettled([startFederationHost(), readManifest()]);
    if (started.status === 'rejected') {
      // Without a runtime no remote can load: each shows its "unavailable, retry" panel.
      logger.error('the federation runtime could not start', started.reason);
      manifest = {};
      return manifest;
    }
    // The runtime's start (its plugins, the shared modules) and the remotes' registration were one task
    // of 25-45 ms in Lighthouse traces of a cold /dashboard (4 Dec 2026): two tasks now.
    await nextTask();
    register(REMOTE_NAMES, false);
    return manifest;
  })();
  return initializing;
}

/**
 * Loads a page's remote modules ahead, e.g. while sign-in resolves, so the page renders them at once. The
 * runtime's loadRemote fetches the remote's manifest, then its remoteEntry and the module's own chunks and
 * CSS side by side (its snapshot plugin preloads them); with a `basename`, the remote's ./lifecycles then
 * fetches what a mount there needs (its `preload`, e.g. the calendar's FullCalendar chunk).
 * Not the runtime's preloadRemote as well: it planned the same files a second time, plus the shared
 * modules, which all come from the shell: 12-36 ms of main thread on a cold /dashboard (bench/trace,
 * 27 Nov 2026) for no request that loadRemote does not make. Never rejects: a failure here is met
 * again, and shown, when the page loads the module.
 */
export async function preloadRemoteModules(
  remote: RemoteName,
  exposes: readonly string[],
  basename?: string,
): Promise<void> {
  await initRemotes();
  if (!manifest[remote]) return;
  const load = async (exposed: string) => {
    const mod = await loadExposed(remote, exposed);
    if (exposed === './lifecycles' && basename !== undefined)
      await (mod as LifecyclesModule).default.preload?.(basename);
  };
  await Promise.all(exposes.map((e) => load(e).catch(() => undefined)));
}

/** True while a remote's last load failed (until a retry resets it). */
export const remoteLoadFailed = remoteFailed;

/**
 * Loads an exposed module of a remote, typed by the suite's contract (RemoteModules in @planner/shared/mf):
 * `loadRemoteModule('tasks', './TasksSidebar')` gives a WidgetModule, './lifecycles' a LifecyclesModule.
 * Rejects when it cannot.
 */
export function loadRemoteModule<R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  exposed: M,
): Promise<RemoteModules[R][M]> {
  return loadExposed(remote, exposed) as Promise<RemoteModules[R][M]>;
}

/**
 * loadRemoteModule by any name, untyped: for code that holds its typed name elsewhere (RemoteWidget).
 * One load per module at a time, its state in moduleStates.ts.
 */
export function loadExposed(remote: RemoteName, exposed: string): Promise<unknown> {
  return trackLoad(remote, exposed, async () => {
    await initRemotes();
    const scope = REMOTES[remote].scope;
    if (!manifest[remote]) throw new Error(`remote "${remote}" is not listed in remotes.json`);
    const mod = await loadRemote<unknown>(`${scope}/${exposed.replace(/^\.\//, '')}`);
    if (mod === null || mod === undefined) throw new Error(`${scope}/${exposed} gave no module`);
    // The module registered its texts (the active language's file, fetched on its own): ready with them.
    await textsReady();
    return mod;
  });
}

/**
 * Prepares a retry: after a failed load, forgets everything the runtime cached for that remote
 * (manifest, remoteEntry, container, module cache) by registering it again with `force`.
 * A remote that loaded fine and crashed while rendering is left as is: a remount is enough.
 */
export async function resetRemote(remote: RemoteName): Promise<void> {
  await initRemotes();
  if (!manifest[remote]) {
    await readManifest();
    register([remote], false);
  } else if (remoteFailed(remote)) {
    register([remote], true);
  }
  resetRemoteStates(remote);
}
