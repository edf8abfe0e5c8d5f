// The notifications remote's standalone page: the dev harness around its lifecycles and widget.
import { startHarness } from '../../tooling/dev-harness';
import lifecycles from './lifecycles';
import { NotificationBell } from './features/bell/NotificationBell';

void startHarness({
  remote: 'notifications',
  lifecycles,
  screens: ['/dashboard/notifications'],
  widgets: [{ name: 'NotificationBell', Component: NotificationBell }],
});
