// The lifestyle profile, live from the page's cache (the profile screen's saves included).
import type { Profile } from '@planner/shared/model';
import { profile, useRecord } from '@planner/shared/sync';

export function useProfile(): Profile {
  return useRecord(profile).value;
}
