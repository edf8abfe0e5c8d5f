// FullCalendar draws again only when what it shows changed: its page re-renders for everything around it.
import { render } from '@testing-library/react';
import { setupI18n } from '../../testing/renderWithCalendar';
import type { CalendarViewProps } from './CalendarView';
import CalendarView from './CalendarView';

const mockDraws = { count: 0 };

jest.mock('@fullcalendar/react', () => ({
  __esModule: true,
  default: function FullCalendar() {
    mockDraws.count += 1;
    return null;
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

beforeEach(() => setupI18n('en'));

test('a page re-render with the same data does not redraw FullCalendar; new data does', () => {
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

  rerender(<CalendarView {...props({ getOccurrences: () => [] })} />);
  expect(mockDraws.count).toBe(first + 3);
  rerender(<CalendarView {...props({ theme: 'dark' })} />);
  expect(mockDraws.count).toBe(first + 4);
});
