// The calendar's preload: FullCalendar is fetched ahead for the calendar screen, the presets screen's own
// chunk (never FullCalendar) for the presets one.
import { loadCalendarView } from './features/calendar/components/CalendarPage';
import { loadPresetsPage } from './Root';
import lifecycles from './lifecycles';

const { preload, reportsShown } = lifecycles;

jest.mock('./features/calendar/components/CalendarPage', () => ({
  CalendarPage: () => null,
  loadCalendarView: jest.fn(async () => ({})),
}));

jest.mock('./Root', () => ({
  Root: () => null,
  loadPresetsPage: jest.fn(async () => ({})),
}));

const loadMock = loadCalendarView as jest.Mock;
const presetsMock = loadPresetsPage as jest.Mock;

beforeEach(() => {
  loadMock.mockClear();
  presetsMock.mockClear();
});

it('fetches the FullCalendar chunk ahead when the shell is about to show the calendar', async () => {
  await preload('/dashboard');
  expect(loadMock).toHaveBeenCalledTimes(1);
  expect(presetsMock).not.toHaveBeenCalled();
});

it('fetches the presets chunk ahead for the presets screen, and FullCalendar not', async () => {
  await preload('/dashboard/presets');
  expect(presetsMock).toHaveBeenCalledTimes(1);
  expect(loadMock).not.toHaveBeenCalled();
});

it('tells the shell it says when the calendar is on screen (the widgets wait for that, not for a timer)', () => {
  expect(reportsShown).toBe(true);
});
