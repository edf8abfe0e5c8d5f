// The five remotes of the suite and the suite's local ports, read from suite.json: the one list that the
// app (here) and the CommonJS tooling (tooling/config/index.cjs) both read (docs/architecture.md).
import suite from './suite.json';

/**
 * Remote name -> its federation name (`scope`) and default local port. The shell, api and emulator
 * ports are read by the tooling and e2e only (this module is in the first load of every page).
 */
export const REMOTES = suite.remotes;
/** 'calendar' | 'tasks' | 'notifications' | 'profile' | 'settings': the keys of suite.json's remotes. */
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** remotes.json, served next to the shell: remote name -> its mf-manifest.json URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
