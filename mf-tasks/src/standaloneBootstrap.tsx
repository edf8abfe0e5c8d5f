// The tasks remote's standalone page: the dev harness around its lifecycles and widget.
import { startHarness } from '../../tooling/dev-harness';
import lifecycles from './lifecycles';
import { TasksSidebar } from './features/sidebar/TasksSidebar';

void startHarness({
  remote: 'tasks',
  lifecycles,
  screens: ['/dashboard/tasks'],
  widgets: [{ name: 'TasksSidebar', Component: TasksSidebar }],
});
