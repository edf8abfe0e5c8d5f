import { screenFor } from './screens';

describe('calendar screenFor', () => {
  it('shows the presets under /dashboard/presets and the calendar everywhere else', () => {
    expect(screenFor('/dashboard/presets')).toBe('presets');
    expect(screenFor('/dashboard/presets/')).toBe('presets');
    expect(screenFor('/dashboard')).toBe('calendar');
    expect(screenFor('/dashboard/presets-archive')).toBe('calendar');
  });
});
