// The calendar remote's single-spa lifecycles (exposed as ./lifecycles): its own React root, frame and crash panel.
import { defineRemote } from '@planner/shared/mf';
import { Root, loadPresetsPage } from './Root';
import { screenFor } from './screens';
import { loadCalendarView } from './features/calendar/components/CalendarPage';

export default defineRemote('calendar', Root, {
  // The calendar screen shows FullCalendar, its largest chunk, at once, and the presets screen its own
  // chunk: fetched while the shell still resolves sign-in, not after the first render.
  preload: (basename) =>
    screenFor(basename) === 'calendar' ? loadCalendarView() : loadPresetsPage(),
});
