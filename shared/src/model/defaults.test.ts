import { DEFAULT_CALENDAR_SETTINGS, DEFAULT_PROFILE } from './constants';
import { profileSchema } from './profile.schema';
import { calendarSettingsSchema } from './settings.schema';

// The defaults are written out (no zod needed to read them); the schemas' defaults must say the same.
describe('defaults', () => {
  it('the default profile is what the profile schema gives an empty profile', () => {
    expect(DEFAULT_PROFILE).toEqual(profileSchema.parse({}));
  });

  it('the default settings are what the settings schema gives empty settings', () => {
    expect(DEFAULT_CALENDAR_SETTINGS).toEqual(calendarSettingsSchema.parse({}));
  });
});
