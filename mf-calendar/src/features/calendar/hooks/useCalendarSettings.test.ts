import { act, renderHook } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { useCalendarSettings } from './useCalendarSettings';

describe('useCalendarSettings', () => {
  it('starts from the settings store and follows settings:settings-changed live', () => {
    const { result } = renderHook(() => useCalendarSettings());
    expect(result.current.slotMinTime).toBe(DEFAULT_CALENDAR_SETTINGS.slotMinTime);
    act(() =>
      bus.publish('settings:settings-changed', {
        settings: {
          ...DEFAULT_CALENDAR_SETTINGS,
          slotMinTime: '08:00:00',
          slotDuration: '00:15:00',
        },
      }),
    );
    expect(result.current).toMatchObject({ slotMinTime: '08:00:00', slotDuration: '00:15:00' });
  });
});
