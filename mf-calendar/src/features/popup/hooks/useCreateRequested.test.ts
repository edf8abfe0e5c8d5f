import { act, renderHook } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import { useCreateRequested } from './useCreateRequested';

describe('useCreateRequested', () => {
  it("opens for { kind: 'event' } only, and stops listening on unmount", () => {
    const open = jest.fn();
    const { unmount } = renderHook(() => useCreateRequested(open));
    act(() => bus.publish('ui:create-requested', { kind: 'task' }));
    expect(open).not.toHaveBeenCalled();
    act(() => bus.publish('ui:create-requested', { kind: 'event' }));
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    bus.publish('ui:create-requested', { kind: 'event' });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
