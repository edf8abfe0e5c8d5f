// The lifestyle profile as the form edits it, and the profile it saves (completed, without lastUpdated).
import { profileSchema, type Profile, type StoredProfile } from '@planner/shared/model';
import { stripLastUpdated } from '@planner/shared/sync';

/** The groups of the form, in the order shown, and the fields each one holds. */
export const PROFILE_GROUPS = {
  work: ['jobTitle', 'workType'],
  commute: ['transportMode', 'commuteDurationMin'],
  meals: ['lunchTime', 'dinnerTime', 'mealReminders'],
  sport: ['doesSport', 'sportMoment', 'activeBreaks'],
  sleep: ['bedtime', 'wakeUpTime', 'sleepReminders'],
  personal: ['personalTime', 'relaxationDurationMin'],
} as const satisfies Record<string, readonly (keyof Profile)[]>;

export type ProfileGroup = keyof typeof PROFILE_GROUPS;

/** The form's starting point: the stored profile without its client timestamp. */
export function draftFrom(stored: StoredProfile): Profile {
  return stripLastUpdated(stored);
}

/** Empty text or time fields mean "not set" (null). */
export function emptyToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export type ProfileCheck = { ok: true; profile: Profile } | { ok: false; fields: string[] };

/** What is sent on save: the draft marked completed; the fields the schema refuses otherwise. */
export function profileToSave(draft: Profile): ProfileCheck {
  const parsed = profileSchema.safeParse({ ...draft, isProfileCompleted: true });
  if (parsed.success) return { ok: true, profile: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] };
}
