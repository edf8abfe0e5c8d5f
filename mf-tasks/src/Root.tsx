// The tasks remote's root: the task list page, mounted by the shell at '/dashboard/tasks', and the purge cleaner.
import type { MountProps } from '@planner/shared/mf';
import './i18n';
import { TasksPage } from './features/list/components/TasksPage';
import { useTaskPurge } from './features/purge/useTaskPurge';

export function Root(_props: MountProps) {
  useTaskPurge();
  return (
    <div data-remote="tasks">
      <TasksPage />
    </div>
  );
}
