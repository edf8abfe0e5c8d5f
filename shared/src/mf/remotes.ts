// The five remotes of the suite: their federation names and default local ports (docs/architecture.md).
export const REMOTES = {
  calendar: { scope: 'mf_calendar', port: 3001 },
  tasks: { scope: 'mf_tasks', port: 3002 },
  notifications: { scope: 'mf_notifications', port: 3003 },
  profile: { scope: 'mf_profile', port: 3004 },
  settings: { scope: 'mf_settings', port: 3005 },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export const SHELL_PORT = 3000;
export const API_PORT = 4000;
export const AUTH_EMULATOR_PORT = 9099;

/** remotes.json, served next to the shell: remote name -> its mf-manifest.json URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
