// FullCalendar draws again only when what it shows changed: its page re-renders for everything around it.
import type * as ReactModule from 'react';
import type { Ref } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '../../testing/renderWithCalendar';
import type { CalendarViewProps } from './CalendarView';
import CalendarView from './CalendarView';

/**
 * FullCalendar's React renders, and its events fetched again (its own redraw of the events); `silent`: it
 * never reports its range (a layout that never settles).
 */
const mockDraws = { count: 0, refetches: 0, silent: false };

jest.mock('@fullcalendar/react', () => ({
  __esModule: true,
  // Like FullCalendar, it tells the range it shows once it is drawn (datesSet).
  default: function FullCalendar(props: {
    ref?: Ref<unknown>;
    datesSet?: (info: unknown) => void;
  }) {
    mockDraws.count += 1;
    const { createElement, useEffect, useImperativeHandle } =
      jest.requireActual<typeof ReactModule>('react');
    useImperativeHandle(props.ref, () => ({
      getApi: () => ({
        refetchEvents: () => {
          mockDraws.refetches += 1;
        },
      }),
    }));
    useEffect(() => {
      if (mockDraws.silent) return;
      props.datesSet?.({
        view: { type: 'timeGridWeek' },
        start: new Date('2030-01-06T00:00:00'),
        end: new Date('2030-01-13T00:00:00'),
      });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when drawn
    }, []);
    return createElement('div', { className: 'fc-event' }, 'Dentist');
  },
}));
jest.mock('@fullcalendar/react/daygrid', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/timegrid', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/list', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/interaction', () => ({
  __esModule: true,
  default: {},
  Draggable: class {
    destroy() {}
  },
}));
jest.mock('@fullcalendar/react/themes/classic', () => ({ __esModule: true, default: {} }));
jest.mock('@fullcalendar/react/locales/fr', () => ({ __esModule: true, default: {} }));

const SETTINGS = {
  slotMinTime: '08:00:00',
  slotMaxTime: '20:00:00',
  slotDuration: '00:30:00',
  slotLabelInterval: '01:00:00',
};

/** A page's render: new callbacks every time, the same data unless given. */
function props(overrides: Partial<CalendarViewProps> = {}): CalendarViewProps {
  return {
    initialView: 'week',
    navigation: null,
    getOccurrences: NO_OCCURRENCES,
    settings: SETTINGS,
    language: 'en',
    theme: 'light',
    onSelect: () => undefined,
    onOpen: () => undefined,
    onChange: () => undefined,
    onDatesChange: () => undefined,
    onShown: () => undefined,
    ...overrides,
  };
}
const NO_OCCURRENCES = () => [];

beforeEach(() => {
  mockDraws.count = 0;
  mockDraws.refetches = 0;
  mockDraws.silent = false;
  return setupI18n('en');
});

test('settling and noting the range shown do not draw FullCalendar again', async () => {
  render(<CalendarView {...props()} />);
  // Two frames to settle, then the calendar says it is shown.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.getByTestId('calendar-view')).toBeVisible();
  expect(mockDraws.count).toBe(1);
});

test('a page re-render with the same data does not redraw FullCalendar; new data fetches the events again, a new look draws it', () => {
  const { rerender } = render(<CalendarView {...props()} />);
  const first = mockDraws.count;
  expect(first).toBeGreaterThan(0);

  rerender(<CalendarView {...props({ initialView: 'day' })} />);
  rerender(<CalendarView {...props()} />);
  // The settings read again (a new object, the grid's fields unchanged): nothing to draw.
  rerender(<CalendarView {...props({ settings: { ...SETTINGS } })} />);
  expect(mockDraws.count).toBe(first);
  rerender(<CalendarView {...props({ settings: { ...SETTINGS, slotMinTime: '07:00:00' } })} />);
  expect(mockDraws.count).toBe(first + 1);
  rerender(<CalendarView {...props()} />);
  expect(mockDraws.count).toBe(first + 2);

  const refetches = mockDraws.refetches;
  rerender(<CalendarView {...props({ getOccurrences: () => [] })} />);
  expect(mockDraws.refetches).toBe(refetches + 1);
  expect(mockDraws.count).toBe(first + 2);
  rerender(<CalendarView {...props({ theme: 'dark' })} />);
  expect(mockDraws.count).toBe(first + 3);
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

test('the laid-out grid stays hidden while its events are pending, and shows once they are known', async () => {
  const shown = jest.fn();
  const { rerender } = render(<CalendarView {...props({ eventsPending: true, onShown: shown })} />);
  await wait(200);
  expect(screen.getByTestId('calendar-view')).not.toBeVisible();
  expect(shown).not.toHaveBeenCalled();

  const draws = mockDraws.count;
  rerender(<CalendarView {...props({ eventsPending: false, onShown: shown })} />);
  await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  expect(screen.getByTestId('calendar-view')).toBeVisible();
  // Showing it is not a redraw of the grid.
  expect(mockDraws.count).toBe(draws);
});

test('says it is shown once the frame that shows the grid has been drawn, without waiting for a timer', async () => {
  // The browser's frames, one at a time.
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const frame = () =>
    act(() => {
      for (const callback of frames.splice(0)) callback(performance.now());
    });
  try {
    const shown = jest.fn();
    render(<CalendarView {...props({ onShown: shown })} />);
    // FullCalendar laid out: the grid shows two frames later.
    const hidden = () => screen.getByTestId('calendar-view').style.visibility === 'hidden';
    for (let i = 0; i < 5 && hidden(); i++) frame();
    expect(screen.getByTestId('calendar-view')).toBeVisible();
    // The frame that shows it, and the one after: then it is drawn.
    frame();
    await wait(0);
    expect(shown).not.toHaveBeenCalled();
    frame();
    await wait(0);
    expect(shown).toHaveBeenCalledTimes(1);
  } finally {
    raf.mockRestore();
  }
});

test('events that never come hold the grid back less than a second', async () => {
  render(<CalendarView {...props({ eventsPending: true })} />);
  await wait(300);
  expect(screen.getByTestId('calendar-view')).not.toBeVisible();
  await wait(700);
  expect(screen.getByTestId('calendar-view')).toBeVisible();
});

test('a grid whose layout never reports it settled still shows within a second', async () => {
  mockDraws.silent = true;
  const shown = jest.fn();
  render(<CalendarView {...props({ onShown: shown })} />);
  await wait(300);
  expect(screen.getByTestId('calendar-view')).not.toBeVisible();
  await wait(900);
  expect(screen.getByTestId('calendar-view')).toBeVisible();
  await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
});

test('new data that lands while an event is pressed is drawn after the release, not under the pointer', async () => {
  const { rerender } = render(<CalendarView {...props()} />);
  const refetches = mockDraws.refetches;
  // A press on an event: a redraw now would replace the pressed element and FullCalendar would lose the drag.
  fireEvent.pointerDown(screen.getByText('Dentist'));
  rerender(<CalendarView {...props({ getOccurrences: () => [] })} />);
  await wait(10);
  expect(mockDraws.refetches).toBe(refetches);
  fireEvent.pointerUp(window);
  await wait(10);
  expect(mockDraws.refetches).toBe(refetches + 1);
  // A press elsewhere than on an event holds nothing back.
  fireEvent.pointerDown(screen.getByTestId('calendar-view'));
  rerender(<CalendarView {...props({ getOccurrences: () => [] })} />);
  expect(mockDraws.refetches).toBe(refetches + 2);
});
