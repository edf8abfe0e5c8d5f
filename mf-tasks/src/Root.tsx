// The tasks remote's root: the task list page, mounted by the shell at '/dashboard/tasks', and the purge cleaner.
import type { MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import './i18n';
import { TasksPage } from './features/list/components/TasksPage';
import { useTaskPurge } from './features/purge/useTaskPurge';

export function Root(_props: MountProps) {
  useTaskPurge();
  return (
    <DataProvider>
      <div data-remote="tasks">
        <TasksPage />
      </div>
    </DataProvider>
  );
}
