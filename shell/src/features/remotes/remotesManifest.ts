// Reads remotes.json (served next to the shell, written at deploy time): remote name -> mf-manifest.json URL.
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@planner/shared/mf';

export const REMOTES_JSON_URL = '/remotes.json';

/** Keeps the known remotes whose value is an http(s) URL; anything else is ignored, never trusted. */
export function parseRemotesManifest(raw: unknown): RemotesManifest {
  const out: RemotesManifest = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const record = raw as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const value = record[name];
    if (typeof value === 'string' && /^https?:\/\//.test(value)) out[name as RemoteName] = value;
  }
  return out;
}

export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  url: string = REMOTES_JSON_URL,
): Promise<RemotesManifest> {
  const res = await fetchImpl(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return parseRemotesManifest(await res.json());
}
