// The profile record's wire rule: its lastUpdated is a client-side timestamp that never leaves the client.
import type { Profile, StoredProfile } from '../model';

/** The profile as the api takes it: lastUpdated removed before sending. */
export function stripLastUpdated(profile: StoredProfile | Profile): Profile {
  const { lastUpdated: _lastUpdated, ...rest } = profile as StoredProfile;
  return rest;
}
