// The profile: a single record (GET /profile/profile, PUT /profile/update) whose lastUpdated never leaves the client.
import type { Profile, StoredProfile } from '../model';
import { DEFAULT_PROFILE, PROFILE_RECORD_KEY } from '../model/constants';
import type { BehaviorSubject } from 'rxjs';
import type { LocalStore } from './localDb';
import { SyncedRecord } from './SyncedRecord';

/** The profile as the api takes it: lastUpdated is a client-side timestamp, removed before sending. */
export function stripLastUpdated(profile: StoredProfile | Profile): Profile {
  const { lastUpdated: _lastUpdated, ...rest } = profile as StoredProfile;
  return rest;
}

export class ProfileStore extends SyncedRecord<StoredProfile, Profile> {
  constructor(store: LocalStore, now: () => number = Date.now) {
    super({
      name: 'profile',
      store,
      key: PROFILE_RECORD_KEY,
      paths: { read: '/profile/profile', update: '/profile/update' },
      bodyKey: 'profile',
      wireSchema: (m) => m.profileSchema,
      storedSchema: (m) => m.storedProfileSchema,
      defaults: DEFAULT_PROFILE,
      toWire: stripLastUpdated,
      fromWire: (profile) => ({ ...profile, lastUpdated: now() }),
    });
  }

  get profile$(): BehaviorSubject<StoredProfile> {
    return this.value$;
  }

  get profile(): StoredProfile {
    return this.value;
  }
}
