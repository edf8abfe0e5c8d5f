import { act, renderHook, waitFor } from '@testing-library/react';
import { expandEvents } from '@planner/shared/domain';
import { createEventActions } from '../../events/eventActions';
import { splitEvents } from '../../events/eventState';
import { MemoryEventStore, makeEvent } from '../../testing/memoryStores';
import { getLastError, notifications } from '@planner/shared/sync';
import { useEventEditing } from './useEventEditing';

const yoga = makeEvent({
  id: 'yoga',
  title: 'Yoga',
  recurrence: 'weekly',
  recurrenceId: 'r',
  lastUpdated: 3,
});
const dentist = makeEvent({
  id: 'dentist',
  title: 'Dentist',
  startDate: '2026-03-17T10:00:00+01:00',
  endDate: '2026-03-17T11:00:00+01:00',
});

function setup() {
  const store = new MemoryEventStore([yoga, dentist]);
  const state = splitEvents(store.items);
  const hook = renderHook(() => useEventEditing(state, createEventActions()));
  const occ = (id: string, from: string) =>
    expandEvents(store.items, new Date(from), new Date('2026-04-30T00:00:00Z')).find(
      (o) => o.event.id === id,
    );
  return { store, hook, occ };
}

describe('useEventEditing: moving events on the calendar', () => {
  it('saves a moved single event at once', async () => {
    const { store, hook, occ } = setup();
    const revert = jest.fn();
    const o = occ('dentist', '2026-03-16T00:00:00Z');
    if (!o) throw new Error('no occurrence');
    act(() =>
      hook.result.current.move({
        occurrence: o,
        start: new Date('2026-03-19T09:00:00Z'),
        end: new Date('2026-03-19T10:00:00Z'),
        allDay: false,
        revert,
      }),
    );
    await waitFor(() =>
      expect(store.items.find((e) => e.id === 'dentist')?.startDate).toBe(
        '2026-03-19T10:00:00+01:00',
      ),
    );
    expect(revert).not.toHaveBeenCalled();
  });

  it('asks the scope for an occurrence of a series; cancelling puts it back', async () => {
    const { store, hook, occ } = setup();
    const revert = jest.fn();
    const o = occ('yoga', '2026-03-23T00:00:00Z');
    if (!o) throw new Error('no occurrence');
    act(() =>
      hook.result.current.move({
        occurrence: o,
        start: new Date('2026-03-23T17:00:00Z'),
        end: new Date('2026-03-23T18:00:00Z'),
        allDay: false,
        revert,
      }),
    );
    expect(hook.result.current.pending).toMatchObject({ action: 'edit' });
    expect(store.calls).toEqual([]);
    act(() => hook.result.current.cancelPending());
    expect(revert).toHaveBeenCalledTimes(1);
    expect(hook.result.current.pending).toBeNull();
  });

  it("moves only that occurrence with 'this' (an override)", async () => {
    const { store, hook, occ } = setup();
    const o = occ('yoga', '2026-03-23T00:00:00Z');
    if (!o) throw new Error('no occurrence');
    act(() =>
      hook.result.current.move({
        occurrence: o,
        start: new Date('2026-03-23T17:00:00Z'),
        end: new Date('2026-03-23T18:00:00Z'),
        allDay: false,
        revert: () => {},
      }),
    );
    await act(() => hook.result.current.chooseScope('this'));
    const shown = expandEvents(
      store.items,
      new Date('2026-03-16T00:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
    );
    expect(shown.filter((s) => s.event.title === 'Yoga').map((s) => s.start)).toEqual([
      '2026-03-16T09:00:00+01:00',
      '2026-03-23T18:00:00+01:00',
      '2026-03-30T09:00:00+02:00',
    ]);
    expect(hook.result.current.failure).toBeNull();
  });

  it('reverts and reports when the server refuses the move', async () => {
    const { store, hook, occ } = setup();
    store.failing = 'all';
    const revert = jest.fn();
    const o = occ('dentist', '2026-03-16T00:00:00Z');
    if (!o) throw new Error('no occurrence');
    act(() =>
      hook.result.current.move({
        occurrence: o,
        start: new Date('2026-03-19T09:00:00Z'),
        end: new Date('2026-03-19T10:00:00Z'),
        allDay: false,
        revert,
      }),
    );
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(hook.result.current.failure).toMatchObject({
      action: 'save',
      messageKey: 'common:errors.server',
    });
  });

  it('opens a new event at the next full hour for the create button, or on the selected range', async () => {
    const { hook } = setup();
    act(() => hook.result.current.openCreate());
    // The form's code comes with the popup's chunk: the popup opens once it is there.
    await waitFor(() => expect(hook.result.current.popup?.mode).toBe('create'));
    const popup = hook.result.current.popup;
    const next = new Date();
    next.setHours(next.getHours() + 1, 0, 0, 0);
    expect(popup?.initial.startTime).toBe(`${String(next.getHours()).padStart(2, '0')}:00`);
    act(() =>
      hook.result.current.openCreate(
        new Date('2026-03-20T13:00:00Z'),
        new Date('2026-03-20T14:30:00Z'),
        false,
      ),
    );
    await waitFor(() =>
      expect(hook.result.current.popup?.initial).toMatchObject({
        endTime: expect.stringMatching(/:30$/),
      }),
    );
  });

  it("keeps showing a save's own failure (a conflict) when an unrelated read fails afterwards", async () => {
    const { store, hook, occ } = setup();
    // Someone else changed the dentist meanwhile: the version this page holds is stale (409).
    store.api.data.calendar = store.api.data.calendar.map((e) =>
      e.id === 'dentist' ? { ...e, lastUpdated: 99 } : e,
    );
    const o = occ('dentist', '2026-03-16T00:00:00Z');
    if (!o) throw new Error('no occurrence');
    const revert = jest.fn();
    act(() =>
      hook.result.current.move({
        occurrence: o,
        start: new Date('2026-03-19T09:00:00Z'),
        end: new Date('2026-03-19T10:00:00Z'),
        allDay: false,
        revert,
      }),
    );
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(hook.result.current.failure).toEqual({
      action: 'save',
      messageKey: 'common:errors.conflict',
    });
    // The notifications' poll then fails with no network: the page's global error changes, the
    // calendar's message does not.
    store.api.failing = 'unreachable';
    await act(async () => {
      await notifications.load();
    });
    expect(getLastError()?.kind).toBe('unreachable');
    expect(hook.result.current.failure).toEqual({
      action: 'save',
      messageKey: 'common:errors.conflict',
    });
  });
});
