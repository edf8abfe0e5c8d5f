// Tasks changed on the calendar offer their undo on the bus; the undo puts the task back on the server.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bus, type UndoOffer } from '@planner/shared/bus';
import type { Task } from '@planner/shared/model';
import { DataProvider, clearOutbox, queryClient, tasks } from '@planner/shared/sync';
import { installMemoryApi, type MemoryApi } from '@planner/shared/testing';
import { setupI18n } from '../../testing/renderWithCalendar';
import { useTaskScheduling } from './useTaskScheduling';

const TASK: Task = {
  id: 'report',
  title: 'Write the report',
  description: '',
  priority: 'high',
  deadline: null,
  deadlineRange: 'moreThan5Days',
  estimatedTimeRange: '15to2Hour',
  done: false,
  doneAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  scheduledStart: '2026-06-16T09:00:00+02:00',
  scheduledMinutes: 60,
  lastUpdated: 1,
};
const NOW = new Date('2026-06-16T07:00:00+02:00');

let api: MemoryApi;
let offers: UndoOffer[];
let stop: () => void;

beforeAll(() => setupI18n('en'));
beforeEach(async () => {
  queryClient.clear();
  await clearOutbox();
  api = installMemoryApi({ tasks: [TASK] });
  await tasks.load();
  offers = [];
  stop = bus.on('ui:undo-offered', (offer) => offers.push(offer));
});
afterEach(() => stop());

const wrapper = ({ children }: { children: ReactNode }) => <DataProvider>{children}</DataProvider>;
const stored = () => api.data.tasks.find((t) => t.id === 'report')!;

describe('useTaskScheduling: undo', () => {
  it('a task moved on the calendar goes back to its time', async () => {
    const { result } = renderHook(() => useTaskScheduling(() => NOW), { wrapper });
    await act(() => result.current.schedule('report', new Date('2026-06-16T14:00:00+02:00')));
    expect(Date.parse(stored().scheduledStart!)).toBe(Date.parse('2026-06-16T14:00:00+02:00'));
    expect(offers.map((o) => o.message)).toEqual(['Task moved.']);
    await expect(act(() => offers[0]!.undo())).resolves.toEqual({ ok: true });
    expect(stored()).toMatchObject({
      scheduledStart: '2026-06-16T09:00:00+02:00',
      scheduledMinutes: 60,
    });
  });

  it('unscheduling and completing are undone too', async () => {
    const { result } = renderHook(() => useTaskScheduling(() => NOW), { wrapper });
    await act(() => result.current.unschedule('report'));
    expect(stored().scheduledStart).toBeUndefined();
    await act(() => offers[0]!.undo());
    expect(stored()).toMatchObject({ scheduledStart: '2026-06-16T09:00:00+02:00' });
    await act(() => result.current.toggleDone('report'));
    expect(offers.map((o) => o.message)).toEqual([
      'Task taken off the calendar.',
      'Task completed.',
    ]);
    expect(stored()).toMatchObject({ done: true });
    await act(() => offers[1]!.undo());
    expect(stored()).toMatchObject({ done: false, doneAt: null });
  });

  it('a refused undo says why and changes nothing', async () => {
    const { result } = renderHook(() => useTaskScheduling(() => NOW), { wrapper });
    await act(() => result.current.toggleDone('report'));
    api.failing = { status: 500, error: 'error-occurred', message: 'down' };
    await expect(act(() => offers[0]!.undo())).resolves.toEqual({
      ok: false,
      message: 'Server error.',
    });
    api.failing = null;
    expect(stored()).toMatchObject({ done: true });
  });
});
