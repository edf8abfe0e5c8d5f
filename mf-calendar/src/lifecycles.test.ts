// The calendar's preload: FullCalendar is fetched ahead for the calendar screen, never for the presets one;
// and the shell learns that this remote reports when it is shown.
import { loadCalendarView } from './features/calendar/components/CalendarPage';
import { preload, reportsShown } from './lifecycles';

jest.mock('./features/calendar/components/CalendarPage', () => ({
  CalendarPage: () => null,
  loadCalendarView: jest.fn(async () => ({})),
}));

const loadMock = loadCalendarView as jest.Mock;

beforeEach(() => loadMock.mockClear());

it('fetches the FullCalendar chunk ahead when the shell is about to show the calendar', async () => {
  await preload('/dashboard');
  expect(loadMock).toHaveBeenCalledTimes(1);
});

it('fetches nothing ahead for the presets screen', async () => {
  await preload('/dashboard/presets');
  expect(loadMock).not.toHaveBeenCalled();
});

it('tells the shell it says when the calendar is on screen (the widgets wait for that, not for a timer)', () => {
  expect(reportsShown).toBe(true);
});
