// The shell's remotes at run time: registered from remotes.json, loaded with loadRemote, reset for a retry.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@planner/shared/mf';
import { logger } from '@planner/shared/logger';
import { fetchRemotesManifest } from './remotesManifest';
import { clearFailed, hasFailed, markFailed, remoteErrorPlugin } from './remoteErrorPlugin';

let manifest: RemotesManifest = {};
let initializing: Promise<RemotesManifest> | null = null;
let pluginRegistered = false;

function register(names: RemoteName[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const entry = manifest[name];
    return entry ? [{ name: REMOTES[name].scope, entry }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

async function readManifest(): Promise<void> {
  try {
    manifest = await fetchRemotesManifest();
  } catch (error) {
    // The shell still renders; every remote shows its "unavailable, retry" panel.
    logger.error('remotes.json could not be read', error);
    manifest = {};
  }
}

/**
 * Reads /remotes.json and registers every remote with the federation runtime. Call once before the
 * first render (the shell's bootstrap awaits it). Never rejects; calling it again returns the same promise.
 */
export function initRemotes(): Promise<RemotesManifest> {
  initializing ??= (async () => {
    if (!pluginRegistered) {
      registerPlugins([remoteErrorPlugin()]);
      pluginRegistered = true;
    }
    await readManifest();
    register(REMOTE_NAMES, false);
    return manifest;
  })();
  return initializing;
}

/** The manifest URL of a remote as registered (undefined when remotes.json does not list it). */
export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return manifest[remote];
}

/** True while a remote's last load failed (until a retry resets it). */
export function remoteLoadFailed(remote: RemoteName): boolean {
  return hasFailed(REMOTES[remote].scope);
}

/** Loads an exposed module ('./lifecycles', './TasksSidebar', ...) of a remote. Rejects when it cannot. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  await initRemotes();
  const scope = REMOTES[remote].scope;
  if (!manifest[remote]) {
    markFailed(scope);
    throw new Error(`remote "${remote}" is not listed in remotes.json`);
  }
  try {
    const mod = await loadRemote<T>(`${scope}/${exposed.replace(/^\.\//, '')}`);
    if (mod === null || mod === undefined) throw new Error(`${scope}/${exposed} gave no module`);
    return mod;
  } catch (error) {
    markFailed(scope);
    throw error;
  }
}

/**
 * Prepares a retry: after a failed load, forgets everything the runtime cached for that remote
 * (manifest, remoteEntry, container, module cache) by registering it again with `force`.
 * A remote that loaded fine and crashed while rendering is left as is: a remount is enough.
 */
export async function resetRemote(remote: RemoteName): Promise<void> {
  await initRemotes();
  const scope = REMOTES[remote].scope;
  if (!manifest[remote]) {
    await readManifest();
    register([remote], false);
  } else if (hasFailed(scope)) {
    register([remote], true);
  }
  clearFailed(scope);
}
