// The dashboard's tasks sidebar, exposed as ./TasksSidebar and rendered inside the shell's own React tree.
import '../../i18n';
import { useTaskPurge } from '../purge/useTaskPurge';
import { TasksSidebarView } from './components/TasksSidebarView';

export function TasksSidebar() {
  // The dashboard home has no task page: the widget keeps the purge running there.
  useTaskPurge();
  return <TasksSidebarView />;
}

export default TasksSidebar;
