import { profileSchema } from '@planner/shared/model';
import { DEFAULT_PROFILE } from '@planner/shared/model/constants';
import { PROFILE_GROUPS, draftFrom, emptyToNull, profileToSave } from './profileDraft';

describe('profile draft', () => {
  it('groups every profile field except the completion flag and the version exactly once', () => {
    const grouped = Object.values(PROFILE_GROUPS).flat().sort();
    const fields = Object.keys(profileSchema.shape)
      .filter((f) => f !== 'isProfileCompleted' && f !== 'version')
      .sort();
    expect(grouped).toEqual(fields);
  });

  it('starts from the stored profile without lastUpdated', () => {
    expect(draftFrom({ ...DEFAULT_PROFILE, lastUpdated: 123 })).toEqual(DEFAULT_PROFILE);
  });

  it('saves the draft marked completed', () => {
    expect(profileToSave({ ...DEFAULT_PROFILE, jobTitle: 'Nurse' })).toEqual({
      ok: true,
      profile: { ...DEFAULT_PROFILE, jobTitle: 'Nurse', isProfileCompleted: true },
    });
  });

  it('names the fields the schema refuses', () => {
    expect(profileToSave({ ...DEFAULT_PROFILE, lunchTime: '25:00' })).toEqual({
      ok: false,
      fields: ['lunchTime'],
    });
  });

  it('reads empty text as not set', () => {
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull(' Pilot ')).toBe('Pilot');
  });
});
