import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { DataProvider, queryClient, settings } from '@planner/shared/sync';
import { useCalendarSettings } from './useCalendarSettings';

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

describe('useCalendarSettings', () => {
  it("starts from the settings' defaults and follows the page cache live", () => {
    queryClient.clear();
    const { result } = renderHook(() => useCalendarSettings(), { wrapper });
    expect(result.current.slotMinTime).toBe(DEFAULT_CALENDAR_SETTINGS.slotMinTime);
    act(() => {
      queryClient.setQueryData(settings.key, {
        value: { ...DEFAULT_CALENDAR_SETTINGS, slotMinTime: '08:00:00', slotDuration: '00:15:00' },
        settled: true,
        fromCache: false,
        error: null,
      });
    });
    expect(result.current).toMatchObject({ slotMinTime: '08:00:00', slotDuration: '00:15:00' });
  });
});
