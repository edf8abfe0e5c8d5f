// The lifestyle profile, live: the profile store's value, and any profile the profile remote announces as saved.
import { useEffect, useState } from 'react';
import { bus } from '@planner/shared/bus';
import { profile as profileStore } from '@planner/shared/sync';
import type { Profile } from '@planner/shared/model';

export function useProfile(): Profile {
  const [value, setValue] = useState<Profile>(() => profileStore.profile);
  useEffect(() => {
    const sub = profileStore.profile$.subscribe((p) => setValue(p));
    const off = bus.on('profile:profile-saved', ({ profile }) => setValue(profile));
    return () => {
      sub.unsubscribe();
      off();
    };
  }, []);
  return value;
}
