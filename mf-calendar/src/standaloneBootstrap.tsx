// The calendar remote's standalone page: the dev harness around its lifecycles and widget.
import { startHarness } from '../../tooling/dev-harness';
import lifecycles from './lifecycles';
import { EventsSidebar } from './features/sidebar/EventsSidebar';

void startHarness({
  remote: 'calendar',
  lifecycles,
  screens: ['/dashboard', '/dashboard/presets'],
  widgets: [{ name: 'EventsSidebar', Component: EventsSidebar }],
});
