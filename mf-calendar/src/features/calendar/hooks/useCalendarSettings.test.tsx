import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { DataProvider, queryClient, settings } from '@planner/shared/sync';
import { installMemoryApi } from '@planner/shared/testing';
import { useCalendarSettings } from './useCalendarSettings';

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;

describe('useCalendarSettings', () => {
  it("starts from the settings' defaults and follows a save live", async () => {
    queryClient.clear();
    installMemoryApi();
    const { result } = renderHook(() => useCalendarSettings(), { wrapper });
    expect(result.current.slotMinTime).toBe(DEFAULT_CALENDAR_SETTINGS.slotMinTime);
    await act(async () => {
      await settings.update({
        ...settings.value(),
        slotMinTime: '08:00:00',
        slotDuration: '00:15:00',
      });
    });
    // The cache tells its observers on the next task.
    await waitFor(() =>
      expect(result.current).toMatchObject({ slotMinTime: '08:00:00', slotDuration: '00:15:00' }),
    );
  });
});
